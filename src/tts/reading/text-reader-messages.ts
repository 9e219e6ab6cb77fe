import type { PronunciationRule, ReadingOptions, TextRun } from '../../arabic/index.js';

/**
 * What the reader's worker thread receives and returns: plain data, since a message is copied
 * between threads (a PronunciationLexicon travels as its dictionaries and is built again there).
 */
export interface ReadJob {
  texts: string[];
  reading: Omit<ReadingOptions, 'pronunciations'> & {
    dictionaries?: (readonly PronunciationRule[])[];
  };
}

/** Per text, in order: its runs, or null when it gives the voices nothing to say. */
export interface ReadResult {
  runs: (TextRun[] | null)[];
}
