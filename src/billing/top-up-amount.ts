import { MICROS_PER_USD } from '../common/money.js';

export const TOP_UP_PRESETS_USD = [10, 25, 50, 100] as const;
export const MIN_TOP_UP_USD = 5;
export const MAX_TOP_UP_USD = 5000;

/** Dollars with at most two decimals, within the bounds, as whole cents; otherwise null. */
export function topUpCents(amountUsd: unknown): number | null {
  if (typeof amountUsd !== 'number' || !Number.isFinite(amountUsd)) return null;
  const cents = Math.round(amountUsd * 100);
  if (Math.abs(cents - amountUsd * 100) > 1e-6) return null;
  if (cents < MIN_TOP_UP_USD * 100 || cents > MAX_TOP_UP_USD * 100) return null;
  return cents;
}

export function centsToMicros(cents: number): number {
  return cents * (MICROS_PER_USD / 100);
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as typed on Arabic keyboards. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * The dollars a person typed, read as they meant them: Arabic-Indic digits, the Arabic
 * decimal mark (٫) and thousands separators in their place (`1,000`, `١٬٠٠٠`); null for
 * anything else (`abc`, `1,00`, three decimals). The bounds are topUpCents' to check.
 */
export function typedDollars(text: string): number | null {
  const western = text
    .trim()
    .replace(/^\$|\$$/g, '')
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
  if (!/^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(western)) return null;
  return Number(western.replace(/,/g, ''));
}
