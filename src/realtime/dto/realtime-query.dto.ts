import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TtsRequestDto } from '../../tts/dto/tts-request.dto.js';

export const REALTIME_TIMESTAMPS = ['none', 'word'] as const;

/** The realtime socket's query: POST /tts's fields, with the same checks and messages. */
export class RealtimeQueryDto extends PickType(TtsRequestDto, [
  'voiceId',
  'quality',
  'dialectId',
  'outputFormat',
] as const) {
  @ApiPropertyOptional({
    enum: REALTIME_TIMESTAMPS,
    default: 'none',
    description: "word: each audio frame carries alignment.words, timed from the frame's start",
  })
  @IsIn(REALTIME_TIMESTAMPS, {
    message: `timestamps must be one of: ${REALTIME_TIMESTAMPS.join(', ')}`,
  })
  @IsOptional()
  timestamps?: (typeof REALTIME_TIMESTAMPS)[number];
}
