import { Worker } from 'node:worker_threads';

/** Many clients, each sending one request after another until the time is up. */
export interface ClientsSpec {
  url: string;
  init: { method: string; headers: Record<string, string>; body: string };
  clients: number;
  seconds: number;
  /** Each client stops after this many requests, even with time left. */
  requestsEach?: number;
}

export interface ClientsTally {
  completed: number;
  failed: number;
  firstFailure?: string;
}

/**
 * Runs the clients on a worker thread, as the platform load does, so the event loop being
 * watched runs the server alone: reading a 1 MB answer is the client's work, not the server's.
 */
export function runClientsInWorker(spec: ClientsSpec): Promise<ClientsTally> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./tts-clients.worker.js', import.meta.url), {
      workerData: spec,
    });
    worker.once('message', (tally: ClientsTally) => {
      resolve(tally);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The TTS client worker stopped with code ${code}`));
    });
  });
}

/** The clients' loop, wherever it runs: all of them start together and all answers count. */
export async function runClients(
  speak: () => Promise<unknown>,
  { clients, seconds, requestsEach = Infinity }: Omit<ClientsSpec, 'url' | 'init'>,
): Promise<ClientsTally> {
  const tally: ClientsTally = { completed: 0, failed: 0 };
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let sent = 0; sent < requestsEach && performance.now() < deadline; sent++) {
        try {
          await speak();
          tally.completed++;
        } catch (error) {
          tally.failed++;
          tally.firstFailure ??= String(error);
        }
      }
    }),
  );
  return tally;
}
