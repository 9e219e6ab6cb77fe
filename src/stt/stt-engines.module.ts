import { Module } from '@nestjs/common';
import { ConfigModule, type ConfigType } from '@nestjs/config';
import { AudioModule } from '../audio/audio.module.js';
import { createRecognizerRegistry } from './engines/create-recognizer-registry.js';
import { RecognizerRegistry } from './recognizer-registry.js';
import { sttConfig } from './stt.config.js';
import { TranscriptionService } from './transcription.service.js';
import { ProcessLauncherModule } from '../process/process-launcher.module.js';

/**
 * The speech-to-text engine layer. Engines start (models loaded) before the app listens;
 * the registry stops their processes when the app shuts down (onModuleDestroy).
 */
@Module({
  imports: [ConfigModule.forFeature(sttConfig), AudioModule, ProcessLauncherModule],
  providers: [
    {
      provide: RecognizerRegistry,
      inject: [sttConfig.KEY],
      useFactory: (config: ConfigType<typeof sttConfig>) => createRecognizerRegistry(config),
    },
    TranscriptionService,
  ],
  exports: [RecognizerRegistry, TranscriptionService],
})
export class SttEnginesModule {}
