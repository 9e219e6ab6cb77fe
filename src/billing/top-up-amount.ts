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
