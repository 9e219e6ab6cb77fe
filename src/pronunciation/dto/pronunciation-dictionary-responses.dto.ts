import { ApiProperty } from '@nestjs/swagger';
import { PronunciationRuleDto } from './pronunciation-dictionary.dto.js';

export class PronunciationDictionaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [PronunciationRuleDto] }) rules: PronunciationRuleDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class PronunciationDictionarySummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() ruleCount: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class PronunciationDictionaryListResponse {
  @ApiProperty({ type: [PronunciationDictionarySummary] })
  dictionaries: PronunciationDictionarySummary[];
}
