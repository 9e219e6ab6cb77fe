import {
  DEFAULT_READING,
  hasSomethingToSay,
  prepareText,
  type ReadingOptions,
  type TextRun,
} from '../../arabic/index.js';
import { MAX_SPOKEN_LETTERS, spokenLetters } from './spoken-letters.js';

/** A request's lines as the front end reads them, and what its aliases make of their length. */
export interface ReadLines {
  /** Per line, in order: its runs, or null when it gives the voices nothing to say. */
  lines: (TextRun[] | null)[];
  /** Characters of the spoken lines once the pronunciation aliases replace their words (0 without). */
  aliasedCharacters: number;
  /**
   * Letters those say; past MAX_SPOKEN_LETTERS counting stops there and no line is read, since
   * aliases multiply what is read (a 2-letter word may say 200) and the request will be refused.
   */
  aliasedLetters: number;
}

/**
 * Reads every line of a request: what the reader's worker threads run (text-reader.worker.ts),
 * kept apart from them so tests and tools read exactly as the service does.
 */
export function readLines(
  texts: readonly string[],
  reading: ReadingOptions = DEFAULT_READING,
): ReadLines {
  const spoken = texts.filter(hasSomethingToSay);
  let aliasedCharacters = 0;
  let aliasedLetters = 0;
  for (const text of reading.pronunciations ? spoken : []) {
    const withAliases = reading.pronunciations!.apply(text);
    aliasedCharacters += withAliases.length;
    aliasedLetters += spokenLetters(withAliases);
    if (aliasedLetters > MAX_SPOKEN_LETTERS)
      return { lines: [], aliasedCharacters, aliasedLetters };
  }
  return {
    lines: texts.map((text) => (hasSomethingToSay(text) ? prepareText(text, reading) : null)),
    aliasedCharacters,
    aliasedLetters,
  };
}
