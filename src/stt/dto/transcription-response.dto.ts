import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TranscribedWordResponse {
  @ApiProperty({ example: 'مرحبا' })
  text: string;

  @ApiProperty({
    example: 0.42,
    description: 'Seconds from the start of the recording, 3 decimals',
  })
  start: number;

  @ApiProperty({ example: 0.97, description: 'Seconds, after start' })
  end: number;

  @ApiPropertyOptional({
    example: 0.91,
    minimum: 0,
    maximum: 1,
    description: 'How sure the engine is, where it gives a figure; else omitted',
  })
  confidence?: number;
}

export class TranscribedSegmentResponse {
  @ApiProperty({ example: 0.42 })
  start: number;

  @ApiProperty({ example: 3.1 })
  end: number;

  @ApiProperty({ example: 'مرحبا بكم في الخدمة', description: 'An utterance between two pauses' })
  text: string;
}

export class TranscriptionResponse {
  @ApiProperty({ description: 'The transcript; an empty string when no speech was found' })
  text: string;

  @ApiProperty({
    example: 0.4,
    description:
      'Audio length in minutes, to a tenth, at least 0.1 (requests are billed on transcript characters)',
  })
  minutes: number;

  @ApiProperty({ example: 'audio/mpeg', description: 'The format the file was read as' })
  mimeType: string;

  @ApiProperty({
    example: 'ar',
    description: 'BCP-47 base code of the transcript; `und` when it could not be told',
  })
  language: string;

  @ApiPropertyOptional({
    type: [TranscribedWordResponse],
    description: 'With timestamps "word"; empty when the engine cannot time words',
  })
  words?: TranscribedWordResponse[];

  @ApiPropertyOptional({
    type: [TranscribedSegmentResponse],
    description: 'With timestamps "word": utterances split at pauses',
  })
  segments?: TranscribedSegmentResponse[];
}
