import { InvalidInputError } from '../common/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The report window: `to` as a plain date covers that whole UTC day; default the last 30 days. */
export function usageRange(
  from: string | undefined,
  to: string | undefined,
  now = new Date(),
): { from: Date; to: Date } {
  const end = to
    ? new Date(DATE_ONLY.test(to) ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Date.parse(to))
    : now;
  const start = from
    ? new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from)
    : new Date(end.getTime() - 30 * DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new InvalidInputError('from and to must be ISO-8601 dates');
  if (start > end) throw new InvalidInputError('from must not be after to');
  return { from: start, to: end };
}
