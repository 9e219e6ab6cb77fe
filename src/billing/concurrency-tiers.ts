import { MICROS_PER_USD } from '../common/money.js';

/** Simultaneous requests an account may run, by its total completed top-ups (highest first). */
const TIERS: ReadonlyArray<{ fromUsd: number; limit: number }> = [
  { fromUsd: 5000, limit: 50 },
  { fromUsd: 1000, limit: 20 },
  { fromUsd: 250, limit: 10 },
  { fromUsd: 50, limit: 5 },
  { fromUsd: 0, limit: 2 },
];

export function concurrencyLimitFor(totalTopUpsMicros: number): number {
  const tier = TIERS.find((t) => totalTopUpsMicros >= t.fromUsd * MICROS_PER_USD);
  return tier?.limit ?? 2;
}

/** The tier above the account's, to tell a customer what unlocks more; undefined at the top. */
export function nextConcurrencyTier(
  totalTopUpsMicros: number,
): { fromUsd: number; limit: number } | undefined {
  return TIERS.findLast((t) => totalTopUpsMicros < t.fromUsd * MICROS_PER_USD);
}
