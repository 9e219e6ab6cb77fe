import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { TtsRequestDto } from '../../tts/dto/tts-request.dto.js';

/** POST /tts/jobs: the body of POST /tts with a job's limits, and optional metadata. */
export class TtsJobRequestDto extends TtsRequestDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Returned untouched on the job: strings only, at most 20 keys and 4 KB',
  })
  @IsOptional()
  metadata?: unknown;
}
