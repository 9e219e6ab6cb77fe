import { Worker } from 'node:worker_threads';

export interface StreamRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body: string };
}

/** One streamed answer as the client saw it, in milliseconds from sending. */
export interface StreamTiming {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

/** Sends the request and reads the answer as it comes; anything but 200 is an error. */
export async function timeStream({ url, init }: StreamRequest): Promise<StreamTiming> {
  const start = performance.now();
  const response = await fetch(url, init);
  if (response.status !== 200 || !response.body) {
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  let firstByteMs = Number.NaN;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - start;
    bytes += (chunk as Uint8Array).length;
  }
  return { firstByteMs, totalMs: performance.now() - start, bytes };
}

export interface StreamsTally {
  timings: StreamTiming[];
  failed: number;
  firstFailure?: string;
}

/**
 * `clients` streams at once, on a worker thread, so the event loop being watched runs the
 * server alone.
 */
export function runStreamsInWorker(request: StreamRequest, clients: number): Promise<StreamsTally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./stream-clients.worker.js', import.meta.url), {
      workerData: { request, clients },
    });
    worker.once('message', (tally: StreamsTally) => {
      resolve(tally);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The stream client worker stopped with code ${code}`));
    });
  });
}
