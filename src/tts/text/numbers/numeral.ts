import {
  BARE_NUMBER,
  MAX_CARDINAL,
  cardinalWords,
  digitByDigit,
  type NumberForm,
} from './cardinal.js';

/**
 * A number as written in digits after normalisation (Eastern digits are already ASCII): an integer part,
 * optionally grouped by thousands commas, and an optional fraction after a point.
 * The look-behind keeps us from starting inside another number or a Latin identifier like "A320".
 */
export const NUMERAL_SOURCE = String.raw`(?<![\d.,A-Za-z])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\d])`;

export interface Numeral {
  integer: string;
  fraction?: string;
}

export function parseNumeral(integerPart: string, fraction?: string): Numeral {
  return { integer: integerPart.replace(/,/g, ''), fraction: fraction || undefined };
}

/** "0501234567" or a 20-digit id is not a quantity: read it digit by digit as people do. */
function isDigitString(integer: string): boolean {
  return (integer.length > 1 && integer.startsWith('0')) || Number(integer) > MAX_CARDINAL;
}

export function integerWords(integer: string, form: NumberForm = BARE_NUMBER): string {
  return isDigitString(integer) ? digitByDigit(integer) : cardinalWords(Number(integer), form);
}

/** "3.25" -> "ثلاثة فاصلة خمسة وعشرون"; fractions with leading zeros are read digit by digit ("صفر خمسة"). */
export function numeralWords(numeral: Numeral, form: NumberForm = BARE_NUMBER): string {
  const whole = integerWords(numeral.integer, form);
  if (!numeral.fraction) return whole;
  const fraction =
    numeral.fraction.startsWith('0') || numeral.fraction.length > 6
      ? digitByDigit(numeral.fraction)
      : cardinalWords(Number(numeral.fraction));
  return `${whole} فاصلة ${fraction}`;
}
