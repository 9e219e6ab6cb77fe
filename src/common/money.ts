/** One US dollar in micro-dollars: all money is integer micro-dollars. */
export const MICROS_PER_USD = 1_000_000;

/**
 * Formats micro-dollars as a dollar string with at least 2 and at most 6 decimals,
 * trailing zeros trimmed past the second: 12500000 -> "12.50", 125 -> "0.000125".
 */
export function formatUsd(micros: number): string {
  if (!Number.isSafeInteger(micros))
    throw new RangeError(`not a whole number of micros: ${micros}`);
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  const dollars = Math.floor(abs / MICROS_PER_USD);
  const fraction = String(abs % MICROS_PER_USD)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${sign}${dollars}.${fraction}`;
}
