import { Module } from '@nestjs/common';
import { PronunciationDictionariesModule } from '../pronunciation/pronunciation-dictionaries.module.js';
import { VoicesModule } from '../voices/voices.module.js';
import { TtsEngineModule } from './tts-engine.module.js';
import { TtsController } from './tts.controller.js';
import { TtsService } from './tts.service.js';

@Module({
  imports: [TtsEngineModule, VoicesModule, PronunciationDictionariesModule],
  controllers: [TtsController],
  providers: [TtsService],
})
export class TtsModule {}
