import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ObjectBudgetOf } from '../../common/body-screen.js';
import { TranscribeDto } from '../../stt/dto/transcribe.dto.js';

/** POST /stt/jobs: the fields of /stt/transcribe, and optional metadata. */
export class SttJobRequestDto extends TranscribeDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'Returned untouched on the job: strings only, at most 20 keys and 4 KB (multipart: a JSON string)',
  })
  @IsOptional()
  @ObjectBudgetOf(20, 'metadata may have at most 20 keys')
  metadata?: unknown;
}
