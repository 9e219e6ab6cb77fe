import type { Utterance } from '../espeak-plan/utterance-plan.js';

/** Jobs the espeak worker runs (WorkerThread adds the `id`). */
export type EspeakJob =
  | { type: 'phonemize'; language: string; clauses: string[] }
  | { type: 'render'; variantFile: string; utterances: Utterance[] };

export interface PhonemizeResult {
  phonemes: string[];
}

export interface RenderResult {
  /** Transferred to the server, not copied. */
  samples: Int16Array<ArrayBuffer>;
  sampleRate: number;
}
