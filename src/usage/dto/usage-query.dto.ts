import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsUUID } from 'class-validator';

export class UsageQueryDto {
  @ApiPropertyOptional({
    example: '2026-11-01',
    description: 'Start (inclusive), ISO-8601 date or time; default 30 days ago',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO-8601 date' })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'End; a plain date includes that whole day; default now',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO-8601 date' })
  to?: string;

  @ApiPropertyOptional({ description: 'Only this API key' })
  @IsOptional()
  @IsUUID('all', { message: 'keyId must be a UUID' })
  keyId?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: 'format must be one of: json, csv' })
  format?: 'json' | 'csv';
}
