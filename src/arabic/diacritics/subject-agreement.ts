import type { AffixLexicon } from './endings.js';

/**
 * A past verb ending in ت or نا is "I", "you", "she" or "we" by its letters alone (قرأت); the
 * subject pronoun before it settles which: أنا قرأتُ، هي قرأتْ، نحن قرأنا. Only a sound past verb the
 * lexicon knows (its last letter a consonant) is vowelled; أنتَ/أنتِ and every other case are left.
 */

/** The ending each pronoun gives the verb after its last root letter. */
const ENDING_AFTER: Record<string, { letters: string; vowelled: string }> = {
  أنا: { letters: 'ت', vowelled: '\u0652تُ' },
  انا: { letters: 'ت', vowelled: '\u0652تُ' },
  هي: { letters: 'ت', vowelled: '\u064Eتْ' },
  نحن: { letters: 'نا', vowelled: '\u0652نَا' },
};
/** A past "he" form that ends in a plain consonant (not a weak letter, not doubled). */
const SOUND_PAST = /(?![\u064B-\u0652])[^اوىيء][\u064E\u0652]?$/;

export function pastVerbAfterPronoun(
  word: string,
  previous: string | undefined,
  lexicon: AffixLexicon,
): string | undefined {
  const ending = previous === undefined ? undefined : ENDING_AFTER[previous];
  if (!ending || !word.endsWith(ending.letters)) return undefined;
  const stem = word.slice(0, -ending.letters.length);
  const entry = lexicon.entry(stem, true) ?? lexicon.entry(stem, false);
  if (!entry || lexicon.tense(entry) !== 'past' || !SOUND_PAST.test(entry)) return undefined;
  return `${entry.replace(/[\u064E\u0652]$/, '')}${ending.vowelled}`.normalize('NFC');
}
