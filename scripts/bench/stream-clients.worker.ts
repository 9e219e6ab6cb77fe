import { parentPort, workerData } from 'node:worker_threads';
import { timeStream, type StreamRequest, type StreamsTally } from './stream-clients.js';

const { request, clients } = workerData as { request: StreamRequest; clients: number };
const tally: StreamsTally = { timings: [], failed: 0 };
await Promise.all(
  Array.from({ length: clients }, async () => {
    try {
      tally.timings.push(await timeStream(request));
    } catch (error) {
      tally.failed++;
      tally.firstFailure ??= String(error);
    }
  }),
);
parentPort!.postMessage(tally);
