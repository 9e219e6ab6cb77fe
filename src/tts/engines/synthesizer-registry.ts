import type { SpeechSynthesizer } from '../ports/speech-synthesizer.js';
import type { TtsConfig, TtsEngineName } from '../tts.config.js';
import { EspeakSynthesizer } from './espeak/espeak-synthesizer.js';
import { EspeakNativeSynthesizer } from './espeak-native/espeak-native-synthesizer.js';
import { SherpaVitsSynthesizer } from './sherpa-vits/sherpa-vits-synthesizer.js';

/** One entry per engine: adding an engine is one adapter class and one line here. */
const ENGINES: Record<TtsEngineName, (config: TtsConfig) => SpeechSynthesizer> = {
  espeak: (config) => new EspeakSynthesizer(config.workers),
  'espeak-native': (config) => new EspeakNativeSynthesizer(config.workers),
  'sherpa-vits': (config) => new SherpaVitsSynthesizer(config.vitsModelDir, config.workers),
};

/** Builds the configured engine and starts it, so a broken engine fails the boot, not a request. */
export async function createSpeechSynthesizer(config: TtsConfig): Promise<SpeechSynthesizer> {
  const synthesizer = ENGINES[config.engine](config);
  await synthesizer.start();
  return synthesizer;
}
