import type { PcmAudio } from '../../../audio/pcm.js';
import { SpeechSynthesizer, type SynthesisTake } from '../../ports/speech-synthesizer.js';
import { WorkerPool } from '../worker-pool.js';
import { ESPEAK_SAMPLE_RATE, planUtterances } from './utterance-plan.js';
import { espeakVariantFile } from './variant-file.js';

/** A single take of 5,000 characters renders in about two seconds; far beyond that the engine hangs. */
const JOB_TIMEOUT_MS = 60_000;

/**
 * espeak-ng compiled to WebAssembly, in a pool of worker threads: each take is planned into
 * utterances (see utterance-plan.ts) and rendered in one job, with the voice's variant file.
 */
export class EspeakSynthesizer extends SpeechSynthesizer {
  private readonly pool: WorkerPool;

  constructor(workers: number) {
    super();
    this.pool = new WorkerPool({
      script: new URL('./espeak.worker.mjs', import.meta.url),
      size: workers,
      jobTimeoutMs: JOB_TIMEOUT_MS,
    });
  }

  start(): Promise<void> {
    return this.pool.start();
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  async synthesize(take: SynthesisTake, signal?: AbortSignal): Promise<PcmAudio> {
    const utterances = await planUtterances(
      take,
      async (clauses, jobSignal) => {
        const result = await this.pool.run<{ phonemes: string[] }>(
          { type: 'phonemize', language: 'ar', clauses },
          jobSignal,
        );
        return result.phonemes;
      },
      signal,
    );
    if (utterances.length === 0)
      return { samples: new Int16Array(0), sampleRate: ESPEAK_SAMPLE_RATE };
    return this.pool.run<PcmAudio>(
      { type: 'render', variantFile: espeakVariantFile(take.voice.variant), utterances },
      signal,
    );
  }
}
