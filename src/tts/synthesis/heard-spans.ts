import type { TakeScript } from './dialogue-planner.js';
import type { SpokenWord } from './synthesis.service.js';
import { coveringSpan } from '../../arabic/index.js';
import type { HeardSpan } from '../timing/alignment.js';

/** The spoken words placed in the audio, as the characters of the caller's lines they read. */
export function heardSpans(
  takes: readonly TakeScript[],
  spoken: readonly SpokenWord[],
): HeardSpan[] {
  return spoken.map((word) => {
    const take = takes[word.take];
    const runWords = take.runs[word.run].words.slice(word.firstWord, word.lastWord + 1);
    return {
      line: take.runLines[word.run],
      source: coveringSpan(runWords.map((runWord) => runWord.source)),
      start: word.start,
      end: word.end,
    };
  });
}
