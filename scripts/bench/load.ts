import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
}

export interface LatencySummary {
  p50: number;
  p99: number;
  mean: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Per-response timings of the 2xx answers, in ms with sub-millisecond precision. */
  latencyMs: LatencySummary;
  /** autocannon's histogram of the same responses (whole milliseconds). */
  autocannonLatencyMs: LatencySummary;
}

/** Runs autocannon against `spec.url` on a worker thread and gives its summary. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), { workerData: spec });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The load worker stopped with code ${code}`));
    });
  });
}
