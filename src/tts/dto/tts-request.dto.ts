import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { OUTPUT_FORMATS } from '../../audio/output-format.js';
import { READING_MODES } from '../../arabic/index.js';
import { ArrayBudgetOf } from '../../common/body-screen.js';
import { TOO_MANY_LINES } from '../tts-request.js';

export const TIMESTAMP_MODES = ['none', 'word', 'character'] as const;

// Lengths are checked by the service in UTF-16 code units (String.length), as they are billed.

export class SegmentDto {
  @ApiProperty({ example: 'أهلاً بك في البرنامج.' })
  @IsString()
  text: string;

  @ApiPropertyOptional({
    example: 'omar',
    description: 'Studio voice id, or a library voice with quality clone',
  })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  voiceId?: string;

  @ApiPropertyOptional({ example: 'egyptian' })
  @MaxLength(50)
  @IsString()
  @IsOptional()
  dialectId?: string;
}

export class TtsRequestDto {
  @ApiPropertyOptional({
    example: 'مرحباً بكم في خدمة تحويل النص إلى كلام.',
    description: 'Up to 5,000 characters; ignored when segments is sent',
  })
  @IsString()
  @IsOptional()
  text?: string;

  @ApiPropertyOptional({ example: 'layla', default: 'layla' })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  voiceId?: string;

  @ApiPropertyOptional({ enum: ['flash', 'pro', 'v2', 'clone'], default: 'flash' })
  @MaxLength(50)
  @IsString()
  @IsOptional()
  quality?: string;

  @ApiPropertyOptional({
    example: 'saudi',
    description: 'msa, egyptian, saudi (Najdi), hijazi, moroccan, levantine, gulf, iraqi',
  })
  @MaxLength(50)
  @IsString()
  @IsOptional()
  dialectId?: string;

  @ApiPropertyOptional({
    type: [SegmentDto],
    description: 'A dialogue: up to 40 lines, 5,000 characters in total',
  })
  @ValidateNested({ each: true })
  @Type(() => SegmentDto)
  @ArrayBudgetOf(100, TOO_MANY_LINES)
  @IsArray()
  @IsOptional()
  segments?: SegmentDto[];

  @ApiPropertyOptional({
    enum: READING_MODES,
    default: 'auto',
    description:
      'auto: numbers, dates, times, currency, units and abbreviations read as Arabic words; off: spoken as written',
  })
  @IsIn(READING_MODES)
  @IsOptional()
  normalization?: (typeof READING_MODES)[number];

  @ApiPropertyOptional({
    enum: READING_MODES,
    default: 'auto',
    description:
      "auto: short vowels added where the service is confident; off: only the caller's own",
  })
  @IsIn(READING_MODES)
  @IsOptional()
  diacritize?: (typeof READING_MODES)[number];

  @ApiPropertyOptional({
    default: false,
    description: 'Adds spokenText: the text exactly as the engine read it',
  })
  @IsBoolean()
  @IsOptional()
  returnSpokenText?: boolean;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 3,
    description: 'Up to 3 pronunciation dictionaries, applied in the order given',
  })
  @MaxLength(100, { each: true })
  @IsString({ each: true })
  @ArrayMaxSize(3)
  @IsArray()
  @IsOptional()
  pronunciationDictionaryIds?: string[];

  @ApiPropertyOptional({
    enum: OUTPUT_FORMATS.map((format) => format.id),
    description:
      "The audio's encoding, rate and bitrate: mp3_* (audio/mpeg), pcm_* (raw s16le mono, audio/pcm), wav_* (audio/wav, not on /tts/stream), ulaw_8000 (audio/basic), alaw_8000 (audio/x-alaw-basic), opus_* (Ogg Opus, audio/ogg). Absent: the quality's own MP3",
  })
  @MaxLength(50)
  @IsString()
  @IsOptional()
  outputFormat?: string;

  @ApiPropertyOptional({
    enum: TIMESTAMP_MODES,
    default: 'none',
    description:
      'word: the response adds alignment.words, when each word of the input is heard; character: also alignment.characters. POST /tts only: on /tts/stream any value but none is a 400',
  })
  @IsIn(TIMESTAMP_MODES, { message: `timestamps must be one of: ${TIMESTAMP_MODES.join(', ')}` })
  @IsOptional()
  timestamps?: (typeof TIMESTAMP_MODES)[number];
}
