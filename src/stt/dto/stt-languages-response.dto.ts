import { ApiProperty } from '@nestjs/swagger';

export class SttLanguagesResponse {
  @ApiProperty({ example: ['en'], description: 'BCP-47 base codes some engine recognizes' })
  languages: string[];
  @ApiProperty({ description: 'Whether a request without a language is detected, not assumed' })
  detectsLanguage: boolean;
}
