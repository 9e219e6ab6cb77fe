// Silence splitting (silence-splitter.ts) on a worker thread, driven by WorkerThread
// (src/process/worker-thread.ts): two hours of audio are 270 to 400 ms of arithmetic, which
// must not hold the event loop. The samples arrive in shared memory, so nothing is copied.
//
// Messages in:  ChunkJob with its id (speech-chunker.ts).
// Messages out: { type: 'ready' } once loaded, then { id, ok: true, spans } or { id, ok: false, message }.
import type { ChunkJob, ChunkResult } from './speech-chunker.js';

// Its own modules are imported once source-imports has taught Node to find them (see there).
await import(
  new URL(`../process/source-imports.${import.meta.url.split('.').pop()}`, import.meta.url).href
);

const { serveJobs } = await import('../process/worker-jobs.js');
const { speechChunks } = await import('./silence-splitter.js');

function chunk({ samples, options }: ChunkJob): ChunkResult {
  return {
    spans: speechChunks(samples, options).map(({ startSample, samples: chunk }) => ({
      startSample,
      length: chunk.length,
    })),
  };
}

serveJobs<ChunkJob>(chunk);
