import type { PhonemeReader } from './espeak-phonemes.js';

/**
 * One part of the Arabic evaluation: it reads its own committed items, runs them through the real front
 * end and scores them. The runner prints every suite's table in turn.
 */
export interface EvaluationSuite {
  name: string;
  run(phonemes: PhonemeReader): Promise<SuiteReport>;
}

export interface SuiteReport {
  title: string;
  /** Column headings of the score table; each row has one cell per column. */
  columns: string[];
  rows: (string | number)[][];
  /** Free lines printed under the table: totals, the worst errors. */
  notes: string[];
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}
