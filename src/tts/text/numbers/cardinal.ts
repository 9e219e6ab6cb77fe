/**
 * Arabic cardinal and ordinal number words. Arabic numerals agree with what they count: 3-10 take the
 * opposite gender marking of the counted noun ("ثلاثة رجال" / "ثلاث نساء"), 1, 2, 11 and 12 agree with it,
 * and the dual and sound-plural endings change with case. Callers pass gender and case; bare numbers are
 * read masculine nominative, which is how Arabic counts aloud.
 */

export type Gender = 'masculine' | 'feminine';
/** Dual and sound-plural endings only distinguish nominative from the oblique (accusative/genitive) form. */
export type GrammaticalCase = 'nominative' | 'oblique';

export interface NumberForm {
  gender: Gender;
  grammaticalCase: GrammaticalCase;
}

export const BARE_NUMBER: NumberForm = { gender: 'masculine', grammaticalCase: 'nominative' };

/** Units 3-10 as used with a masculine noun (ta-marked) and with a feminine noun (unmarked). */
const UNITS_FOR_MASCULINE = [
  '',
  '',
  '',
  'ثلاثة',
  'أربعة',
  'خمسة',
  'ستة',
  'سبعة',
  'ثمانية',
  'تسعة',
  'عشرة',
];
const UNITS_FOR_FEMININE = ['', '', '', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
const TENS_STEMS = ['', '', 'عشر', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'];
const HUNDREDS = [
  '',
  'مئة',
  '',
  'ثلاثمئة',
  'أربعمئة',
  'خمسمئة',
  'ستمئة',
  'سبعمئة',
  'ثمانمئة',
  'تسعمئة',
];

interface ScaleWord {
  value: number;
  singular: string;
  dualNominative: string;
  dualOblique: string;
  plural: string;
  /** Used after 11-99: the accusative singular with tanween. */
  accusative: string;
}

/** All scale words are masculine nouns, so the numbers counting them take the masculine-noun forms. */
const SCALES: ScaleWord[] = [
  {
    value: 1e12,
    singular: 'تريليون',
    dualNominative: 'تريليونان',
    dualOblique: 'تريليونين',
    plural: 'تريليونات',
    accusative: 'تريليونًا',
  },
  {
    value: 1e9,
    singular: 'مليار',
    dualNominative: 'ملياران',
    dualOblique: 'مليارين',
    plural: 'مليارات',
    accusative: 'مليارًا',
  },
  {
    value: 1e6,
    singular: 'مليون',
    dualNominative: 'مليونان',
    dualOblique: 'مليونين',
    plural: 'ملايين',
    accusative: 'مليونًا',
  },
  {
    value: 1e3,
    singular: 'ألف',
    dualNominative: 'ألفان',
    dualOblique: 'ألفين',
    plural: 'آلاف',
    accusative: 'ألفًا',
  },
];

/** Largest integer read as words; beyond it digits are read one by one (phone numbers, IDs). */
export const MAX_CARDINAL = 1e15 - 1;

export function cardinalWords(n: number, form: NumberForm = BARE_NUMBER): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_CARDINAL) {
    throw new RangeError(`cannot read ${n} as an Arabic cardinal`);
  }
  if (n === 0) return 'صفر';
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    if (count > 0) parts.push(scalePhrase(count, scale, form.grammaticalCase));
  }
  if (rest > 0) parts.push(belowThousand(rest, form));
  return parts.join(' و');
}

function scalePhrase(count: number, scale: ScaleWord, grammaticalCase: GrammaticalCase): string {
  if (count === 1) return scale.singular;
  if (count === 2)
    return grammaticalCase === 'nominative' ? scale.dualNominative : scale.dualOblique;
  const counter = cardinalWords(count, { gender: 'masculine', grammaticalCase });
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${counter} ${scale.plural}`;
  if (lastTwo >= 11) return `${counter} ${scale.accusative}`;
  return `${counter} ${scale.singular}`;
}

function belowThousand(n: number, form: NumberForm): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 2) parts.push(form.grammaticalCase === 'nominative' ? 'مئتان' : 'مئتين');
  else if (hundreds > 0) parts.push(HUNDREDS[hundreds]);
  if (rest > 0) parts.push(belowHundred(rest, form));
  return parts.join(' و');
}

function belowHundred(n: number, { gender, grammaticalCase }: NumberForm): string {
  const nominative = grammaticalCase === 'nominative';
  const feminine = gender === 'feminine';
  if (n === 1) return feminine ? 'واحدة' : 'واحد';
  if (n === 2) {
    if (feminine) return nominative ? 'اثنتان' : 'اثنتين';
    return nominative ? 'اثنان' : 'اثنين';
  }
  if (n <= 10) return (feminine ? UNITS_FOR_FEMININE : UNITS_FOR_MASCULINE)[n];
  if (n < 20) return teen(n, gender, nominative);
  const tens = `${TENS_STEMS[Math.floor(n / 10)]}${nominative ? 'ون' : 'ين'}`;
  const unit = n % 10;
  if (unit === 0) return tens;
  const unitWord =
    unit === 1 ? (feminine ? 'إحدى' : 'واحد') : belowHundred(unit, { gender, grammaticalCase });
  return `${unitWord} و${tens}`;
}

/** 11-19: both parts agree for 11 and 12; for 13-19 the unit takes reverse gender, the ten-part agrees. */
function teen(n: number, gender: Gender, nominative: boolean): string {
  const feminine = gender === 'feminine';
  const ten = feminine ? 'عشرة' : 'عشر';
  if (n === 11) return `${feminine ? 'إحدى' : 'أحد'} ${ten}`;
  if (n === 12) {
    if (feminine) return `${nominative ? 'اثنتا' : 'اثنتي'} ${ten}`;
    return `${nominative ? 'اثنا' : 'اثني'} ${ten}`;
  }
  return `${(feminine ? UNITS_FOR_FEMININE : UNITS_FOR_MASCULINE)[n - 10]} ${ten}`;
}

const ORDINAL_MASCULINE = [
  '',
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
];
const ORDINAL_FEMININE = [
  '',
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
];

/** Definite ordinals 1-99 ("الحادي عشر", "الثالثة والعشرون"): days of the month and clock hours. */
export function ordinalWords(n: number, gender: Gender = 'masculine'): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`no ordinal reading for ${n}`);
  const feminine = gender === 'feminine';
  const units = feminine ? ORDINAL_FEMININE : ORDINAL_MASCULINE;
  if (n <= 10) return units[n];
  const unit = n % 10;
  // In compounds "first" is الحادي/الحادية, not الأول.
  const unitWord = unit === 1 ? (feminine ? 'الحادية' : 'الحادي') : units[unit];
  if (n < 20) return `${unitWord} ${feminine ? 'عشرة' : 'عشر'}`;
  const tens = `ال${TENS_STEMS[Math.floor(n / 10)]}ون`;
  return unit === 0 ? tens : `${unitWord} و${tens}`;
}

/** Digits read one at a time: decimals after the point, over-long numbers, and leading zeros. */
export function digitByDigit(digits: string): string {
  return [...digits].map((d) => cardinalWords(Number(d))).join(' ');
}
