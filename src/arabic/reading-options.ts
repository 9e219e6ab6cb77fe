import type { PronunciationLexicon } from './pronunciation-lexicon.js';

/**
 * How the front end reads a request's text: the caller's reading controls and the
 * pronunciation dictionaries it named. The defaults are the service's full reading.
 */
export interface ReadingOptions {
  /** `auto`: numbers, dates, times, currency, units and abbreviations read as Arabic words; `off`: left to the engine. */
  normalization: 'auto' | 'off';
  /** `auto`: short vowels added where the lexicon is confident; `off`: only the caller's own. */
  diacritize: 'auto' | 'off';
  /** The caller's dictionaries, applied first, to the text as written. */
  pronunciations?: PronunciationLexicon;
  /**
   * Trace every word read back to the characters of the input it reads (`TextRun.words`), for
   * word timings. It compares each step's output with its input, so only requests that ask for
   * timings pay for it.
   */
  traceWords?: boolean;
}

export const READING_MODES = ['auto', 'off'] as const;

export const DEFAULT_READING: ReadingOptions = { normalization: 'auto', diacritize: 'auto' };
