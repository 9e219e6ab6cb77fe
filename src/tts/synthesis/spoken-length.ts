import { InvalidInputError } from '../../common/errors.js';
import type { SpeechPlan } from './dialogue-planner.js';
import { MAX_SPOKEN_LETTERS, spokenLetters } from './spoken-letters.js';

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
