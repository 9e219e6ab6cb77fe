import { alignWords } from './align.js';
import { frontEndReading } from './front-end-reading.js';
import type { SoundJudge } from './sounds.js';
import { readWords, sameLetters, withoutMarks, type ReadWord } from './words.js';

/** A text read by the front end and its reference reading, word by word. */
export interface Reading {
  domain: string;
  input: string;
  spoken: string;
}

export interface ScoredWord {
  /** Index of the reading in its list. */
  reading: number;
  domain: string;
  reference: ReadWord;
  /** The output word paired with it, when it has the same letters. */
  said?: ReadWord;
  /** Not a particle, pronoun or demonstrative (espeak-ng knows those by heart). */
  content: boolean;
  /** The front end gave the word vowels (a fatha before a final ة or ه alone does not count). */
  vowelled: boolean;
  /** The output word sounds like the reference (unvowelled references: has its letters). */
  right: boolean;
  /** The reference's bare letters, as espeak-ng reads them with no front end, sound like it. */
  bareRight: boolean;
}

/** Particles, pronouns and demonstratives: not content words for the vowelling figures. */
const FUNCTION_WORDS = new Set(
  (
    'في من الي علي عن مع ان انه انها لا ما لم لن قد هذا هذه ذلك تلك الذي التي الذين هو هي هم ' +
    'نحن انا او ثم بل لكن كل اذا لو كما حتي منذ بان سوف هل يا'
  ).split(' '),
);

export function isContentWord(word: ReadWord): boolean {
  const key = word.skeletons[0];
  return !FUNCTION_WORDS.has(key) && !FUNCTION_WORDS.has(key.replace(/^[وف]/, ''));
}

export async function scoreReadings(
  readings: readonly Reading[],
  judge: SoundJudge,
): Promise<ScoredWord[]> {
  const aligned = readings.map((reading, index) => {
    const reference = readWords(reading.spoken);
    const output = readWords(frontEndReading(reading.input));
    const paired = alignWords(reference, output);
    return reference.map((word, i) => {
      const candidate = paired[i] >= 0 ? output[paired[i]] : undefined;
      return {
        index,
        domain: reading.domain,
        word,
        said: candidate && sameLetters(word, candidate) ? candidate : undefined,
      };
    });
  });
  const words = aligned.flat();
  await judge.learn(
    words
      .filter(({ word }) => word.vowelled)
      .flatMap(({ word, said }): [string, string][] => [
        [word.written, withoutMarks(word.written)],
        ...(said ? [[word.written, said.written] as [string, string]] : []),
      ]),
  );
  return words.map(({ index, domain, word, said }) => ({
    reading: index,
    domain,
    reference: word,
    said,
    content: word.arabic && isContentWord(word),
    vowelled: !!said && said.arabic && hasStemVowels(said.written),
    right: !!said && (!word.vowelled || !said.arabic || judge.alike(word.written, said.written)),
    bareRight: !word.vowelled || judge.alike(word.written, withoutMarks(word.written)),
  }));
}

function hasStemVowels(word: string): boolean {
  return withoutMarks(word) !== word.replace(/\u064E(?=[ةه]$)/, '');
}

/** "said ≠ reference" for a word read wrong, or "reference (missing)". */
export function describeError(word: ScoredWord): string {
  return word.said
    ? `${word.said.written} ≠ ${word.reference.written}`
    : `${word.reference.written} (missing)`;
}
