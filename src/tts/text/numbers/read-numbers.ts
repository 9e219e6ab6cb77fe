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
  const withTimes = readTimes(withDates, (offset) =>
    arabicWordBefore(withDates, offset).endsWith('الساعة'),
  );
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
      const governor = arabicWordBefore(withQuantities, offset!);
      const grammaticalCase = GENITIVE_GOVERNORS.has(governor) ? 'oblique' : 'nominative';
      const words = numeralWords(numeral, { gender: 'masculine', grammaticalCase });
      return negative ? `${lead}سالب ${words}` : words;
    },
  );
}

/**
 * The run of Arabic letters that ends just before `offset`, once any whitespace before the
 * offset is skipped; empty when there is none. Read backwards from the offset, so each look costs the word, not the
 * text before it (a "$"-anchored regex over the prefix made long texts quadratic).
 */
function arabicWordBefore(text: string, offset: number): string {
  let end = offset;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  let start = end;
  while (start > 0 && isArabicLetter(text.charCodeAt(start - 1))) start--;
  return text.slice(start, end);
}

function isArabicLetter(code: number): boolean {
  return code >= 0x0621 && code <= 0x064a;
}
