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
}

export const READING_MODES = ['auto', 'off'] as const;

export const DEFAULT_READING: ReadingOptions = { normalization: 'auto', diacritize: 'auto' };
