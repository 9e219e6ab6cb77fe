import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { WorkPool } from '../../process/work-pool.js';
import { workerScriptUrl } from '../../process/worker-script.js';
import { WorkerThread } from '../../process/worker-thread.js';
import { assertSpeakableLetters } from './speakable-letters.js';
import type { Alignment, AlignmentOptions, HeardSpan } from '../timing/alignment.js';
import type { ReadLines } from './read-lines.js';
import type {
  AlignJob,
  AlignResult,
  ReadJob,
  ReadResult,
  ReadingRequest,
} from './text-reader-messages.js';

/**
 * Two threads: reading is quick next to synthesis (a 5,000-character text in tens of
 * milliseconds), so two keep one long text from delaying every other request's reading.
 */
const THREADS = 2;
/** Far beyond the longest text a request may send; past it the thread is taken as hung. */
const JOB_TIMEOUT_MS = 30_000;

/**
 * Runs the Arabic reader off the event loop: each request's lines, with the pronunciation
 * dictionaries it named, are read on one of a small pool of worker threads, started on first use,
 * so no text or dictionary, however long, stalls other requests. The same threads lay the words
 * the engine was heard saying back over the text as written (word and character timings), work
 * of the same size as the text.
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

  /**
   * Each text's runs as the front end reads them, or null when it gives nothing to say; refused
   * (400) when the dictionaries' aliases make the texts read longer than a request may.
   */
  async readLines(
    texts: readonly string[],
    reading: ReadingRequest,
    signal?: AbortSignal,
  ): Promise<ReadLines> {
    const job: ReadJob = { kind: 'read', texts: [...texts], reading };
    const { lines, aliasedCharacters, aliasedLetters } = await this.pool.use(signal, (thread) =>
      thread.run<ReadResult>(job, signal),
    );
    assertSpeakableLetters(
      aliasedLetters,
      'Text reads too long once pronunciation aliases are applied',
    );
    return { lines, aliasedCharacters, aliasedLetters };
  }

  /** alignInput (timing/alignment.ts), run on a reader thread. */
  async align(
    lines: readonly string[],
    heard: HeardSpan[],
    options: AlignmentOptions,
    signal?: AbortSignal,
  ): Promise<Alignment> {
    const job: AlignJob = { kind: 'align', lines: [...lines], heard, options };
    const { alignment } = await this.pool.use(signal, (thread) =>
      thread.run<AlignResult>(job, signal),
    );
    return alignment;
  }

  async onModuleDestroy(): Promise<void> {
    this.pool.close();
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
