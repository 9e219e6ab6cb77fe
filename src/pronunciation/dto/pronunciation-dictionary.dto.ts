import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Length } from 'class-validator';
import { MAX_RULES_PER_DICTIONARY } from '../pronunciation-dictionaries.errors.js';
import { IsPronunciationRules } from './pronunciation-rules.validator.js';

/** A rule as documented; requests' rules are checked by IsPronunciationRules, in one loop. */
export class PronunciationRuleDto {
  @ApiProperty({
    example: 'WHO',
    description: 'What appears in the input (a whole word or phrase)',
  })
  text: string;

  @ApiProperty({ example: 'مُنَظَّمَةُ الصِّحَّةِ العالَمِيَّة', description: 'How to say it' })
  alias: string;
}

const RULES_DOC = {
  type: [PronunciationRuleDto] as [typeof PronunciationRuleDto],
  description: `Up to ${MAX_RULES_PER_DICTIONARY} rules; whole words, longest rule first`,
};

export class CreatePronunciationDictionaryDto {
  @ApiProperty({ example: 'Brand names', minLength: 1, maxLength: 100 })
  @Length(1, 100, { message: 'name must be between 1 and 100 characters' })
  @IsString()
  name: string;

  @ApiProperty(RULES_DOC)
  @IsPronunciationRules()
  @ArrayMaxSize(MAX_RULES_PER_DICTIONARY)
  @IsArray()
  rules: PronunciationRuleDto[];
}

/** PUT replaces what is given: the name, the rules, or both. */
export class UpdatePronunciationDictionaryDto {
  @ApiPropertyOptional({ example: 'Brand names', minLength: 1, maxLength: 100 })
  @Length(1, 100, { message: 'name must be between 1 and 100 characters' })
  @IsString()
  @IsOptional()
  name?: string;

  @ApiPropertyOptional(RULES_DOC)
  @IsPronunciationRules()
  @ArrayMaxSize(MAX_RULES_PER_DICTIONARY)
  @IsArray()
  @IsOptional()
  rules?: PronunciationRuleDto[];
}
