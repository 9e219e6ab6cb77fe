import { afterConjunction } from './conjunction.js';

/**
 * "Still": ما زال، لا يزال and their persons. After ما or لا the past of زال is that verb whatever its
 * spelling could be alone (زلت is also زَلَّت "she slipped"): زِلْتُ، زِلْنَا، زَالَت. Its "I" or "you"
 * in ـت is left without a last vowel, which only the sentence tells (ما زلت أنتظر: زِلْتُ; ما زلتَ).
 */

/** The past of زال in each person, as typed without marks, and as read. */
const PERSONS: ReadonlyMap<string, string> = new Map([
  ['زال', 'زَالَ'],
  ['زالت', 'زَالَت'],
  ['زالوا', 'زَالُوا'],
  ['زلت', 'زِلْت'],
  ['زلنا', 'زِلْنَا'],
  ['زلتم', 'زِلْتُم'],
]);
const NEGATION = /^[وف]?(?:ما|لا)$/;
/** The negation typed joined to the verb, as casual text does (مازلت، لازال). */
const JOINED = /^([وف]?)(ما|لا)(ز\S+)$/;

/** The word read as a person of "still" after its negation, or undefined where it is none. */
export function stillAfterNegation(word: string, previous: string | undefined): string | undefined {
  if (previous !== undefined && NEGATION.test(previous)) return PERSONS.get(word);
  const joined = JOINED.exec(word);
  const verb = joined && PERSONS.get(joined[3]);
  if (!joined || !verb) return undefined;
  return afterConjunction(joined[1], `${joined[2] === 'ما' ? 'مَا' : 'لَا'}${verb}`);
}
