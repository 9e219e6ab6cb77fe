import { pcmBytes, type PcmChunks } from '../../../audio/pcm.js';
import {
  SpeechSynthesizer,
  type SynthesisTake,
  type WordTimingSink,
} from '../../ports/speech-synthesizer.js';
import { WorkPool } from '../../../process/work-pool.js';
import { workerScriptUrl } from '../../../process/worker-script.js';
import { WorkerThread } from '../../../process/worker-thread.js';
import { ESPEAK_SAMPLE_RATE, planUtterances } from '../espeak-plan/utterance-plan.js';
import { espeakVariantFile } from '../espeak-plan/variant-file.js';
import { wordTimings } from '../espeak-plan/word-events.js';
import type { EspeakJob, PhonemizeResult, RenderResult } from './espeak-messages.js';

/** A single take of 5,000 characters renders in about two seconds; far beyond that the engine hangs. */
const JOB_TIMEOUT_MS = 60_000;

/**
 * espeak-ng compiled to WebAssembly, in a pool of worker threads: each take is planned into
 * utterances (see utterance-plan.ts) and rendered in one job, with the voice's variant file.
 */
export class EspeakSynthesizer extends SpeechSynthesizer {
  readonly sampleRate = ESPEAK_SAMPLE_RATE;
  override readonly timesWords = true;
  private readonly threads: WorkerThread[];
  private readonly pool: WorkPool<WorkerThread>;

  constructor(workers: number) {
    super();
    this.threads = Array.from(
      { length: workers },
      () =>
        new WorkerThread({
          script: workerScriptUrl(import.meta.url, 'espeak'),
          jobTimeoutMs: JOB_TIMEOUT_MS,
          engine: 'The voice engine',
        }),
    );
    this.pool = new WorkPool(this.threads);
  }

  /** Starts every worker and waits until all are warm; rejects when one cannot start. */
  async start(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.start()));
  }

  async close(): Promise<void> {
    this.pool.close();
    await Promise.all(this.threads.map((thread) => thread.close()));
  }

  /**
   * A take renders in one job, so its audio comes as one chunk. Words are timed by espeak-ng's
   * own word and phoneme events, raised as it renders.
   */
  async *synthesize(take: SynthesisTake, signal?: AbortSignal, words?: WordTimingSink): PcmChunks {
    const utterances = await planUtterances(
      take,
      async (clauses, jobSignal) => {
        const result = await this.pool.use(
          jobSignal,
          (thread) =>
            thread.run<PhonemizeResult>(
              job({ type: 'phonemize', language: 'ar', clauses }),
              jobSignal,
            ),
          take.owner,
        );
        return result.phonemes;
      },
      signal,
    );
    if (utterances.length === 0) return;
    const audio = await this.pool.use(
      signal,
      (thread) =>
        thread.run<RenderResult>(
          job({
            type: 'render',
            variantFile: espeakVariantFile(take.voice.variant),
            utterances,
            timed: words !== undefined,
          }),
          signal,
        ),
      take.owner,
    );
    if (words && audio.events) {
      for (const timing of wordTimings(utterances, audio.events, audio.sampleRate)) words(timing);
    }
    yield pcmBytes(audio);
  }
}

/** Names the message type at the call site, so a job the worker cannot run does not compile. */
const job = (message: EspeakJob): EspeakJob => message;
