import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

export const WEBHOOK_EVENTS = ['job.succeeded', 'job.failed', 'job.canceled'] as const;

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://example.com/speech-events' })
  @MaxLength(2048)
  @IsString()
  url: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true, description: 'Default: all' })
  @IsIn(WEBHOOK_EVENTS, {
    each: true,
    message: `events must be some of: ${WEBHOOK_EVENTS.join(', ')}`,
  })
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @ArrayMinSize(1)
  @IsArray()
  @IsOptional()
  events?: Array<(typeof WEBHOOK_EVENTS)[number]>;
}
