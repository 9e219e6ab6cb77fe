import { registerAs } from '@nestjs/config';
import { readEnvironment, STT_ENGINE_NAMES, type Environment } from '../config/environment.js';

export type SttEngineName = (typeof STT_ENGINE_NAMES)[number];

export interface SttConfig {
  /** Engines to start, in order of preference; the first is the default. */
  engines: SttEngineName[];
  /** Whether `engines` was spelled out: then an engine that cannot start stops the boot. */
  enginesExplicit: boolean;
  whisperModelDir: string | undefined;
  /** Engine processes per engine (pocketsphinx runs, whisper model processes). */
  workers: number;
  /** Longest recording accepted, in seconds of decoded audio. */
  maxAudioSeconds: number;
  pocketsphinxBinary: string;
  pocketsphinxModelDir: string;
}

/** The speech-to-text settings, from the validated environment. */
export function sttSettings(env: Environment): SttConfig {
  const listed = env.STT_ENGINES ?? [];
  const engines: SttEngineName[] =
    listed.length > 0
      ? [...new Set(listed)]
      : env.STT_WHISPER_MODEL_DIR
        ? ['pocketsphinx', 'whisper']
        : ['pocketsphinx'];
  return {
    engines,
    enginesExplicit: listed.length > 0,
    whisperModelDir: env.STT_WHISPER_MODEL_DIR,
    workers: env.STT_WORKERS,
    maxAudioSeconds: env.STT_MAX_AUDIO_SECONDS,
    pocketsphinxBinary: env.STT_POCKETSPHINX_BINARY,
    pocketsphinxModelDir: env.STT_POCKETSPHINX_MODEL_DIR,
  };
}

export const sttConfig = registerAs('stt', (): SttConfig => sttSettings(readEnvironment()));
