import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { ConfigModule, type ConfigType } from '@nestjs/config';
import { AudioModule } from '../audio/audio.module.js';
import { createSpeechSynthesizer } from './engines/synthesizer-registry.js';
import { SpeechSynthesizer } from './ports/speech-synthesizer.js';
import { SynthesisService } from './synthesis/synthesis.service.js';
import { ttsConfig } from './tts.config.js';
import { ProcessLauncherModule } from '../process/process-launcher.module.js';

/**
 * The speech engine layer: binds the SpeechSynthesizer port to the configured adapter (started,
 * hence warm, before the app listens) and stops it with the app.
 */
@Module({
  imports: [ConfigModule.forFeature(ttsConfig), AudioModule, ProcessLauncherModule],
  providers: [
    {
      provide: SpeechSynthesizer,
      inject: [ttsConfig.KEY],
      useFactory: (config: ConfigType<typeof ttsConfig>) => createSpeechSynthesizer(config),
    },
    SynthesisService,
  ],
  exports: [SpeechSynthesizer, SynthesisService],
})
export class TtsEngineModule implements OnModuleDestroy {
  constructor(@Inject(SpeechSynthesizer) private readonly synthesizer: SpeechSynthesizer) {}

  onModuleDestroy(): Promise<void> {
    return this.synthesizer.close();
  }
}
