import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SpeechRecognizer, type Recognition } from '../ports/speech-recognizer.js';
import { runBoundedProcess } from '../../process/bounded-process.js';
import { engineFailures } from '../../process/engine-failures.js';
import { WorkPool } from '../../process/work-pool.js';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';
import { privateTempDir } from '../../process/temp-files.js';

const SAMPLE_RATE = 16_000;

export interface PocketsphinxSetup {
  binary: string;
  /** Acoustic model directory (-hmm), language model (-lm) and dictionary (-dict). */
  hmm: string;
  lm: string;
  dict: string;
}

/**
 * Checks that the binary starts (run bare, it prints its options and exits at once) and
 * that the US English model is in `modelDir` (Debian's pocketsphinx-en-us layout).
 * Returns why not when something is missing, so the caller can log it and run without
 * this engine.
 */
export function findPocketsphinx(
  binary: string,
  modelDir: string,
): PocketsphinxSetup | { missing: string } {
  const probe = spawnSync(binary, [], { stdio: 'ignore', timeout: 5_000 });
  if (probe.error) {
    return {
      missing: `${binary} cannot be run (${probe.error.message}); install the pocketsphinx package`,
    };
  }
  const setup = {
    binary,
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
  const absent = [setup.hmm, setup.lm, setup.dict].filter((path) => !existsSync(path));
  if (absent.length > 0) {
    return {
      missing: `the English model is incomplete, missing ${absent.join(', ')} (install pocketsphinx-en-us)`,
    };
  }
  return setup;
}

/**
 * pocketsphinx_continuous reads only named files (it cannot open Node's stdin socket), so
 * each chunk goes through a private temp file, removed whatever happens. A name not
 * ending in .wav is read as headerless 16-bit little-endian PCM.
 */
async function withPcmFile<R>(pcm: Int16Array, use: (path: string) => Promise<R>): Promise<R> {
  const dir = await privateTempDir('stt-pocketsphinx');
  try {
    const path = join(dir, 'chunk.raw');
    await writeFile(path, new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength), {
      mode: 0o600,
    });
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * CMU PocketSphinx, US English, default search settings (a tighter -maxhmmpf halves the
 * CPU but cost 4 points of word error rate on the LibriVox test clips). Each recognition
 * is one short-lived child process, at most `workers` at a time: loading the ~100 MB
 * model takes under a second, small next to recognition at 0.3-0.4x real time, and a
 * killed process frees everything.
 */
export class PocketsphinxRecognizer extends SpeechRecognizer {
  readonly name = 'pocketsphinx';
  readonly languages = ['en'] as const;
  readonly detectsLanguage = false;
  private readonly pool: WorkPool<number>;

  constructor(
    private readonly setup: PocketsphinxSetup,
    workers: number,
  ) {
    super();
    this.pool = new WorkPool(Array.from({ length: workers }, (_, slot) => slot));
  }

  async recognize(pcm: Int16Array, _options: unknown, signal?: AbortSignal): Promise<Recognition> {
    const audioSeconds = pcm.length / SAMPLE_RATE;
    // Model load plus a generous 4x real time: far beyond normal, short of forever.
    const timeoutMs = 15_000 + audioSeconds * 4_000;
    const stdout = await this.pool.use(signal, () =>
      withPcmFile(pcm, (infile) =>
        runBoundedProcess({
          command: this.setup.binary,
          args: [
            ...['-hmm', this.setup.hmm, '-lm', this.setup.lm, '-dict', this.setup.dict],
            ...['-samprate', String(SAMPLE_RATE), '-infile', infile, '-logfn', '/dev/null'],
            ...['-time', 'yes'],
          ],
          signal,
          timeoutMs,
          maxOutputBytes: 1 << 20,
          failures: engineFailures('pocketsphinx', timeoutMs),
        }),
      ),
    );
    return { ...parsePocketsphinxOutput(stdout.toString('utf8')), language: 'en' };
  }

  close(): Promise<void> {
    this.pool.close();
    return Promise.resolve();
  }
}
