import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class WordTimeResponse {
  @ApiProperty({
    example: '١٢٥',
    description: 'A word of the input as written, without the punctuation around it',
  })
  text: string;

  @ApiProperty({ example: 1.214, description: 'Seconds from the start of the audio, 3 decimals' })
  start: number;

  @ApiProperty({
    example: 2.87,
    description: 'Seconds; after start, and at or before the next word starts',
  })
  end: number;

  @ApiPropertyOptional({ example: 0, description: "Dialogues: the line's index in segments" })
  segment?: number;
}

export class CharacterTimeResponse {
  @ApiProperty({ example: '١' })
  char: string;

  @ApiProperty({ example: 1.214 })
  start: number;

  @ApiProperty({ example: 1.765 })
  end: number;

  @ApiPropertyOptional({ example: 0, description: "Dialogues: the line's index in segments" })
  segment?: number;
}

export class AlignmentResponse {
  @ApiProperty({
    type: [WordTimeResponse],
    description:
      'One entry per word of the input, in input order; a token read as several words (a number, 15%, د.) is one entry spanning them all',
  })
  words: WordTimeResponse[];

  @ApiPropertyOptional({
    type: [CharacterTimeResponse],
    description:
      'timestamps "character": every character of the input but whitespace, in order; a word\'s time is spread over its characters, punctuation takes the pause after it',
  })
  characters?: CharacterTimeResponse[];
}

export class TtsResponse {
  @ApiProperty({ description: 'The audio, base64', format: 'byte' })
  audio: string;

  @ApiProperty({ example: 'audio/mpeg' })
  mimeType: string;

  @ApiProperty({ example: 'mp3_22050_64' })
  outputFormat: string;

  @ApiProperty({ example: 22050, description: 'Hz' })
  sampleRate: number;

  @ApiProperty({ example: 'layla', description: 'The voices that speak, comma-separated' })
  voice: string;

  @ApiProperty({ example: 24, description: 'Characters billed' })
  characters: number;

  @ApiPropertyOptional({ description: 'returnSpokenText: the text as the engine read it' })
  spokenText?: string;

  @ApiPropertyOptional({
    type: AlignmentResponse,
    description:
      'timestamps "word" or "character": when each word of the input is heard, timed by the voice engine\'s own word events',
  })
  alignment?: AlignmentResponse;
}
