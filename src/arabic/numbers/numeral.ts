import {
  BARE_NUMBER,
  MAX_CARDINAL,
  cardinalWords,
  digitByDigit,
  type NumberForm,
} from './cardinal.js';

/**
 * A number as written in digits after normalisation (Eastern digits are already ASCII): an integer part,
 * optionally grouped by thousands (commas, or dots when there are two groups or more: "1.250.000"), and
 * an optional fraction after a point, or after a comma when the comma cannot be a thousands separator
 * ("2,5 مليون", "3,5%": not three digits after it).
 * The look-behind keeps us from starting inside another number or a Latin identifier like "A320".
 */
export const NUMERAL_SOURCE = String.raw`(?<![\d.,A-Za-z])(\d{1,3}(?:,\d{3})+(?![\d])|\d{1,3}(?:\.\d{3}){2,}(?![\d])|\d+)(?:(?:\.|,(?=\d{1,2}(?!\d)|\d{4,}))(\d+))?(?![\d])`;

export interface Numeral {
  integer: string;
  fraction?: string;
}

export function parseNumeral(integerPart: string, fraction?: string): Numeral {
  return { integer: integerPart.replace(/[,.]/g, ''), fraction: fraction || undefined };
}

/** "0501234567" or a 20-digit id is not a quantity: read it digit by digit as people do. */
function isDigitString(integer: string): boolean {
  return (integer.length > 1 && integer.startsWith('0')) || Number(integer) > MAX_CARDINAL;
}

export function integerWords(integer: string, form: NumberForm = BARE_NUMBER): string {
  return isDigitString(integer) ? digitByDigit(integer) : cardinalWords(Number(integer), form);
}

/** "3.25" -> "ثَلَاثَة فَاصِلَة خَمْسَة وَعِشْرُون"; fractions with leading zeros are read digit by digit. */
export function numeralWords(numeral: Numeral, form: NumberForm = BARE_NUMBER): string {
  if (!numeral.fraction) return integerWords(numeral.integer, form);
  // A decimal counts nothing by itself: its parts are plain masculine numbers.
  const plain = { ...BARE_NUMBER, grammaticalCase: form.grammaticalCase };
  const whole = integerWords(numeral.integer, plain);
  const fraction =
    numeral.fraction.startsWith('0') || numeral.fraction.length > 6
      ? digitByDigit(numeral.fraction)
      : cardinalWords(Number(numeral.fraction), plain);
  return `${whole} فَاصِلَة ${fraction}`;
}
