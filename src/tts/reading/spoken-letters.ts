/**
 * Letters the engine may read for one request (vowel marks, punctuation and spaces not
 * counted): twice the 5,000-character limit. Numbers and symbols are read out as words
 * ("99.99%" becomes 30 letters), so text made of them reads four or five times longer than
 * it is written: 4,000 digits are 17,200 letters, more than 25 minutes of speech, past what
 * one take may render, and a 502 after seconds of engine time. Ordinary Arabic reads as
 * fewer letters than it is written; a report dense with figures about 1.7 times as many.
 *
 * Apart from speakable-letters.ts (which refuses) so the reader's worker thread can count too.
 */
export const MAX_SPOKEN_LETTERS = 10_000;

const NOT_SPOKEN_LETTERS = /[\p{M}\p{P}\p{Z}\s]/gu;

/** Letters the engine reads in `text`: vowel marks, punctuation and spaces not counted. */
export function spokenLetters(text: string): number {
  return text.replace(NOT_SPOKEN_LETTERS, '').length;
}
