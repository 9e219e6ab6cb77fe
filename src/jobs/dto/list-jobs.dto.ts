import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JOB_STATUSES, type JobStatus, type JobType } from '../job.js';

export class ListJobsDto {
  @ApiPropertyOptional({ enum: JOB_STATUSES })
  @IsIn(JOB_STATUSES, { message: `status must be one of: ${JOB_STATUSES.join(', ')}` })
  @IsOptional()
  status?: JobStatus;

  @ApiPropertyOptional({ enum: ['tts', 'stt'] })
  @IsIn(['tts', 'stt'], { message: 'type must be one of: tts, stt' })
  @IsOptional()
  type?: JobType;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @Max(100)
  @Min(1)
  @IsInt({ message: 'limit must be a whole number from 1 to 100' })
  @Type(() => Number)
  @IsOptional()
  limit?: number;

  @ApiPropertyOptional({ description: 'The id of the last job of the previous page' })
  @MaxLength(28)
  @IsString()
  @IsOptional()
  startingAfter?: string;
}

export class ResultQueryDto {
  @ApiPropertyOptional({
    description: 'tts: json for the JSON POST /tts answers; stt: json, text, srt or vtt',
  })
  @IsIn(['json', 'text', 'srt', 'vtt'], { message: 'format must be one of: json, text, srt, vtt' })
  @IsOptional()
  format?: 'json' | 'text' | 'srt' | 'vtt';
}
