import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Both forms: multipart (`audio` is the file) or JSON (`audio` is base64). */
export class TranscribeDto {
  @ApiPropertyOptional({
    description: 'JSON form: the recording, base64-encoded (whole body under 10 MB)',
  })
  @IsString()
  @IsOptional()
  audio?: string;

  @ApiPropertyOptional({
    example: 'audio/wav',
    default: 'audio/mpeg',
    description: 'Informative: the format is read from the bytes',
  })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  mimeType?: string;

  @ApiPropertyOptional({
    example: 'en',
    description: 'BCP-47 code; detected automatically when omitted',
  })
  @Matches(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, {
    message: 'language must be a BCP-47 code such as ar, en or fr',
  })
  @MaxLength(35)
  @IsString()
  @IsOptional()
  language?: string;
}
