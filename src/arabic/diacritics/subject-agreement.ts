import { stripHarakat } from '../arabic-script.js';
import { completeCallerMarks } from './caller-marks.js';
import type { AffixLexicon } from './endings.js';
import { heFormOfShe } from './verb-forms.js';

/**
 * A past verb ending in ت or نا is "I", "you", "she" or "we" by its letters alone (قرأت); the
 * subject pronoun before it settles which: أنا قرأتُ، هي قرأتْ، نحن قرأنا، أنتم قرأتم، هم قرأوا. Only a
 * sound past verb the lexicon knows as one (its last letter a consonant), or one of PAST_VERBS, is
 * vowelled; every other case is left.
 */

/** The ending each pronoun gives the verb after its last root letter. */
const ENDING_AFTER: Record<string, { letters: string; vowelled: string }> = {
  أنا: { letters: 'ت', vowelled: '\u0652تُ' },
  انا: { letters: 'ت', vowelled: '\u0652تُ' },
  // "you" masculine or feminine: -ta or -ti, the same at a pause.
  أنت: { letters: 'ت', vowelled: '\u0652ت' },
  هي: { letters: 'ت', vowelled: '\u064Eتْ' },
  نحن: { letters: 'نا', vowelled: '\u0652نَا' },
  أنتم: { letters: 'تم', vowelled: '\u0652تُم' },
  هم: { letters: 'وا', vowelled: '\u064Fوا' },
};

/**
 * Past verbs whose "he" form is spelled like a frequent noun (كَتَب كُتُب، عَمِل عَمَل، سَكَن سَكَن، دَرَس
 * دَرْس) or is otherwise kept out of the lexicons (ambiguous-spellings.ts): no lexicon gives them as
 * verbs, but after a subject pronoun, or with a person's ending the caller marked (قرأتُ), the word
 * is the verb. Verbs with two common past readings (عَلِم عَلَّم، قَدِم قَدَّم، وَلَد وُلِد) are left out.
 */
const PAST_VERBS = new Map(
  (
    'كَتَب قَرَأ شَرِب فَتَح حَمَل دَرَس سَكَن عَمِل دَفَع أَكَل حَضَر طَلَب رَجَع سَمِع فَهِم لَعِب ' +
    'نَجَح وَصَف وَصَل ذَهَب خَرَج دَخَل جَلَس شَكَر بَحَث سَأَل رَسَم غَسَل طَبَخ زَرَع صَنَع نَزَل ' +
    'رَكِب قَطَع جَمَع حَفِظ تَعَلَّم'
  )
    .split(' ')
    .map((verb) => [verb.replace(/[\u064B-\u0652]/g, ''), verb.normalize('NFC')]),
);
/** A past "he" form that ends in a plain consonant (not a weak letter, not doubled). */
const SOUND_PAST = /(?![\u064B-\u0652])[^اوىيء][\u064E\u0652]?$/;

/**
 * The "he" form of a past the list holds only in its "she" form, its bare "he" form also a noun
 * (قدم: قَدَّمَت gives قَدَّم).
 */
function heOfListedShe(stem: string, lexicon: AffixLexicon): string | undefined {
  if (stem.length < 3) return undefined;
  const he = heFormOfShe(lexicon.entry(`${stem}ت`, true));
  return he !== undefined && lexicon.tense(he) !== 'present' ? he : undefined;
}

export function pastVerbAfterPronoun(
  word: string,
  previous: string | undefined,
  lexicon: AffixLexicon,
): string | undefined {
  const ending = previous === undefined ? undefined : ENDING_AFTER[previous];
  if (!ending || !word.endsWith(ending.letters)) return undefined;
  const stem = word.slice(0, -ending.letters.length);
  const listed = PAST_VERBS.get(stem);
  const found = listed ?? lexicon.entry(stem, true) ?? lexicon.entry(stem, false);
  // A spelling the list reads as a noun (سُلَّم، أَكْل) may be listed as a past in its "she" form.
  const entry =
    found !== undefined && (listed || lexicon.tense(found) === 'past')
      ? found
      : heOfListedShe(stem, lexicon);
  if (!entry || !SOUND_PAST.test(entry)) return undefined;
  return `${entry.replace(/[\u064E\u0652]$/, '')}${ending.vowelled}`.normalize('NFC');
}

/** The person a caller's mark on a past verb's final ت shows: تُ "I", تْ "she", تَ or تِ "you". */
const PERSON_OF_MARK: Record<string, string> = {
  '\u064F': 'أنا',
  '\u0652': 'هي',
  '\u064E': 'أنت',
  '\u0650': 'أنت',
};

/**
 * A past verb typed with a vowel on its final ت (قرأتُ، كتبتْ), its other letters bare or with marks
 * of their own (قدّمتُ), vowelled in the person that vowel shows, the caller's marks kept; undefined
 * for anything else, or where a mark typed disagrees.
 */
export function pastVerbOfTypedPerson(typed: string, lexicon: AffixLexicon): string | undefined {
  const match = /^(.+ت)([\u064E-\u0652])$/u.exec(typed.normalize('NFC'));
  const bare = match && stripHarakat(match[1]);
  if (!match || !/^[\u0621-\u064A]{3,}ت$/.test(bare!)) return undefined;
  const mark = match[2];
  const vowelled = pastVerbAfterPronoun(bare!, PERSON_OF_MARK[mark], lexicon)?.replace(
    /ت[\u064E-\u0652]?$/,
    `ت${mark}`,
  );
  return vowelled && (bare === match[1] ? vowelled : completeCallerMarks(typed, vowelled));
}
