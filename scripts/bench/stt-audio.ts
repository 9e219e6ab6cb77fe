import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ffmpegPath, runFfmpeg } from '../../src/audio/ffmpeg.js';

/** 5.78 s of English speech (see test/fixtures/audio/README.md); from dist/scripts/bench as well. */
export const SPEECH_FIXTURE = fileURLToPath(
  new URL('../../../test/fixtures/audio/speech.wav', import.meta.url),
);
const FIXTURE_SECONDS = 5.78;

export interface Clip {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

/** The fixture looped to `seconds` of 16 kHz WAV. */
export function speechWav(seconds: number): Promise<Clip> {
  return loopFixture(seconds, 'clip.wav', ['-c:a', 'pcm_s16le'], 'audio/wav');
}

/** The fixture looped into a 128 kbit/s MP3 of about `bytes` bytes. */
export function speechMp3(bytes: number): Promise<Clip> {
  const seconds = Math.floor(bytes / (128_000 / 8));
  return loopFixture(seconds, 'clip.mp3', ['-c:a', 'libmp3lame', '-b:a', '128k'], 'audio/mpeg');
}

/** Written to a file, not a pipe, so the container's length fields are filled in. */
async function loopFixture(
  seconds: number,
  fileName: string,
  codec: string[],
  mimeType: string,
): Promise<Clip> {
  const dir = await mkdtemp(join(tmpdir(), 'speech-bench-audio-'));
  const out = join(dir, fileName);
  try {
    const loops = Math.ceil(seconds / FIXTURE_SECONDS);
    await runFfmpeg({
      args: [
        '-stream_loop',
        String(loops - 1),
        '-i',
        SPEECH_FIXTURE,
        '-t',
        String(seconds),
        ...codec,
        '-y',
        out,
      ],
      timeoutMs: 120_000,
      maxOutputBytes: 64 * 1024,
    });
    return { bytes: await readFile(out), mimeType, fileName };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Silence that compresses to a few kilobytes and decodes to hours: 8 kHz FLAC frames of
 * 65,535 samples, written in `dir`. Made with ffmpeg rather than kept in the repository.
 */
export function silentFlac(dir: string, seconds: number): Buffer {
  const file = join(dir, `silence-${seconds}.flac`);
  const run = spawnSync(ffmpegPath(), [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'anullsrc=r=8000:cl=mono', '-t', String(seconds)],
    ...['-c:a', 'flac', '-compression_level', '0', '-frame_size', '65535', file],
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg could not make the bomb: ${run.stderr.toString()}`);
  return readFileSync(file);
}
