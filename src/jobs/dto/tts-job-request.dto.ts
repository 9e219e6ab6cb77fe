import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ArrayBudgetOf, ObjectBudgetOf } from '../../common/body-screen.js';
import { TtsRequestDto } from '../../tts/dto/tts-request.dto.js';

/** POST /tts/jobs: the body of POST /tts with a job's limits, and optional metadata. */
export class TtsJobRequestDto extends TtsRequestDto {
  /** A job reads up to 500 lines (the service checks the exact limit with its own words). */
  @ArrayBudgetOf(500, 'segments must contain no more than 500 lines')
  declare segments?: TtsRequestDto['segments'];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Returned untouched on the job: strings only, at most 20 keys and 4 KB',
  })
  @IsOptional()
  @ObjectBudgetOf(20, 'metadata may have at most 20 keys')
  metadata?: unknown;
}
