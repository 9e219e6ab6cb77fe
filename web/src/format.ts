import type { Lang } from './i18n';
import type { Messages } from './i18n/en';

/** Locale for numbers and dates: Arabic text with Western digits, as API values are shown. */
const locale = (lang: Lang) => (lang === 'ar' ? 'ar-u-nu-latn' : 'en-US');

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/**
 * "$1,250.50" from the API's exact dollar string: Intl formats a decimal string exactly,
 * without a trip through floating point. Written `$` first in both languages, as on cards.
 */
export function usd(amount: string | number): string {
  return dollars.format(typeof amount === 'number' ? amount : (amount as `${number}`));
}

export function dateTime(lang: Lang, iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function count(lang: Lang, n: number): string {
  return new Intl.NumberFormat(locale(lang)).format(n);
}

/** "3 أحرف", "11 حرفاً", "100 حرف", "1 character": the count in its plural form. */
export function characters(lang: Lang, t: Messages, n: number): string {
  const form = new Intl.PluralRules(locale(lang)).select(n);
  return t.characters[form](count(lang, n));
}
