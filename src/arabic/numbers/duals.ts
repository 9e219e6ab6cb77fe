import { caseBefore, countedNounAfter } from './words-around.js';

/**
 * "٢ حقيبة" is said as the noun's dual, "حقيبتان" (nominative) or "حقيبتين" (after a preposition),
 * never "اثنتان حقيبة". Only a noun that is surely singular is made dual: one in ة, or one with no
 * long alif inside, or one of the pattern فاعل (زائر), and no plural ending (a broken plural such as
 * كتب cannot be told from a singular by its letters, so a noun like كتاب is left to the number
 * reader). A feminine dual is left bare for the diacritiser, which knows ـتان and ـتين; a masculine
 * one has its ending vowelled.
 */

const TWO_AND_NOUN = /(?<![\d.,/:])2\s+([\u0621-\u064A]+)(?![\u0621-\u0652])/g;
const PLURAL_ENDING = /(?:ون|ين|ات|ان)$/;

export function readDuals(text: string): string {
  return text.replace(TWO_AND_NOUN, (match, noun: string, at: number, source: string) => {
    // A particle or a definite word after the number is not what it counts.
    const stem = countedNounAfter(source, at + 1) === noun ? dualStem(noun) : undefined;
    if (!stem) return match;
    const nominative = caseBefore(source, at) === 'nominative';
    // A bare -ين would be taken for a plural's -īn: a masculine dual's ending is written vowelled.
    if (!noun.endsWith('ة')) return `${stem}${nominative ? 'َان' : 'َيْن'}`;
    return `${stem}${nominative ? 'ان' : 'ين'}`;
  });
}

/** The letters a dual ending is added to, or undefined when the noun may be plural. */
function dualStem(noun: string): string | undefined {
  if (!/^[\u0621-\u064A]{2,8}$/.test(noun)) return undefined;
  if (noun.endsWith('ة')) return `${noun.slice(0, -1)}ت`;
  if (PLURAL_ENDING.test(noun)) return undefined;
  // An alif second of four letters is the singular فاعل (زائر، طالب), which no broken plural shares.
  if (noun.slice(1).includes('ا') && !/^[^ا]ا[^ا]{2}$/.test(noun)) return undefined;
  return noun;
}
