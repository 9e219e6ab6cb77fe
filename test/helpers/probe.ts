import { spawnSync } from 'node:child_process';
import { ffmpegPath } from '../../src/audio/ffmpeg.js';

/**
 * The samples ffmpeg decodes from the bytes, as 16-bit mono at `rate`, read with the given
 * input options (headerless audio needs its layout stated); throws on a broken stream.
 */
export function decodeWith(input: string[], bytes: Buffer, rate = 16000): Int16Array {
  const run = spawnSync(
    ffmpegPath(),
    ['-v', 'error', ...input, '-ac', '1', '-ar', String(rate), '-f', 's16le', 'pipe:1'],
    { input: bytes, maxBuffer: 64 << 20 },
  );
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr.toString()}`);
  const out = run.stdout;
  return new Int16Array(new Uint8Array(out).buffer, 0, Math.floor(out.length / 2));
}

/** Headerless audio (s16le, mulaw, alaw) at its rate, decoded as a telephony gateway would. */
export function decodeRaw(bytes: Buffer, inputFormat: string, sampleRate: number, rate = 16000) {
  return decodeWith(
    ['-f', inputFormat, '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'],
    bytes,
    rate,
  );
}

/** Codec and rate as ffprobe reads them from a file, and its length as decoded. */
export function probe(bytes: Buffer): { codec: string; sampleRate: number; seconds: number } {
  const run = spawnSync(
    ffmpegPath().replace(/ffmpeg$/, 'ffprobe'),
    ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate', '-of', 'json', 'pipe:0'],
    { input: bytes },
  );
  if (run.status !== 0) throw new Error(`ffprobe: ${run.stderr.toString()}`);
  const parsed = JSON.parse(run.stdout.toString()) as {
    streams: { codec_name: string; sample_rate: string }[];
  };
  return {
    codec: parsed.streams[0].codec_name,
    sampleRate: Number(parsed.streams[0].sample_rate),
    seconds: decodeWith(['-i', 'pipe:0'], bytes).length / 16000,
  };
}
