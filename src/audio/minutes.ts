/**
 * Billable minutes for a recording: rounded to the nearest tenth, halves up, never below
 * 0.1 (spec: "rounded to a tenth, at least 0.1"). The arithmetic is done on integers so
 * a half (15 s = 0.25 min) is always seen as exactly a half, which
 * `Math.round(seconds / 60 * 10) / 10` does not guarantee in binary floating point.
 */
export function minutesFromSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(
      `Duration must be a finite, non-negative number of seconds, got ${seconds}`,
    );
  }
  // Tenths of a minute = seconds / 6. Round the seconds to the microsecond first so float
  // noise in the decoded duration (e.g. 14.999999999 for 15 s) cannot flip a half.
  const microseconds = Math.round(seconds * 1e6);
  const tenths = Math.floor((microseconds + 3_000_000) / 6_000_000);
  return Math.max(tenths, 1) / 10;
}
