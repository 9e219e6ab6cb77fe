import { readDates, readTimes } from './dates-and-times.js';
import { NUMERAL_SOURCE, numeralWords, parseNumeral } from './numeral.js';
import { readQuantities } from './quantities.js';

/**
 * Replaces every number written in digits in an Arabic run by Arabic words. Order matters: dates and times
 * contain plain numbers, and amounts decide their own agreement, so the bare-number pass runs last.
 * The result contains no digits, so no pass can re-read another's output.
 */

/** Words after which a number is in the genitive ("في عشرين", "عام ألفين"). */
const GENITIVE_GOVERNORS = new Set([
  'في',
  'من',
  'إلى',
  'الى',
  'على',
  'عن',
  'منذ',
  'حتى',
  'بعد',
  'قبل',
  'نحو',
  'حوالي',
  'عام',
  'العام',
  'سنة',
  'لعام',
]);

const SIGNED_NUMERAL = new RegExp(`(^|\\s)-\\s?${NUMERAL_SOURCE}|${NUMERAL_SOURCE}`, 'g');

export function readNumbers(text: string): string {
  const withDates = readDates(text);
  const withTimes = readTimes(withDates, (offset) => /الساعة\s*$/.test(withDates.slice(0, offset)));
  const withQuantities = readQuantities(withTimes);
  return withQuantities.replace(
    SIGNED_NUMERAL,
    (
      _m,
      lead: string | undefined,
      sInt: string | undefined,
      sFrac: string | undefined,
      int?: string,
      frac?: string,
      offset?: number,
    ) => {
      const negative = sInt !== undefined;
      const numeral = negative ? parseNumeral(sInt, sFrac) : parseNumeral(int!, frac);
      const before = withQuantities.slice(0, offset);
      const grammaticalCase = GENITIVE_GOVERNORS.has(lastWord(before)) ? 'oblique' : 'nominative';
      const words = numeralWords(numeral, { gender: 'masculine', grammaticalCase });
      return negative ? `${lead}سالب ${words}` : words;
    },
  );
}

function lastWord(text: string): string {
  const match = /([\u0621-\u064A]+)\s*$/.exec(text);
  return match ? match[1] : '';
}
