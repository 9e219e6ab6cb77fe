import { ApiProperty } from '@nestjs/swagger';
import type { VoiceGender } from '../../voice-spec.js';

/** What the analysis of the sample measured. */
export class VoiceProfileResponse {
  @ApiProperty() f0MedianHz: number;
  @ApiProperty() f0RangeSemitones: number;
  @ApiProperty() speakingRateWpm: number;
  @ApiProperty({ minimum: 0, maximum: 1, description: '0 dark, 1 bright' }) brightness: number;
  @ApiProperty({ enum: ['female', 'male'] }) gender: VoiceGender;
}

export class LibraryVoiceResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['female', 'male'] }) gender: VoiceGender;
  @ApiProperty() descEn: string;
  @ApiProperty({ type: VoiceProfileResponse }) profile: VoiceProfileResponse;
  @ApiProperty() sampleSeconds: number;
  @ApiProperty() createdAt: Date;
}

export class LibraryVoiceListResponse {
  @ApiProperty({ type: [LibraryVoiceResponse] }) voices: LibraryVoiceResponse[];
}

export class DeletedLibraryVoiceResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: [true] }) deleted: true;
}
