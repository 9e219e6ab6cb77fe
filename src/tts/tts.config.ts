import { registerAs } from '@nestjs/config';
import { existsSync } from 'node:fs';
import { ESPEAK_BINARY } from './engines/espeak-native/espeak-cli.js';

export const TTS_ENGINES = ['espeak', 'espeak-native', 'sherpa-vits'] as const;
export type TtsEngineName = (typeof TTS_ENGINES)[number];

export interface TtsConfig {
  engine: TtsEngineName;
  /** Worker threads (espeak), concurrent child processes (espeak-native) or inference threads (sherpa-vits). */
  workers: number;
  vitsModelDir: string | undefined;
}

/** Reads the engine settings; a wrong value stops the boot with the variable's name in the message. */
export function readTtsConfig(env: NodeJS.ProcessEnv = process.env): TtsConfig {
  const engine = (env.TTS_ENGINE?.trim() || defaultEngine()) as TtsEngineName;
  if (!TTS_ENGINES.includes(engine)) {
    throw new Error(`TTS_ENGINE must be one of ${TTS_ENGINES.join(', ')}, got "${env.TTS_ENGINE}"`);
  }
  const workers = Number(env.TTS_WORKERS?.trim() || 2);
  if (!Number.isInteger(workers) || workers < 1 || workers > 32) {
    throw new Error(`TTS_WORKERS must be a whole number from 1 to 32, got "${env.TTS_WORKERS}"`);
  }
  return { engine, workers, vitsModelDir: env.TTS_VITS_MODEL_DIR?.trim() || undefined };
}

/**
 * The native espeak-ng binary (installed by the project's setup on Debian) is about three
 * times faster than the WebAssembly build; the latter needs nothing installed, so it is
 * the fallback.
 */
function defaultEngine(): TtsEngineName {
  return existsSync(ESPEAK_BINARY) ? 'espeak-native' : 'espeak';
}

export const ttsConfig = registerAs('tts', (): TtsConfig => readTtsConfig());
