/**
 * Adjusts a correctly vowelled word to how espeak-ng's Arabic letter rules read it (checked against
 * espeak-ng 1.51 and the WASM build the product uses). The spelling stays valid Arabic; only marks and
 * silent letters that espeak-ng would mis-read change.
 */

const SUN_LETTERS = 'تثدذرزسشصضطظلن';
const SHADDA_AFTER_ARTICLE = new RegExp(
  `^([وفبكل]?[َِ]?ال[ْ]?)([${SUN_LETTERS}][\\u064B-\\u0650]?)\\u0651`,
);

/**
 * Returns the spelling to hand to espeak-ng, or null when the bare word is read better by espeak-ng's own
 * dictionary (the relative pronouns الذي/التي/الذين, whose lam-shadda its letter rules garble).
 */
export function speakableForm(word: string): string | null {
  if (/^[وف]?َ?الَّ/.test(word)) return null;
  return shaddaBeforeVowel(
    word
      // The article already makes espeak-ng double a sun letter; the written shadda adds nothing.
      .replace(SHADDA_AFTER_ARTICLE, '$1$2')
      // The alif after plural waw is silent, but espeak-ng voices it when the word is vowelled.
      .replace(/ُوا$/, 'ُو'),
  );
}

/**
 * espeak-ng reads a vowel on a doubled consonant only when the shadda comes first ("مَرَّة" in Unicode's
 * canonical order, fatha then shadda, loses the vowel: [maRRt]); the two orders are the same text.
 */
export function shaddaBeforeVowel(word: string): string {
  return word.replace(/([\u064B-\u0650])\u0651/g, '\u0651$1');
}
