import { InvalidInputError } from '../../common/errors.js';
import { MAX_SPOKEN_LETTERS } from './spoken-letters.js';

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
