import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const STT_TIMESTAMPS = ['none', 'word'] as const;
export const STT_RESPONSE_FORMATS = ['json', 'text', 'srt', 'vtt'] as const;
export type SttResponseFormat = (typeof STT_RESPONSE_FORMATS)[number];

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

  @ApiPropertyOptional({
    enum: STT_TIMESTAMPS,
    default: 'none',
    description:
      'word: the JSON answer adds words [{ text, start, end, confidence? }] and segments [{ start, end, text }], in seconds',
  })
  @IsIn(STT_TIMESTAMPS, { message: `timestamps must be one of: ${STT_TIMESTAMPS.join(', ')}` })
  @IsOptional()
  timestamps?: (typeof STT_TIMESTAMPS)[number];

  @ApiPropertyOptional({
    enum: STT_RESPONSE_FORMATS,
    default: 'json',
    description:
      'json; text (text/plain, the transcript); srt (application/x-subrip) or vtt (text/vtt): cues of at most 2 lines of 42 characters and 7 s, split at pauses, Arabic lines led by U+200F',
  })
  @IsIn(STT_RESPONSE_FORMATS, {
    message: `responseFormat must be one of: ${STT_RESPONSE_FORMATS.join(', ')}`,
  })
  @IsOptional()
  responseFormat?: SttResponseFormat;
}
