import type { Lang } from './i18n';

/** Locale for numbers and dates: Arabic text with Western digits, as API values are shown. */
const locale = (lang: Lang) => (lang === 'ar' ? 'ar-u-nu-latn' : 'en-US');

/** "$12.50" from the API's exact dollar string (never re-rounded through floating point). */
export function usd(amount: string | number): string {
  return `$${typeof amount === 'number' ? amount.toFixed(2) : amount}`;
}

export function dateTime(lang: Lang, iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function day(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(locale(lang), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

export function count(lang: Lang, n: number): string {
  return new Intl.NumberFormat(locale(lang)).format(n);
}
