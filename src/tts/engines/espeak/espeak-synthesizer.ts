import { pcmBytes, type PcmAudio, type PcmChunks } from '../../../audio/pcm.js';
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
  readonly sampleRate = ESPEAK_SAMPLE_RATE;
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

  /** A take renders in one job, so its audio comes as one chunk. */
  async *synthesize(take: SynthesisTake, signal?: AbortSignal): PcmChunks {
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
    if (utterances.length === 0) return;
    const audio = await this.pool.run<PcmAudio>(
      { type: 'render', variantFile: espeakVariantFile(take.voice.variant), utterances },
      signal,
    );
    yield pcmBytes(audio);
  }
}
