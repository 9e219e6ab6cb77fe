import { registerAs } from '@nestjs/config';

export const STT_ENGINES = ['pocketsphinx', 'whisper'] as const;
export type SttEngineName = (typeof STT_ENGINES)[number];

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

/** Reads the speech-to-text settings; a wrong value stops the boot with the variable's name in the message. */
export function readSttConfig(env: NodeJS.ProcessEnv = process.env): SttConfig {
  const whisperModelDir = env.STT_WHISPER_MODEL_DIR?.trim() || undefined;
  const listed =
    env.STT_ENGINES?.split(',')
      .map((name) => name.trim())
      .filter(Boolean) ?? [];
  for (const name of listed) {
    if (!STT_ENGINES.includes(name as SttEngineName)) {
      throw new Error(
        `STT_ENGINES may list ${STT_ENGINES.join(', ')}; "${name}" is not one of them`,
      );
    }
  }
  if (listed.includes('whisper') && !whisperModelDir) {
    throw new Error(
      'STT_ENGINES lists whisper, so STT_WHISPER_MODEL_DIR must point at a whisper model',
    );
  }
  const engines: SttEngineName[] =
    listed.length > 0
      ? [...new Set(listed as SttEngineName[])]
      : whisperModelDir
        ? ['pocketsphinx', 'whisper']
        : ['pocketsphinx'];
  return {
    engines,
    enginesExplicit: listed.length > 0,
    whisperModelDir,
    workers: wholeNumber(env, 'STT_WORKERS', 2, 1, 32),
    maxAudioSeconds: wholeNumber(env, 'STT_MAX_AUDIO_SECONDS', 7200, 1, 6 * 3600),
    pocketsphinxBinary: env.STT_POCKETSPHINX_BINARY?.trim() || 'pocketsphinx_continuous',
    pocketsphinxModelDir:
      env.STT_POCKETSPHINX_MODEL_DIR?.trim() || '/usr/share/pocketsphinx/model/en-us',
  };
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  const value = Number(raw || fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export const sttConfig = registerAs('stt', (): SttConfig => readSttConfig());
