import { cardinalWords, type GrammaticalCase } from './cardinal.js';
import { withWa } from './vowelled.js';

/**
 * Common fractions said as Arabic says them: a half to a tenth, their duals ("ثُلُثَان") and their
 * plurals after 3 to 10 ("خَمْسَة أَثْمَان", the number agreeing with the masculine fraction noun).
 */

interface FractionNoun {
  singular: string;
  dualNominative: string;
  dualOblique: string;
  plural: string;
}

function fractionNoun(singular: string, plural: string): FractionNoun {
  return {
    singular,
    dualNominative: `${singular}َان`,
    dualOblique: `${singular}َيْن`,
    plural,
  };
}

/** By denominator, 2 to 10. */
const FRACTION_NOUNS: Record<number, FractionNoun> = {
  2: fractionNoun('نِصْف', 'أَنْصَاف'),
  3: fractionNoun('ثُلُث', 'أَثْلَاث'),
  4: fractionNoun('رُبْع', 'أَرْبَاع'),
  5: fractionNoun('خُمْس', 'أَخْمَاس'),
  6: fractionNoun('سُدْس', 'أَسْدَاس'),
  7: fractionNoun('سُبْع', 'أَسْبَاع'),
  8: fractionNoun('ثُمْن', 'أَثْمَان'),
  9: fractionNoun('تُسْع', 'أَتْسَاع'),
  10: fractionNoun('عُشْر', 'أَعْشَار'),
};

/** The characters of common fractions ("¾"), as numerator and denominator. */
export const VULGAR_FRACTIONS: Record<string, [number, number]> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};

/** Whether n/d is a fraction Arabic names: a proper fraction with a denominator of 2 to 10. */
export function isNamedFraction(numerator: number, denominator: number): boolean {
  return numerator >= 1 && numerator < denominator && denominator in FRACTION_NOUNS;
}

/** "ثَلَاثَة أَرْبَاع"; undefined for a fraction Arabic has no name for (see isNamedFraction). */
export function fractionWords(
  numerator: number,
  denominator: number,
  grammaticalCase: GrammaticalCase = 'nominative',
): string | undefined {
  if (!isNamedFraction(numerator, denominator)) return undefined;
  const noun = FRACTION_NOUNS[denominator];
  if (numerator === 1) return noun.singular;
  if (numerator === 2)
    return grammaticalCase === 'nominative' ? noun.dualNominative : noun.dualOblique;
  const count = cardinalWords(numerator, {
    gender: 'masculine',
    grammaticalCase,
    beforeNoun: true,
  });
  return `${count} ${noun.plural}`;
}

/** A whole number and a fraction ("٢½"): "اِثْنَان وَنِصْف". */
export function mixedNumberWords(
  whole: number,
  fraction: string,
  grammaticalCase: GrammaticalCase,
): string {
  return `${cardinalWords(whole, { gender: 'masculine', grammaticalCase })} ${withWa(fraction)}`;
}
