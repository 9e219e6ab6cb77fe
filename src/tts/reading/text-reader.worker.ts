// The Arabic reader (src/arabic/) on a worker thread, driven by WorkerThread
// (src/process/worker-thread.ts), so that reading a long text, compiling and matching the
// caller's pronunciation dictionaries, and laying word and character timings over the text
// never hold the event loop.
//
// Messages in:  a ReaderJob with its id (text-reader-messages.ts).
// Messages out: { type: 'ready' } once loaded, then { id, ok: true, ...ReadResult or AlignResult }
//               or { id, ok: false, message }.
import type {
  AlignJob,
  AlignResult,
  ReadJob,
  ReaderJob,
  ReadResult,
} from './text-reader-messages.js';

// Its own modules are imported once source-imports has taught Node to find them (see there).
await import(
  new URL(`../../process/source-imports.${import.meta.url.split('.').pop()}`, import.meta.url).href
);

const { serveJobs } = await import('../../process/worker-jobs.js');
const { readLines } = await import('./read-lines.js');
const { CompiledDictionaries } = await import('./compiled-dictionaries.js');
const { alignInput } = await import('../timing/alignment.js');
const dictionaries = new CompiledDictionaries();

function read({ texts, reading }: ReadJob): ReadResult {
  const { dictionaries: named, ...controls } = reading;
  const pronunciations = named?.length ? dictionaries.lexiconOf(named) : undefined;
  return readLines(texts, { ...controls, pronunciations });
}

function align({ lines, heard, options }: AlignJob): AlignResult {
  return { alignment: alignInput(lines, heard, options) };
}

serveJobs<ReaderJob>((job) => (job.kind === 'read' ? read(job) : align(job)));
