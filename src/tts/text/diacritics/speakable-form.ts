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
  return (
    word
      // The article already makes espeak-ng double a sun letter; a written shadda doubles it again and
      // swallows the next vowel ("الشَّمْس" -> ?aSSms).
      .replace(SHADDA_AFTER_ARTICLE, '$1$2')
      // Pausal ta marbuta is "ah"; vowelled "ـَة" makes espeak-ng say "at".
      .replace(/َة$/, 'َه')
      // The alif after plural waw is silent, but espeak-ng voices it when the word is vowelled.
      .replace(/ُوا$/, 'ُو')
  );
}
