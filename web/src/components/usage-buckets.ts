import { formatUsd } from '../../../src/common/money.js';
import type { Figures } from '../types';

export type BucketSize = 'day' | 'week' | 'month';

export interface Bucket extends Figures {
  /** The bucket's first day, `YYYY-MM-DD` (UTC). */
  date: string;
}

/** Bars a chart can draw legibly: past this many days, weeks; past this many weeks, months. */
const MAX_DAYS = 92;
const MAX_WEEKS = 104;

export function bucketSizeFor(days: number): BucketSize {
  if (days <= MAX_DAYS) return 'day';
  return days / 7 <= MAX_WEEKS ? 'week' : 'month';
}

/** The first day of the bucket holding `date`: itself, its week's Monday, its month's first. */
function bucketStart(date: string, size: BucketSize): string {
  if (size === 'day') return date;
  if (size === 'month') return `${date.slice(0, 7)}-01`;
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Consecutive days (zeros included) summed into buckets of the size, in order. */
export function bucketDays(days: Array<Figures & { date: string }>, size: BucketSize): Bucket[] {
  const buckets: Bucket[] = [];
  for (const day of days) {
    const date = bucketStart(day.date, size);
    const last = buckets.at(-1);
    if (last?.date === date) {
      last.requests += day.requests;
      last.characters += day.characters;
      last.costMicros += day.costMicros;
      last.costUsd = formatUsd(last.costMicros);
    } else {
      buckets.push({ ...day, date });
    }
  }
  return buckets;
}
