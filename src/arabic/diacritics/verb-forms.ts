/**
 * Which entries of the reviewed modern list are verbs, read off the persons listed beside them: the
 * list carries no parts of speech, but a past verb is written with its "she" form (أَكَّد، أَكَّدَت) and
 * a present verb with its "he" and "she" forms (يُؤَكِّد، تُؤَكِّد), which no noun has. A verb takes no
 * noun ending (وصلات is not wasalāt), and its pronoun suffixes follow the verb's own vowel. Nor does it
 * take the article or ب، ك (التحدث is the noun تَحَدُّث, not the verb تَحَدَّث): a noun spelled and
 * vowelled like a verb (ذَهَب، حَدَث) is listed with its article where it is wanted (الذَّهَب).
 */

import { stripHarakat } from '../arabic-script.js';
import type { AffixLexicon } from './endings.js';

export type Tense = 'past' | 'present';

/** Ends in a consonant (a doubled one included): a past "he" form, whose "she" form adds -at. */
const CLOSED = /(?:[^\u064B-\u0652اوىي]|\u0651)$/;
const PRESENT_PERSON = /^[يتنأ](?=[\u064E\u064F])/;
/**
 * A "he" present whose shape no noun has: a derived form's (يُفَعِّل، يُفَاعِل، يُفْعِل، يَتَفَعَّل،
 * يَتَفَاعَل، يَسْتَفْعِل), known a verb without its "she" form beside it (يُفَكِّك); not one ending in a
 * long vowel or a doubled letter, a shape names and short verbs share (يُسْرَى، يُهِلّ), nor one with
 * its plural or dual subject (يَسْتَخْدِمُون), which is no "he".
 */
const DERIVED_PRESENT = new RegExp(
  '^(?:يُ[\u0621-\u064A](?:\u064E|\u0652)(?!و)|يَتَ[\u0621-\u064A]|يَسْتَ[\u0621-\u064A])' +
    '.*[\u0621-\u064A][\u064E-\u0651]{0,2}[^\u064B-\u0652اوىي]$',
  'u',
);

/**
 * A form II past, فَعَّل (قَطَّع), and its "he" present, يُفَعِّل: a past listed beside its present
 * without its "she" form is a verb all the same.
 */
const FORM_II_PAST =
  /^([\u0621-\u064A])\u064E([\u0621-\u064A])(?:\u064E\u0651|\u0651\u064E)([\u0621-\u064A])$/u;

/**
 * The "he" form of a past from its listed "she" form (قَدَّمَت: قَدَّم), or undefined for any other
 * entry.
 */
export function heFormOfShe(she: string | undefined): string | undefined {
  const nfc = she?.normalize('NFC');
  return nfc?.endsWith('\u064Eت') ? nfc.slice(0, -2) : undefined;
}

export function verbTenses(entries: readonly string[]): Map<string, Tense> {
  const listed = new Set(entries);
  const tenses = new Map<string, Tense>();
  for (const entry of entries) {
    const sheForm = `${entry}\u064Eت`.normalize('NFC');
    // أَجْرَت is the "she" form of أَجْرَى, not of the noun أَجْر.
    if (
      CLOSED.test(entry) &&
      listed.has(sheForm) &&
      !listed.has(`${entry}\u064Eى`.normalize('NFC'))
    ) {
      tenses.set(entry, 'past');
    } else if (
      FORM_II_PAST.test(entry.normalize('NFC')) &&
      listed.has(entry.normalize('NFC').replace(FORM_II_PAST, 'يُ$1\u064E$2\u0650\u0651$3'))
    ) {
      tenses.set(entry, 'past');
    } else if (
      PRESENT_PERSON.test(entry) &&
      listed.has(entry.replace(PRESENT_PERSON, 'ي')) &&
      listed.has(entry.replace(PRESENT_PERSON, 'ت'))
    ) {
      tenses.set(entry, 'present');
    } else if (
      DERIVED_PRESENT.test(entry.normalize('NFC')) &&
      !/(?:ون|ين|ان)$/.test(stripHarakat(entry))
    ) {
      tenses.set(entry, 'present');
    }
  }
  return tenses;
}

/**
 * The "I" (أ) and "we" (ن) persons of a present verb share the vowels of its "he" and "she" forms
 * (يَتَحَقَّق: أَتَحَقَّق، نَتَحَقَّق; يُرِيد: أُرِيد، نُرِيد), so they need no entry of their own: the
 * vowelled "he" or "she" form of a present verb `presentOf` knows, with the person letter swapped.
 * Only words of four letters or more: a shorter one is as often a noun (أصل is not أَصِل), unless
 * `verbOnly`, where nothing but a present verb can stand (after the future's س: سنرد).
 */
export function otherPresentPerson(
  bare: string,
  presentOf: (bare: string) => string | undefined,
  { verbOnly = false }: { verbOnly?: boolean } = {},
): string | undefined {
  if (!/^[أن]/.test(bare) || bare.length < (verbOnly ? 3 : 4)) return undefined;
  for (const person of ['ي', 'ت']) {
    const entry = presentOf(person + bare.slice(1));
    if (entry && PRESENT_PERSON.test(entry)) return bare[0] + entry.slice(1);
  }
  return undefined;
}

const L = '[\u0621-\u064A]';
const FORM_V_PAST = new RegExp(`^(ت\u064E${L}\u064E${L})(?:\u064E\u0651|\u0651\u064E)(${L})$`, 'u');
const FORM_VI_PAST = new RegExp(`^(ت\u064E${L}\u064Eا${L})\u064E(${L})$`, 'u');

/**
 * The verbal noun of a past of form V or VI, spelled like it with u before its last letter
 * (تَوَجَّه تَوَجُّه، تَعَاوَن تَعَاوُن): what the spelling is where no verb can stand, after the
 * article or a preposition (التوجه، بالتعاون). Undefined for any other past.
 */
export function verbalNounOfPast(past: string): string | undefined {
  const word = past.normalize('NFC');
  const formV = FORM_V_PAST.exec(word);
  if (formV) return `${formV[1]}\u064F\u0651${formV[2]}`.normalize('NFC');
  const formVI = FORM_VI_PAST.exec(word);
  return formVI ? `${formVI[1]}\u064F${formVI[2]}` : undefined;
}

/** Whether a vowelled past in ـَت is the "she" form of a past in ى the lexicon lists (انْتَهَت of انْتَهَى). */
export function isSheOfDefectivePast(reading: string, lexicon: AffixLexicon): boolean {
  if (!reading.normalize('NFC').endsWith('\u064Eت')) return false;
  const he = lexicon.entry(`${stripHarakat(reading).slice(0, -1)}ى`, true)?.normalize('NFC');
  // Its vowels too: سَلَّمَت is no "she" of the name سَلْمَى.
  return he === `${reading.normalize('NFC').slice(0, -1)}ى`;
}

/** A sukun before نا: a past's "we" (وَجَدْنَا، قَرَأْنَا); a noun's "our" follows a case vowel. */
export const WE_PAST = /\u0652نَا$/u;
