import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { AudioModule } from '../audio/audio.module.js';
import { LibraryVoiceEntity } from './library/library-voice.entity.js';
import { VoiceLibraryController } from './library/voice-library.controller.js';
import { VoiceLibraryService } from './library/voice-library.service.js';

/** The caller's voice library (clone profiles); the studio catalogue is plain data beside it. */
@Module({
  imports: [TypeOrmModule.forFeature([LibraryVoiceEntity]), AudioModule, ApiKeysModule],
  controllers: [VoiceLibraryController],
  providers: [VoiceLibraryService],
  exports: [VoiceLibraryService],
})
export class VoicesModule {}
