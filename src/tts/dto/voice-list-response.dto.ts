import { ApiProperty } from '@nestjs/swagger';
import type { VoiceGender } from '../../voices/voice-spec.js';

export class StudioVoiceResponse {
  @ApiProperty({ example: 'layla' }) id: string;
  @ApiProperty({ example: 'Layla' }) nameEn: string;
  @ApiProperty({ example: 'ليلى' }) nameAr: string;
  @ApiProperty() descEn: string;
  @ApiProperty() descAr: string;
  @ApiProperty({ enum: ['female', 'male'] }) gender: VoiceGender;
}

export class VoiceListResponse {
  @ApiProperty({ type: [StudioVoiceResponse] }) voices: readonly StudioVoiceResponse[];
}
