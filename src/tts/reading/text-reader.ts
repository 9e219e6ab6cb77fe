import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ReadingOptions, TextRun } from '../../arabic/index.js';
import { WorkPool } from '../../process/work-pool.js';
import { charactersWithAliases } from '../synthesis/spoken-length.js';
import { workerScriptUrl } from '../../process/worker-script.js';
import { WorkerThread } from '../../process/worker-thread.js';
import type { ReadJob, ReadResult } from './text-reader-messages.js';

/**
 * Two threads: reading is quick next to synthesis (a 5,000-character text in tens of
 * milliseconds), so two keep one long text from delaying every other request's reading.
 */
const THREADS = 2;
/** Far beyond the longest text a request may send; past it the thread is taken as hung. */
const JOB_TIMEOUT_MS = 30_000;

/**
 * Runs the Arabic reader off the event loop: each request's lines are read on one of a small pool
 * of worker threads, started on first use, so no text, however long, stalls other requests.
 */
@Injectable()
export class TextReader implements OnModuleDestroy {
  private readonly threads = Array.from(
    { length: THREADS },
    () =>
      new WorkerThread({
        script: workerScriptUrl(import.meta.url, 'text-reader'),
        jobTimeoutMs: JOB_TIMEOUT_MS,
        engine: 'The text reader',
      }),
  );
  private readonly pool = new WorkPool(this.threads);

  /** Each text's runs as prepareText gives them, or null when it gives nothing to say. */
  async readLines(
    texts: readonly string[],
    reading: ReadingOptions,
    signal?: AbortSignal,
  ): Promise<(TextRun[] | null)[]> {
    charactersWithAliases(texts, reading);
    const { pronunciations, ...controls } = reading;
    const job: ReadJob = {
      texts: [...texts],
      reading: { ...controls, dictionaries: pronunciations?.dictionaries.map((d) => [...d]) },
    };
    const { runs } = await this.pool.use(signal, (thread) => thread.run<ReadResult>(job, signal));
    return runs;
  }

  async onModuleDestroy(): Promise<void> {
    this.pool.close();
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
