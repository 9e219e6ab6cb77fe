import { stripHarakat } from '../../src/tts/text/arabic-script.js';

/** A word of a reading: its letters for the text comparison and its marks for the audio comparison. */
export interface SpokenWord {
  word: string;
  skeleton: string;
  /** Inside {braces} of a reference: a word the front end must produce, so its sound is checked. */
  checked: boolean;
}

/** Punctuation that carries no words; stripped from both ends of a token. */
const EDGE_PUNCTUATION = /^[\s.,،؛;:!?؟…"'«»“”()[\]-]+|[\s.,،؛;:!?؟…"'«»“”()[\]-]+$/g;

/**
 * Splits a reading into words. Braces mark the checked words of a reference; the front end's output has
 * none, so all its words come back unchecked.
 */
export function spokenWords(reading: string): SpokenWord[] {
  const words: SpokenWord[] = [];
  let inside = false;
  for (const token of reading.split(/\s+/)) {
    if (token.includes('{')) inside = true;
    const word = token.replace(/[{}]/g, '').replace(EDGE_PUNCTUATION, '');
    if (word) words.push({ word, skeleton: skeletonOf(word), checked: inside });
    if (token.includes('}')) inside = false;
  }
  return words;
}

/**
 * The letters that decide whether a reading is the right text: marks, tatweel and case are ignored, the
 * wasla alif is an alif, and a final ة and ه are one (a pausal ة is written ه for espeak-ng).
 */
export function skeletonOf(word: string): string {
  return stripHarakat(word)
    .replace(/\u0640/g, '')
    .replace(/ٱ/g, 'ا')
    .replace(/ة$/, 'ه')
    .toLowerCase();
}

export function sameText(a: readonly SpokenWord[], b: readonly SpokenWord[]): boolean {
  return a.length === b.length && a.every((w, i) => w.skeleton === b[i].skeleton);
}

/** Arabic words are what the Arabic voice says; a Latin word in a reading is left to the text comparison. */
export function isArabicWord(word: string): boolean {
  return /[\u0621-\u064A]/.test(word);
}
