// The Arabic reader (src/arabic/) on a worker thread, driven by WorkerThread
// (src/process/worker-thread.ts), so that reading a long text never holds the event loop.
//
// Messages in:  ReadJob with its id (text-reader-messages.ts).
// Messages out: { type: 'ready' } once loaded, then { id, ok: true, runs } or { id, ok: false, message }.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { ReadJob, ReadResult } from './text-reader-messages.js';

// Run from the sources (under the test runner), Node strips the types of this file but resolves
// imports as written: the reader's `./x.js` imports are its `./x.ts` files.
if (import.meta.url.endsWith('.ts')) {
  registerHooks({
    resolve(specifier, context, next) {
      if (
        specifier.startsWith('.') &&
        specifier.endsWith('.js') &&
        context.parentURL?.endsWith('.ts')
      ) {
        const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
        if (existsSync(source)) return next(source.href, context);
      }
      return next(specifier, context);
    },
  });
}

const { hasSomethingToSay, prepareText, PronunciationLexicon } =
  await import('../../arabic/index.js');
const port = parentPort!;

function read({ texts, reading }: ReadJob): ReadResult {
  const { dictionaries, ...controls } = reading;
  const options = {
    ...controls,
    pronunciations: dictionaries ? new PronunciationLexicon(dictionaries) : undefined,
  };
  return {
    runs: texts.map((text) => (hasSomethingToSay(text) ? prepareText(text, options) : null)),
  };
}

port.on('message', (job: ReadJob & { id: number }) => {
  try {
    port.postMessage({ id: job.id, ok: true, ...read(job) });
  } catch (error) {
    port.postMessage({ id: job.id, ok: false, message: (error as Error).message });
  }
});
port.postMessage({ type: 'ready' });
