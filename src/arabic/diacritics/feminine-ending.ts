import espeakWords from './espeak-feminine-words.json' with { type: 'json' };
import { RELATIVE_PRONOUN } from './function-words.js';

/**
 * The feminine ending ة is said "-a" at a pause and "-at" where Arabic pronounces its t. Modern read
 * speech pauses on it everywhere except in the construct state (إضافة), where the noun runs into the
 * definite noun or Latin name that follows it (وزارةُ الخارجية, رحلةُ العودة, شركةُ Apple); before a pronoun suffix it is already
 * written ت. espeak-ng's letter rules say "t" after a consonant in every position ([ʔaldʒmiːlt]),
 * so the ending is always written out: "ـَه" for "-a", "ـَة" (no vowel after it) for "-at".
 */

/** An article (possibly after و، ف، ب، ك، ل) makes a word definite: it cannot be a construct's first term. */
const DEFINITE = /^(?:[وف]?[بك]?ال|[وف]?لل)/;
/** What espeak-ng strips before looking a word up in its dictionary. */
const ESPEAK_ARTICLE = /^(?:[وفبك]?ال)(?=..)/;

const espeakKnows = new Set<string>(espeakWords.words);

/** A Latin word, in an Arabic sentence a name: definite, the second term of a construct (شركة Apple). */
const LATIN_NAME = /^[A-Za-z]/;

/** Whether a bare word ending in ة is said with its t, given the bare word that follows it in the clause. */
export function saysFeminineT(word: string, next: string | undefined): boolean {
  if (!word.endsWith('ة') || next === undefined || DEFINITE.test(word)) return false;
  return (next.startsWith('ال') && !RELATIVE_PRONOUN.test(next)) || LATIN_NAME.test(next);
}

/** A vowelled word's ending as said: "ـَة" for "-at", "ـَه" for "-a" (also "ـاه" for a final "ـاة"). */
export function writeFeminineEnding(vowelled: string, saysT: boolean): string {
  const open = vowelled.replace(/ة[\u064B-\u0652]*$/, 'ة');
  if (saysT) return open;
  return open.replace(/(َّ?)ة$/, '$1ه').replace(/اة$/, 'اه');
}

/**
 * The ending of a bare word no lexicon knows, when espeak-ng would otherwise say a pausal ة as "t":
 * after a consonant, and for a word its own dictionary does not hold (it reads "مدينة" right, and ية
 * and اة by rule). Returns the word unchanged when espeak-ng reads the ending right by itself.
 */
export function markUnknownFeminineEnding(word: string, saysT: boolean): string {
  if (!/[^\u064B-\u0652اوي]ة$/.test(word)) return word;
  if (espeakKnows.has(word) || espeakKnows.has(word.replace(ESPEAK_ARTICLE, ''))) return word;
  return word.replace(/ة$/, saysT ? 'َة' : 'َه');
}
