import { parentPort, workerData } from 'node:worker_threads';
import { openSocket, speak, type RealtimeTally, type RealtimeTarget } from './realtime-clients.js';

const { target, pieces, gapMs, clients } = workerData as {
  target: RealtimeTarget;
  pieces: string[];
  gapMs: number;
  clients: number;
};
const tally: RealtimeTally = { timings: [], failed: 0 };
const sockets = await Promise.all(Array.from({ length: clients }, () => openSocket(target)));
// The sockets are open: the thread watching the server's event loop says when to speak.
parentPort!.postMessage('open');
await new Promise((resolve) => parentPort!.once('message', resolve));
await Promise.all(
  sockets.map(async (socket) => {
    try {
      tally.timings.push(await speak(socket, pieces, gapMs));
    } catch (error) {
      tally.failed++;
      tally.firstFailure ??= String(error);
    }
  }),
);
parentPort!.postMessage(tally);
