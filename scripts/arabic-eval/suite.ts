import type { SplitMaterial } from './eval-files.js';
import type { SoundJudge } from './sounds.js';

/**
 * One part of the Arabic evaluation: it scores one split's material through the real front end and
 * espeak-ng's phonemes. The runner prints every suite's table in turn, dev then test.
 */
export interface EvaluationSuite {
  name: string;
  run(material: SplitMaterial, judge: SoundJudge, options: SuiteOptions): Promise<SuiteReport>;
}

export interface SuiteOptions {
  /** Whether the report may quote items (always for dev; for test only when asked). */
  showErrors: boolean;
}

export interface SuiteReport {
  title: string;
  /** Column headings of the score table; each row has one cell per column. */
  columns: string[];
  rows: (string | number)[][];
  /** Free lines printed under the table: totals, the worst errors. */
  notes: string[];
  /** The suite's headline figures, for the summary against the bars. */
  figures: Figure[];
}

export interface Figure {
  name: string;
  part: number;
  whole: number;
  /** The share the bar asks for, if any. */
  bar?: number;
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}
