/**
 * Arabic cardinal number words, fully vowelled: espeak-ng reads a bare "مئة" as [m?t] and "ألفًا" as
 * [?lfan], so every word of this closed set carries its short vowels, spelled the way espeak-ng says them
 * right (a shadda before its vowel, "وَٱثْنَان" with a wasla). Arabic numerals agree with what they count:
 * 3-10 take the opposite gender marking of the counted noun ("ثَلَاثَة رجال" / "ثَلَاث نساء"), 1, 2, 11
 * and 12 agree with it, and dual and sound-plural endings change with case. Words take their pausal
 * form (no final case vowel) except inside a compound, as a newsreader says them.
 */
import { declension, joinWithWa } from './vowelled.js';

export type Gender = 'masculine' | 'feminine';
/** Dual and sound-plural endings only distinguish nominative from the oblique (accusative/genitive) form. */
export type GrammaticalCase = 'nominative' | 'oblique';

export interface NumberForm {
  gender: Gender;
  grammaticalCase: GrammaticalCase;
  /**
   * A counted noun follows: a last dual or scale word goes into construct with it ("مِئَتَا طالب",
   * "اِثْنَا عَشَرَ مِلْيُونَ درهم"), without the nun or tanween it has on its own.
   */
  beforeNoun?: boolean;
}

export const BARE_NUMBER: NumberForm = { gender: 'masculine', grammaticalCase: 'nominative' };

/** Units 1-10 as used with a masculine noun (3-10 ta-marked) and with a feminine noun (unmarked). */
const UNITS_FOR_MASCULINE = [
  'صِفْر',
  'وَاحِد',
  'اِثْنَان',
  'ثَلَاثَة',
  'أَرْبَعَة',
  'خَمْسَة',
  'سِت\u0651\u064eة',
  'سَبْعَة',
  'ثَمَانِيَة',
  'تِسْعَة',
  'عَشَرَة',
];
const UNITS_FOR_FEMININE = [
  'صِفْر',
  'وَاحِدَة',
  'اِثْنَتَان',
  'ثَلَاث',
  'أَرْبَع',
  'خَمْس',
  'سِت\u0651',
  'سَبْع',
  'ثَمَانِي',
  'تِسْع',
  'عَشْر',
];
/** Stems of the tens and of the hundreds (ثَلَاثُمِئَة), before their case vowel. */
const TENS_STEMS = ['', '', 'عِشْر', 'ثَلَاث', 'أَرْبَع', 'خَمْس', 'سِت\u0651', 'سَبْع', 'ثَمَان', 'تِسْع'];
const HUNDREDS_STEMS = ['', '', '', 'ثَلَاث', 'أَرْبَع', 'خَمْس', 'سِت\u0651', 'سَبْع', 'ثَمَانِ', 'تِسْع'];

interface ScaleWord {
  value: number;
  singular: string;
  dualNominative: string;
  dualOblique: string;
  plural: string;
  /** After 11-99: the accusative singular with tanween. */
  accusative: string;
}

/** All scale words are masculine nouns, so the numbers counting them take the masculine-noun forms. */
const SCALES: ScaleWord[] = [
  scale(1e12, 'تِرِلْيُون', 'تِرِلْيُونَات'),
  scale(1e9, 'مِلْيَار', 'مِلْيَارَات'),
  // Tatweel: espeak-ng reads the ending of a vowelled "مَلَايِين" as "-īna".
  scale(1e6, 'مِلْيُون', 'مَلَايـِين'),
  scale(1e3, 'أَلْف', 'آلَاف'),
];

function scale(value: number, singular: string, plural: string): ScaleWord {
  return { value, singular, plural, ...declension(singular) };
}

/** Largest integer read as words; beyond it digits are read one by one (phone numbers, IDs). */
export const MAX_CARDINAL = 1e15 - 1;

export function cardinalWords(n: number, form: NumberForm = BARE_NUMBER): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_CARDINAL) {
    throw new RangeError(`cannot read ${n} as an Arabic cardinal`);
  }
  if (n === 0) return 'صِفْر';
  const parts: string[] = [];
  let rest = n;
  for (const scaleWord of SCALES) {
    const count = Math.floor(rest / scaleWord.value);
    rest %= scaleWord.value;
    const last = rest === 0;
    if (count > 0) parts.push(scalePhrase(count, scaleWord, form, last && !!form.beforeNoun));
  }
  if (rest > 0) parts.push(belowThousand(rest, form));
  return joinWithWa(parts);
}

function scalePhrase(
  count: number,
  scaleWord: ScaleWord,
  { grammaticalCase }: NumberForm,
  beforeNoun: boolean,
): string {
  const nominative = grammaticalCase === 'nominative';
  if (count === 1) return scaleWord.singular;
  if (count === 2) {
    const dual = nominative ? scaleWord.dualNominative : scaleWord.dualOblique;
    return beforeNoun ? constructDual(dual) : dual;
  }
  const lastTwo = count % 100;
  // The ten of 11-19 keeps its fatha before the scale word it counts: "خَمْسَةَ عَشَرَ أَلْفًا".
  const counter = cardinalWords(count, {
    gender: 'masculine',
    grammaticalCase,
    beforeNoun: true,
  }).replace(/ عَشَر$/, ' عَشَرَ');
  if (lastTwo >= 3 && lastTwo <= 10) return `${counter} ${scaleWord.plural}`;
  if (lastTwo >= 11) {
    return `${counter} ${beforeNoun ? `${scaleWord.singular}َ` : scaleWord.accusative}`;
  }
  return `${counter} ${scaleWord.singular}`;
}

/** A dual that owns the noun after it loses its nun: "مِئَتَان" -> "مِئَتَا", "أَلْفَيْن" -> "أَلْفَيْ". */
export function constructDual(dual: string): string {
  return dual.replace(/َان$/, 'َا').replace(/َيْن$/, 'َيْ');
}

function belowThousand(n: number, form: NumberForm): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const nominative = form.grammaticalCase === 'nominative';
  const parts: string[] = [];
  if (hundreds === 1) parts.push('مِئَة');
  else if (hundreds === 2) {
    const dual = nominative ? 'مِئَتَان' : 'مِئَتَيْن';
    parts.push(rest === 0 && form.beforeNoun ? constructDual(dual) : dual);
  } else if (hundreds > 2) {
    const stem = HUNDREDS_STEMS[hundreds];
    parts.push(stem.endsWith('ِ') ? `${stem}مِئَة` : `${stem}${nominative ? 'ُ' : 'ِ'}مِئَة`);
  }
  if (rest > 0) parts.push(belowHundred(rest, form));
  return joinWithWa(parts);
}

function belowHundred(n: number, { gender, grammaticalCase }: NumberForm): string {
  const nominative = grammaticalCase === 'nominative';
  const feminine = gender === 'feminine';
  if (n === 2) {
    if (feminine) return nominative ? 'اِثْنَتَان' : 'اِثْنَتَيْن';
    return nominative ? 'اِثْنَان' : 'اِثْنَيْن';
  }
  if (n <= 10) return (feminine ? UNITS_FOR_FEMININE : UNITS_FOR_MASCULINE)[n];
  if (n < 20) return teen(n, gender, nominative);
  const tens = `${TENS_STEMS[Math.floor(n / 10)]}${nominative ? 'ُون' : 'ِين'}`;
  const unit = n % 10;
  if (unit === 0) return tens;
  // A feminine eight before its tens is the defective ثَمَانٍ, its ya dropped (ثَمَانٍ وَأَرْبَعُونَ):
  // only in construct with a noun after it does the ya show (ثَمَانِي سَاعَاتٍ).
  const unitWord =
    unit === 1
      ? feminine
        ? 'إِحْدَى'
        : 'وَاحِد'
      : feminine && unit === 8
        ? 'ثَمَانٍ'
        : belowHundred(unit, { gender, grammaticalCase });
  return joinWithWa([unitWord, tens]);
}

/** 11-19: both parts agree for 11 and 12; for 13-19 the unit takes reverse gender, the ten-part agrees. */
function teen(n: number, gender: Gender, nominative: boolean): string {
  const feminine = gender === 'feminine';
  const ten = feminine ? 'عَشْرَة' : 'عَشَر';
  if (n === 11) return `${feminine ? 'إِحْدَى' : 'أَحَدَ'} ${ten}`;
  if (n === 12) {
    if (feminine) return `${nominative ? 'اِثْنَتَا' : 'اِثْنَتَيْ'} ${ten}`;
    return `${nominative ? 'اِثْنَا' : 'اِثْنَيْ'} ${ten}`;
  }
  // The unit of a compound is built on a fatha: "خَمْسَةَ عَشَر", "ثَمَانِيَ عَشْرَة".
  const unit = n - 10;
  const unitWord =
    feminine && unit === 8
      ? 'ثَمَانِيَ'
      : `${(feminine ? UNITS_FOR_FEMININE : UNITS_FOR_MASCULINE)[unit]}َ`;
  return `${unitWord} ${ten}`;
}

/** Digits read one at a time: decimals after the point, over-long numbers, and leading zeros. */
export function digitByDigit(digits: string): string {
  return [...digits].map((d) => cardinalWords(Number(d))).join(' ');
}
