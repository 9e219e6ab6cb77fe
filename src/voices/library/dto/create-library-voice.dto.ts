import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class CreateLibraryVoiceDto {
  @ApiProperty({ example: 'My narrator', minLength: 1, maxLength: 100 })
  @Length(1, 100, { message: 'name must be between 1 and 100 characters' })
  @IsString()
  name: string;

  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'A 3 to 60 second sample (MP3, WAV, WebM, OGG, M4A or FLAC)',
  })
  audio?: unknown;
}
