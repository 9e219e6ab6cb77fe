import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeToPcm } from '../../src/audio/decoder.js';
import { sniffAudioFormat } from '../../src/audio/format-sniffer.js';

export const SPEECH_TRANSCRIPT = 'go forward ten meters he was not an ill disposed young man';

export function fixture(name: string): Buffer {
  return readFileSync(join(import.meta.dirname, '..', 'fixtures', 'audio', name));
}

/** Decodes what the API returned, as a player would, and says how long it plays. */
export async function decodedSeconds(
  audio: Buffer,
): Promise<{ format: string | undefined; seconds: number }> {
  const format = sniffAudioFormat(audio);
  if (!format) return { format: undefined, seconds: 0 };
  const decoded = await decodeToPcm(audio, format, { maxSeconds: 3600, timeoutMs: 60_000 });
  return { format: format.id, seconds: decoded.durationSeconds };
}
