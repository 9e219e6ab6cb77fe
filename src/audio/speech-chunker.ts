import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { WorkPool } from '../process/work-pool.js';
import { workerScriptUrl } from '../process/worker-script.js';
import { WorkerThread } from '../process/worker-thread.js';
import type { SpeechChunk, SplitOptions } from './silence-splitter.js';

/** What the chunker's worker thread receives: samples in shared memory, not copied. */
export interface ChunkJob {
  samples: Int16Array;
  options: SplitOptions;
}

/** The chunks that hold speech, as places in the samples. */
export interface ChunkResult {
  spans: { startSample: number; length: number }[];
}

/** Splitting takes well under a second for the longest recording a job may send (4 hours). */
const JOB_TIMEOUT_MS = 60_000;

/**
 * Cuts decoded recordings at their pauses (silence-splitter.ts) on a worker thread, so the
 * arithmetic over hours of samples never holds the event loop. The decoder writes its PCM
 * into shared memory (decoder.ts), which the thread reads in place; other samples are copied
 * there first. One thread: a split is short next to the recognition that follows it.
 */
@Injectable()
export class SpeechChunker implements OnModuleDestroy {
  private readonly thread = new WorkerThread({
    script: workerScriptUrl(import.meta.url, 'speech-chunker'),
    jobTimeoutMs: JOB_TIMEOUT_MS,
    engine: 'The audio splitter',
  });
  private readonly pool = new WorkPool([this.thread]);

  async speechChunks(
    samples: Int16Array,
    options: SplitOptions,
    signal?: AbortSignal,
  ): Promise<SpeechChunk[]> {
    const job: ChunkJob = { samples: inSharedMemory(samples), options };
    const { spans } = await this.pool.use(signal, (thread) => thread.run<ChunkResult>(job, signal));
    return spans.map(({ startSample, length }) => ({
      startSample,
      samples: samples.subarray(startSample, startSample + length),
    }));
  }

  async onModuleDestroy(): Promise<void> {
    this.pool.close();
    await this.thread.close();
  }
}

function inSharedMemory(samples: Int16Array): Int16Array {
  if (samples.buffer instanceof SharedArrayBuffer) return samples;
  const shared = new Int16Array(new SharedArrayBuffer(samples.byteLength));
  shared.set(samples);
  return shared;
}
