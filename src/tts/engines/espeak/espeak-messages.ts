import type { Utterance } from '../espeak-plan/utterance-plan.js';
import type { UtteranceEvents } from '../espeak-plan/word-events.js';

/** Jobs the espeak worker runs (WorkerThread adds the `id`). */
export type EspeakJob =
  | { type: 'phonemize'; language: string; clauses: string[] }
  | { type: 'render'; variantFile: string; utterances: Utterance[]; timed: boolean };

export interface PhonemizeResult {
  phonemes: string[];
}

export interface RenderResult {
  /** Transferred to the server, not copied. */
  samples: Int16Array<ArrayBuffer>;
  sampleRate: number;
  /** With `timed`: what espeak-ng reported while rendering each utterance. */
  events?: UtteranceEvents[];
}
