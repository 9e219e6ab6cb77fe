import { registerAs } from '@nestjs/config';
import { existsSync } from 'node:fs';
import { readEnvironment, TTS_ENGINE_NAMES, type Environment } from '../config/environment.js';
import { ESPEAK_BINARY } from './engines/espeak-native/espeak-cli.js';

export type TtsEngineName = (typeof TTS_ENGINE_NAMES)[number];

export interface TtsConfig {
  engine: TtsEngineName;
  /** Worker threads (espeak), concurrent child processes (espeak-native) or inference threads (sherpa-vits). */
  workers: number;
  vitsModelDir: string | undefined;
}

/** The engine settings, from the validated environment. */
function ttsSettings(env: Environment): TtsConfig {
  return {
    engine: env.TTS_ENGINE ?? defaultEngine(),
    workers: env.TTS_WORKERS,
    vitsModelDir: env.TTS_VITS_MODEL_DIR,
  };
}

/**
 * The native espeak-ng binary (installed by the project's setup on Debian) is about three
 * times faster than the WebAssembly build; the latter needs nothing installed, so it is
 * the fallback.
 */
function defaultEngine(): TtsEngineName {
  return existsSync(ESPEAK_BINARY) ? 'espeak-native' : 'espeak';
}

export const ttsConfig = registerAs('tts', (): TtsConfig => ttsSettings(readEnvironment()));
