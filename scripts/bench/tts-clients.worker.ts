import { parentPort, workerData } from 'node:worker_threads';
import { expectOk } from './speech-endpoint.js';
import { runClients, type ClientsSpec } from './tts-clients.js';

const spec = workerData as ClientsSpec;
const tally = await runClients(() => expectOk(spec.url, spec.init), spec);
parentPort!.postMessage(tally);
