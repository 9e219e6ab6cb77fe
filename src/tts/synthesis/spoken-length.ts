import { InvalidInputError } from '../../common/errors.js';
import { hasSomethingToSay, type ReadingOptions } from '../../arabic/index.js';
import type { SpeechPlan } from './dialogue-planner.js';

/**
 * Letters the engine may read for one request (vowel marks, punctuation and spaces not
 * counted): twice the 5,000-character limit. Numbers and symbols are read out as words
 * ("99.99%" becomes 30 letters), so text made of them reads four or five times longer than
 * it is written: 4,000 digits are 17,200 letters, more than 25 minutes of speech, past what
 * one take may render, and a 502 after seconds of engine time. Ordinary Arabic reads as
 * fewer letters than it is written; a report dense with figures about 1.7 times as many.
 */
export const MAX_SPOKEN_LETTERS = 10_000;

const NOT_SPOKEN_LETTERS = /[\p{M}\p{P}\p{Z}\s]/gu;

/** Letters the engine reads in `text`: vowel marks, punctuation and spaces not counted. */
export function spokenLetters(text: string): number {
  return text.replace(NOT_SPOKEN_LETTERS, '').length;
}

/** Refuses, before anything is reserved or rendered, a plan that reads too long to speak. */
export function assertSpeakableLength(plan: SpeechPlan): void {
  assertSpeakableLetters(
    spokenLetters(plan.spokenText),
    'Text reads too long once numbers and symbols are spelled out',
  );
}

/**
 * Refuses `letters` past MAX_SPOKEN_LETTERS, saying why the text reads longer than it is
 * written (numbers spelled out, or pronunciation aliases).
 */
export function assertSpeakableLetters(letters: number, why: string): void {
  if (letters > MAX_SPOKEN_LETTERS) {
    throw new InvalidInputError(
      `${why}: ${letters.toLocaleString('en-US')} letters to speak, at most ${MAX_SPOKEN_LETTERS.toLocaleString('en-US')}; send it in smaller requests`,
    );
  }
}

/**
 * The lines' length once pronunciation aliases are applied, refused past the letter limit.
 * Aliases multiply what is read (a 2-letter word may say 200), so this runs before the front
 * end reads any line (the planner, and the text reader before it sends lines to its threads):
 * the front end never works on more than the limit lets through.
 */
export function charactersWithAliases(texts: readonly string[], reading: ReadingOptions): number {
  const aliased = { characters: 0, letters: 0 };
  if (!reading.pronunciations) return 0;
  for (const text of texts) {
    if (!hasSomethingToSay(text)) continue;
    const withAliases = reading.pronunciations.apply(text);
    aliased.characters += withAliases.length;
    aliased.letters += spokenLetters(withAliases);
    assertSpeakableLetters(
      aliased.letters,
      'Text reads too long once pronunciation aliases are applied',
    );
  }
  return aliased.characters;
}
