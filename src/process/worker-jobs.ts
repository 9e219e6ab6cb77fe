import { parentPort } from 'node:worker_threads';

/**
 * The worker side of WorkerThread's protocol (worker-thread.ts): posts `{ type: 'ready' }`, then
 * answers each job with `{ id, ok: true, ...result }`, or `{ id, ok: false, message }` when `run`
 * throws. Worker scripts import it once source-imports has run (see there).
 */
export function serveJobs<Job>(run: (job: Job) => object): void {
  const port = parentPort!;
  port.on('message', (job: Job & { id: number }) => {
    try {
      port.postMessage({ id: job.id, ok: true, ...run(job) });
    } catch (error) {
      port.postMessage({ id: job.id, ok: false, message: (error as Error).message });
    }
  });
  port.postMessage({ type: 'ready' });
}
