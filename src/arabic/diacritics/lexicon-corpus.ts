import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The vowelled corpus the lexicon is learnt from: the Uthmani Quran text of the `quran-json` npm package
 * (a devDependency; only the generated lexicon ships). Verses are the unit for the held-out split.
 */

interface QuranChapter {
  verses: { text: string }[];
}

export const CORPUS_PACKAGE = 'quran-json';
/**
 * Measured on held-out verses, raising the threshold to 2 or 3 leaves precision unchanged (88%) and only
 * loses coverage (90% -> 85% -> 81%), so every attested spelling is kept; the file stays well under 1 MB.
 */
export const LEXICON_MIN_COUNT = 1;
/**
 * A spelling is kept when its top vowelling has at least 80% of its occurrences. On held-out verses
 * this costs a little coverage and removes the context-free guesses that are wrong most often.
 */
export const LEXICON_MIN_SHARE = 0.8;

export function loadCorpusVerses(): string[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve(`${CORPUS_PACKAGE}/dist/quran.json`);
  const chapters = JSON.parse(readFileSync(path, 'utf8')) as QuranChapter[];
  return chapters.flatMap((chapter) => chapter.verses.map((verse) => verse.text));
}

/** Every tenth verse is held out, so the evaluation spans all chapters rather than the last tenth. */
export function isHeldOut(verseIndex: number): boolean {
  return verseIndex % 10 === 9;
}
