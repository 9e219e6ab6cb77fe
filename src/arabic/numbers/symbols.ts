import { fractionWords, mixedNumberWords, VULGAR_FRACTIONS } from './fractions.js';
import { constructDual } from './cardinal.js';
import { arabicWordAfter, caseBefore } from './words-around.js';

/**
 * Symbols written between or after numbers, said as Arabic says them before the numbers are read:
 * a multiplication sign is "فِي" (٢٠×٣٠), a plus after a number is "فَمَا فَوْق" (١٨+), and a fraction
 * character (¾, ٢½) is its fraction in words.
 */

/** A multiplication sign, or a Latin x or an asterisk standing for one, between two numbers. */
const TIMES = /(\d)\s?[×xX*]\s?(?=\d)/g;
/** A plus after a number and not before another (a phone's leading + is read earlier). */
const AND_ABOVE = /(\d)\s?\+(?![\d+])/g;
const VULGAR = new RegExp(`(?:(\\d+)\\s?)?([${Object.keys(VULGAR_FRACTIONS).join('')}])`, 'g');

export function readSymbols(text: string): string {
  return text
    .replace(TIMES, '$1 فِي ')
    .replace(AND_ABOVE, '$1 فَمَا فَوْق')
    .replace(
      VULGAR,
      (match, whole: string | undefined, symbol: string, at: number, source: string) => {
        const [numerator, denominator] = VULGAR_FRACTIONS[symbol];
        const grammaticalCase = caseBefore(source, at);
        const words = fractionWords(numerator, denominator, grammaticalCase)!;
        // A dual fraction owning the noun after it loses its nun: "ثُلُثَا الطلاب".
        const owns = arabicWordAfter(source, at + match.length) !== '';
        const fraction = owns ? constructDual(words) : words;
        return whole ? mixedNumberWords(Number(whole), fraction, grammaticalCase) : fraction;
      },
    );
}
