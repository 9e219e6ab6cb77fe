import type { Gender, GrammaticalCase } from './cardinal.js';
import { definite, withWa } from './vowelled.js';

/**
 * Definite ordinals 1-99, vowelled ("الحَادِي وَالعِشْرُون", "الثَالِثَةَ عَشْرَة"): days of the month,
 * centuries, editions, "للمرة الـ٣". The diacritiser writes them in the spelling espeak-ng reads right
 * (its speakable form keeps the doubled و of "الأَوَّل" a consonant).
 */

const MASCULINE = [
  '',
  'أَوَّل',
  'ثَانِي',
  'ثَالِث',
  'رَابِع',
  'خَامِس',
  'سَادِس',
  'سَابِع',
  'ثَامِن',
  'تَاسِع',
  'عَاشِر',
];
const FEMININE = [
  '',
  'أُولَى',
  'ثَانِيَة',
  'ثَالِثَة',
  'رَابِعَة',
  'خَامِسَة',
  'سَادِسَة',
  'سَابِعَة',
  'ثَامِنَة',
  'تَاسِعَة',
  'عَاشِرَة',
];
const TENS_STEMS = ['', '', 'عِشْر', 'ثَلَاث', 'أَرْبَع', 'خَمْس', 'سِت\u0651', 'سَبْع', 'ثَمَان', 'تِسْع'];

export function ordinalWords(
  n: number,
  gender: Gender = 'masculine',
  grammaticalCase: GrammaticalCase = 'nominative',
): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`no ordinal reading for ${n}`);
  const feminine = gender === 'feminine';
  const units = feminine ? FEMININE : MASCULINE;
  if (n <= 10) return definite(units[n]);
  const unit = n % 10;
  // In compounds "first" is الحَادِي/الحَادِيَة, not الأول.
  const unitStem = unit === 1 ? (feminine ? 'حَادِيَة' : 'حَادِي') : units[unit];
  if (n < 20) {
    // Both parts are built on a fatha: "الخَامِسَ عَشَر", "الحَادِيَةَ عَشْرَة".
    return `${definite(unitStem)}َ ${feminine ? 'عَشْرَة' : 'عَشَر'}`;
  }
  const tensStem = `${TENS_STEMS[Math.floor(n / 10)]}${grammaticalCase === 'nominative' ? 'ُون' : 'ِين'}`;
  if (unit === 0) return definite(tensStem);
  return `${definite(unitStem)} ${withWa(definite(tensStem, true))}`;
}

/** Clock hours are feminine ordinals (الساعة), but one o'clock is "الوَاحِدَة", not "الأُولَى". */
export function clockHourWords(hour12: number): string {
  return hour12 === 1 ? 'الوَاحِدَة' : ordinalWords(hour12, 'feminine');
}
