// espeak-ng (GPL-3.0, compiled to WebAssembly) running in a worker thread, one instance per
// worker, driven by WorkerThread (src/process/worker-thread.ts).
//
// Messages in:  EspeakJob with its id (espeak-messages.ts).
// Messages out: { type: 'ready' } once warm, then { id, ok: true, ...result } or { id, ok: false, message }.
import { parentPort } from 'node:worker_threads';
import createEspeak from '@echogarden/espeak-ng-emscripten';
import type { Utterance } from '../espeak-plan/utterance-plan.js';
import type { UtteranceEvents } from '../espeak-plan/word-events.js';
import type { EspeakJob, PhonemizeResult, RenderResult } from './espeak-messages.js';

const VARIANT_PATH = '/usr/share/espeak-ng-data/voices/!v/take';

const port = parentPort!;
const espeak = await createEspeak();
const engine = new espeak.eSpeakNGWorker();
const sampleRate = engine.get_samplerate();

/** espeak-ng returns a C string; read it from the WebAssembly heap up to its NUL byte. */
function readCString(pointer: number): string {
  const heap = espeak.HEAPU8;
  let end = pointer;
  while (heap[end] !== 0) end++;
  return Buffer.from(heap.subarray(pointer, end)).toString('utf8');
}

function selectVoice(language: string, variant?: string): void {
  const code = engine.set_voice(variant ? `${language}+${variant}` : language);
  if (code !== 0)
    throw new Error(`espeak-ng could not select voice ${language}+${variant} (${code})`);
}

/**
 * The glue separates phonemes with "_", which inside [[ ]] would mean a pause, and marks
 * clause breaks with "|"; both are dropped to get the notation espeak-ng reads back.
 */
function phonemize(language: string, clauses: string[]): PhonemizeResult {
  selectVoice(language);
  const phonemes = clauses.map((clause) => {
    const pointer = espeak.getPointer(engine.text_to_phonemes(clause, 0));
    return readCString(pointer)
      .replace(/_/g, '')
      .replace(/\s*\|\s*/g, ' ')
      .trim();
  });
  return { phonemes };
}

/** The utterance's samples, and what espeak-ng reported on the way when `events` is given. */
function synthesize(input: string, events?: UtteranceEvents): Int16Array[] {
  const chunks: Int16Array[] = [];
  engine.synthesize(input, (samples, raised) => {
    if (samples?.length) chunks.push(samples);
    if (events) {
      events.samples += samples?.length ?? 0;
      for (const event of raised) {
        if (event.type === 'word') {
          events.words.push({ position: event.text_position, ms: event.audio_position });
        } else if (event.type === 'phoneme' && event.id === '') {
          // A phoneme with no mnemonic is a pause.
          events.pauses.push(event.audio_position);
        }
      }
    }
    return false;
  });
  return chunks;
}

function render(variantFile: string, utterances: Utterance[], timed: boolean): RenderResult {
  espeak.FS.writeFile(VARIANT_PATH, variantFile);
  const chunks: Int16Array[] = [];
  const events: UtteranceEvents[] = [];
  let current: string | undefined;
  for (const { language, input, settings } of utterances) {
    // Selecting a voice reloads its dictionary, so only on a change of language; the first
    // selection of each job also reads this job's variant file.
    if (language !== current) selectVoice(language, 'take');
    current = language;
    engine.set_rate(settings.wordsPerMinute);
    engine.set_pitch(settings.pitch);
    engine.set_range(settings.range);
    engine.set_volume(settings.volume);
    const heard = timed ? { samples: 0, words: [], pauses: [] } : undefined;
    chunks.push(...synthesize(input, heard));
    if (heard) events.push(heard);
  }
  const samples = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return { samples, sampleRate, ...(timed ? { events } : {}) };
}

function runJob(job: EspeakJob): PhonemizeResult | RenderResult {
  switch (job.type) {
    case 'phonemize':
      return phonemize(job.language, job.clauses);
    case 'render':
      return render(job.variantFile, job.utterances, job.timed);
  }
}

// Warm up: load each language's dictionary and run the synthesizer once before taking jobs.
for (const [language, text] of [
  ['en', 'ready'],
  ['fr', 'prêt'],
  ['ar', 'جاهز'],
]) {
  selectVoice(language);
  synthesize(text);
}

port.on('message', (job: EspeakJob & { id: number }) => {
  try {
    const result = runJob(job);
    const transfer = 'samples' in result ? [result.samples.buffer] : [];
    port.postMessage({ id: job.id, ok: true, ...result }, transfer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: job.id, ok: false, message });
  }
});
port.postMessage({ type: 'ready' });
