/**
 * Character classes of the Arabic script shared by the front end. Kept in one place so the normaliser,
 * the diacritiser and the language splitter agree on what a "letter" and a "haraka" are.
 */

/** Short vowels, tanween, shadda, sukun and the dagger alif: the marks that tell espeak-ng how to vocalise. */
export const HARAKA = /[\u064B-\u0652\u0670]/;
const HARAKAT_GLOBAL = /[\u064B-\u0652\u0670]/g;

/** A word of the Arabic script: base letters plus any combining marks between them. */
export const ARABIC_WORD =
  /[\u0621-\u063A\u0641-\u064A\u0671-\u06D3][\u0621-\u065F\u0670-\u06D3]*/g;

export const ARABIC_LETTER = /[\u0621-\u063A\u0641-\u064A\u0671-\u06D3]/;

export function hasHaraka(word: string): boolean {
  return HARAKA.test(word);
}

export function stripHarakat(text: string): string {
  return text.replace(HARAKAT_GLOBAL, '');
}

/**
 * The key a word is looked up by: no marks, and the spellings writers use interchangeably folded together
 * (hamza seats on alif, alif maqsura vs. ya), so "الى" finds the entry of "إِلَى".
 */
export function lookupKey(word: string): string {
  return stripHarakat(word)
    .replace(/[\u0653-\u0655]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي');
}
