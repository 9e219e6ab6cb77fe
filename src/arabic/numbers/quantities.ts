import { MAX_CARDINAL, cardinalWords, type GrammaticalCase } from './cardinal.js';
import { countedPhrase, NOUNS, type CountedNoun } from './counted-noun.js';
import { moneyWords, PREFIX_SYMBOLS, SUFFIX_CURRENCIES } from './currencies.js';
import { NUMERAL_SOURCE, numeralWords, parseNumeral, type Numeral } from './numeral.js';
import { arabicWordBefore, caseBefore, countedNounAfter, ownsNoun } from './words-around.js';

/**
 * Numbers that carry a unit: money, percentages, measures and calendar eras. The unit decides the
 * agreement of the noun, so these are read before bare numbers.
 */

/** Abbreviated units, only after a number where they cannot be read another way. */
const SUFFIX_UNITS: [string, CountedNoun][] = [
  ['كم/س', NOUNS.kilometrePerHour],
  ['كم/ساعة', NOUNS.kilometrePerHour],
  ['°م', NOUNS.celsius],
  ['°ف', NOUNS.fahrenheit],
  ['ميل/س', NOUNS.milePerHour],
  ['ميل', NOUNS.mile],
  ['°', NOUNS.degree],
  ['م²', NOUNS.squareMetre],
  ['م2', NOUNS.squareMetre],
  ['كم²', NOUNS.squareKilometre],
  ['كم2', NOUNS.squareKilometre],
  ['سم²', NOUNS.squareCentimetre],
  ['سم2', NOUNS.squareCentimetre],
  ['م³', NOUNS.cubicMetre],
  ['م3', NOUNS.cubicMetre],
  ['كم', NOUNS.kilometre],
  ['م', NOUNS.metre],
  ['كلم', NOUNS.kilometre],
  ['سم', NOUNS.centimetre],
  ['مم', NOUNS.millimetre],
  ['ملم', NOUNS.millimetre],
  ['ملغ', NOUNS.milligram],
  ['مغ', NOUNS.milligram],
  ['ملجم', NOUNS.milligram],
  ['كيلوواط ساعة', NOUNS.kilowattHour],
  ['ك.و.س', NOUNS.kilowattHour],
  ['كيلوواط', NOUNS.kilowatt],
  ['كيلو واط', NOUNS.kilowatt],
  ['ميغاواط', NOUNS.megawatt],
  ['ميجاواط', NOUNS.megawatt],
  ['واط', NOUNS.watt],
  ['كغم', NOUNS.kilogram],
  ['كجم', NOUNS.kilogram],
  ['كغ', NOUNS.kilogram],
  ['كلغ', NOUNS.kilogram],
  ['مل', NOUNS.millilitre],
  // A lone ل after a number: li- is never written apart.
  ['ل', NOUNS.litre],
  ['غ', NOUNS.gram],
  ['غم', NOUNS.gram],
  ['جم', NOUNS.gram],
  ['غيغابايت', NOUNS.gigabyte],
  ['جيجابايت', NOUNS.gigabyte],
  ['ميغابايت', NOUNS.megabyte],
  ['ميجابايت', NOUNS.megabyte],
  ['تيرابايت', NOUNS.terabyte],
  ['كيلوبايت', NOUNS.kilobyte],
  ['ميغابت/ث', NOUNS.megabitPerSecond],
  ['ميغابت', NOUNS.megabit],
  ['ميجابت', NOUNS.megabit],
  ['غيغاهرتز', NOUNS.gigahertz],
  ['جيجاهرتز', NOUNS.gigahertz],
  ['ميغاهرتز', NOUNS.megahertz],
  ['ميجاهرتز', NOUNS.megahertz],
  ['ملي أمبير', NOUNS.milliampereHour],
  ['مللي أمبير', NOUNS.milliampereHour],
  ['ميلي أمبير', NOUNS.milliampereHour],
  ['ميغابكسل', NOUNS.megapixel],
  ['ميجابكسل', NOUNS.megapixel],
  ['ميغا بكسل', NOUNS.megapixel],
  ['م/ث', NOUNS.metrePerSecond],
  ['سم³', NOUNS.cubicCentimetre],
  ['سم3', NOUNS.cubicCentimetre],
  ['كيلو متر', NOUNS.kilometre],
  ['°س', NOUNS.celsius],
  ['إنش', NOUNS.inch],
  ['انش', NOUNS.inch],
  // Units and time words written out in the singular whatever the count ("٥ متر", "٣ يوم"): the count
  // says them in the form it takes (خَمْسَة أَمْتَار، ثَلَاثَة أَيَّام).
  ['متر مربع', NOUNS.squareMetre],
  ['متر مكعب', NOUNS.cubicMetre],
  ['كيلومتر مربع', NOUNS.squareKilometre],
  ['متر', NOUNS.metre],
  ['كيلومتر', NOUNS.kilometre],
  ['سنتيمتر', NOUNS.centimetre],
  ['مليمتر', NOUNS.millimetre],
  ['ملليمتر', NOUNS.millimetre],
  ['غرام', NOUNS.gram],
  ['جرام', NOUNS.gram],
  ['كيلوغرام', NOUNS.kilogram],
  ['كيلوجرام', NOUNS.kilogram],
  ['لتر', NOUNS.litre],
  ['طن', NOUNS.ton],
  ['درجة', NOUNS.degree],
  ['هكتار', NOUNS.hectare],
  ['فدان', NOUNS.feddan],
  ['ثانية', NOUNS.second],
  ['دقيقة', NOUNS.minute],
  ['ساعة', NOUNS.hour],
  ['يوم', NOUNS.day],
  ['أسبوع', NOUNS.week],
  ['شهر', NOUNS.month],
  ['سنة', NOUNS.year],
  ['عام', NOUNS.yearAam],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest spellings first, so "ريال قطري" wins over "ريال". */
const alternation = (keys: string[]) =>
  [...keys]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
/** A suffix must end the word: "كم" is a unit, "كمية" is not. */
const WORD_END = '(?![\\u0621-\\u064A\\u064B-\\u0652A-Za-z])';

const CURRENCY_BY_SUFFIX = new Map(SUFFIX_CURRENCIES);
/**
 * A currency written before its amount where it is said after it: a sign before a scaled amount
 * ("$2.5 مليون") and an Arab currency's short mark ("ر.س ٥٠"); both are moved after the amount.
 */
const SIGN_BEFORE_SCALED = new RegExp(
  `([$€£¥])\\s?(\\d[\\d.,]*\\s?(?:مليون|ملايين|مليار|مليارات|ألف|آلاف))(?![\\u0621-\\u064A])`,
  'g',
);
const MARK_BEFORE_AMOUNT = new RegExp(
  `(?<![\\u0621-\\u064A.])(${alternation(SUFFIX_CURRENCIES.map(([k]) => k).filter((k) => /^[\u0621-\u064A]\.[\u0621-\u064A]$/.test(k)))})\\s?(\\d[\\d.,]*\\d|\\d)(?![\\d,]|\\.\\d)`,
  'g',
);
const UNIT_BY_SUFFIX = new Map(SUFFIX_UNITS);

const PREFIXED_AMOUNT = new RegExp(`([$€£¥])\\s?${NUMERAL_SOURCE}`, 'g');
const SUFFIXED_AMOUNT = new RegExp(
  `${NUMERAL_SOURCE}\\s?(${alternation(SUFFIX_CURRENCIES.map(([k]) => k))})${WORD_END}`,
  'g',
);
/**
 * A time word before a definite noun is in construct with it, the day or year it names (القطاع ٢ يوم
 * السبت، الدرس ٣ يوم الأحد): the number before it belongs to the noun before, and counts no time.
 */
const NAMED_TIME = `(?!(?<=(?:يوم|أسبوع|شهر|سنة|عام))\\s[وف]?ال[\\u0621-\\u064A])`;
const MEASURE = new RegExp(
  `${NUMERAL_SOURCE}\\s?(${alternation(SUFFIX_UNITS.map(([k]) => k))})${WORD_END}${NAMED_TIME}`,
  'g',
);
/** "٥٠٪", and "٪٥٠" as some keyboards put the sign first. */
const PERCENT = new RegExp(`(?:${NUMERAL_SOURCE}\\s?%|%\\s?${NUMERAL_SOURCE})`, 'g');
/** "٥‰" (and the Arabic per mille sign ؉): per thousand. */
const PER_MILLE = new RegExp(`${NUMERAL_SOURCE}\\s?[‰\u0609]`, 'g');
/** Scale words, also as typed without their hamza (الف، الاف). */
const SCALE_WORDS: Record<string, { value: number; singular: string }> = {
  ألف: { value: 1e3, singular: 'أَلْف' },
  الف: { value: 1e3, singular: 'أَلْف' },
  آلاف: { value: 1e3, singular: 'أَلْف' },
  الاف: { value: 1e3, singular: 'أَلْف' },
  مليون: { value: 1e6, singular: 'مِلْيُون' },
  ملايين: { value: 1e6, singular: 'مِلْيُون' },
  مليار: { value: 1e9, singular: 'مِلْيَار' },
  مليارات: { value: 1e9, singular: 'مِلْيَار' },
};
/* eslint-disable no-misleading-character-class -- WORD_END's class holds Arabic combining marks on purpose */
/**
 * "12 مليون درهم" is written half in digits: read the whole quantity so the scale word agrees, and in
 * construct with a noun after it ("اِثْنَا عَشَرَ مِلْيُونَ دِرْهَم", never "مليونًا درهم").
 */
const SCALED = new RegExp(
  `${NUMERAL_SOURCE}\\s?(${Object.keys(SCALE_WORDS).join('|')})${WORD_END}(?:\\s(${alternation(SUFFIX_CURRENCIES.map(([k]) => k))})${WORD_END})?`,
  'g',
);
/** A year followed by هـ (Hijri) or م (Gregorian, when the number is a year: a lone م after 100 is metres). */
const ERA_YEAR = new RegExp(`(?<![\\d.,])(\\d{3,4})(\\s?)(هـ|ه|م)${WORD_END}\\.?`, 'g');
/**
 * "١٤٤٥هـ/٢٠٢٤م", or with both marks after both years "١٤٤٥/٢٠٢٤ هـ/م": a Hijri year and the
 * Gregorian year it falls in, both in the case the words before give the first.
 */
const YEAR_PAIR = new RegExp(
  `(?<![\\d.,])(\\d{3,4})(?:\\s?(?:هـ|ه)\\s?[/–-]\\s?(\\d{3,4})\\s?م|\\s?/\\s?(\\d{3,4})\\s?(?:هـ|ه)\\s?/\\s?م)${WORD_END}\\.?`,
  'g',
);
/* eslint-enable no-misleading-character-class */
const YEAR_WORDS = /^(?:عام|العام|سنة|لعام|لسنة|الموافق|منذ)$/;
/** Words of a distance just before: "ارتفاع القمة ١٥٠٠ م" is metres even for a number that could be a year. */
const DISTANCE_WORDS =
  /(?:مسافة|ارتفاع|عمق|طول|عرض|بعد|سباق|ركض|يبعد|تبعد|يرتفع|ترتفع|مساحة)\S*\s(?:\S+\s){0,2}$/;

/** An integer part read digit by digit ("05"), where "وَنِصْف" could not follow. */
function isDigitRun(integer: string): boolean {
  return integer.length > 1 && integer.startsWith('0');
}

/**
 * A unit or a currency written right after a number ("٤٠ م²"، "٣٤٩٩ درهم"): the number measures or
 * prices, it names nothing.
 */
const MEASURE_AHEAD = new RegExp(
  `^\\s?(?:${alternation([...SUFFIX_UNITS, ...SUFFIX_CURRENCIES].map(([k]) => k))})${WORD_END}${NAMED_TIME}`,
);

/** Whether the text at `offset`, just after a number, opens on one of the units or currencies read here. */
export function measureFollows(text: string, offset: number): boolean {
  return MEASURE_AHEAD.test(text.slice(offset, offset + 20));
}

export function readQuantities(text: string): string {
  return text
    .replace(SIGN_BEFORE_SCALED, '$2 $1')
    .replace(MARK_BEFORE_AMOUNT, '$2 $1')
    .replace(
      YEAR_PAIR,
      (
        _m,
        hijri: string,
        marked: string | undefined,
        markedAfter: string | undefined,
        offset: number,
        source: string,
      ) => {
        const gregorian = marked ?? markedAfter!;
        const form = { gender: 'masculine', grammaticalCase: caseBefore(source, offset) } as const;
        const hijriWords = `${cardinalWords(+hijri, form)} لِلْهِجْرَة`;
        return `${hijriWords} ${cardinalWords(+gregorian, form)} ${gregorianMark(source, offset)}`;
      },
    )
    .replace(
      ERA_YEAR,
      (match, year: string, space: string, era: string, offset: number, source: string) => {
        const before = arabicWordBefore(source, offset);
        const nearDistance = DISTANCE_WORDS.test(source.slice(Math.max(0, offset - 50), offset));
        const isYear =
          YEAR_WORDS.test(before) ||
          (+year >= 500 && +year <= 2100 && (space === '' || !nearDistance));
        if (era === 'م' && !isYear) return match;
        const words = cardinalWords(+year, {
          gender: 'masculine',
          grammaticalCase: caseBefore(source, offset),
        });
        return `${words} ${era === 'م' ? gregorianMark(source, offset) : 'لِلْهِجْرَة'}`;
      },
    )
    .replace(
      SCALED,
      (
        match,
        integer: string,
        fraction: string | undefined,
        scaleWord: string,
        currencyWord: string | undefined,
        offset: number,
        source: string,
      ) => {
        const { value, singular } = SCALE_WORDS[scaleWord];
        const currency = currencyWord ? CURRENCY_BY_SUFFIX.get(currencyWord)! : undefined;
        const grammaticalCase = caseBefore(source, offset);
        const amount = parseNumeral(integer, fraction);
        const total = Number(amount.integer) * value;
        if (amount.fraction || total > MAX_CARDINAL) {
          const tail = currency ? ` ${currency.main.singular}` : '';
          return `${numeralWords(amount, { gender: 'masculine', grammaticalCase })} ${singular}${tail}`;
        }
        if (currency) return countedPhrase(total, currency.main, grammaticalCase);
        const beforeNoun = ownsNoun(countedNounAfter(source, offset + match.length));
        return cardinalWords(total, { gender: 'masculine', grammaticalCase, beforeNoun });
      },
    )
    .replace(
      PREFIXED_AMOUNT,
      (
        _m,
        symbol: string,
        integer: string,
        fraction: string | undefined,
        at: number,
        source: string,
      ) =>
        moneyWords(parseNumeral(integer, fraction), PREFIX_SYMBOLS[symbol], caseBefore(source, at)),
    )
    .replace(
      SUFFIXED_AMOUNT,
      amountThenUnit((amount, unit, grammaticalCase) =>
        moneyWords(amount, CURRENCY_BY_SUFFIX.get(unit)!, grammaticalCase),
      ),
    )
    .replace(
      MEASURE,
      amountThenUnit((amount, unit, grammaticalCase) =>
        measureWords(amount, UNIT_BY_SUFFIX.get(unit)!, grammaticalCase),
      ),
    )
    .replace(
      PERCENT,
      (
        _m,
        integer: string | undefined,
        fraction: string | undefined,
        signFirstInteger: string | undefined,
        signFirstFraction: string | undefined,
        offset: number,
        source: string,
      ) => {
        const amount =
          integer === undefined
            ? parseNumeral(signFirstInteger!, signFirstFraction)
            : parseNumeral(integer, fraction);
        const form = { gender: 'masculine', grammaticalCase: caseBefore(source, offset) } as const;
        // "فِي المِئَة" is the newsreaders' wording; "بِالمِئَة" is heard too, but less in the news.
        // A half is said as one: "٣٫٥٪" is ثَلَاثَة وَنِصْف فِي المِئَة, "٠٫٥٪" نِصْف فِي المِئَة.
        if (amount.fraction === '5') {
          const whole = Number(amount.integer);
          if (whole === 0) return 'نِصْف فِي المِئَة';
          if (!isDigitRun(amount.integer))
            return `${numeralWords({ integer: amount.integer }, form)} وَنِصْف فِي المِئَة`;
        }
        return `${numeralWords(amount, form)} فِي المِئَة`;
      },
    )
    .replace(
      PER_MILLE,
      (_m, integer: string, fraction: string | undefined, offset: number, source: string) => {
        const form = { gender: 'masculine', grammaticalCase: caseBefore(source, offset) } as const;
        return `${numeralWords(parseNumeral(integer, fraction), form)} بِٱلْأَلْف`;
      },
    );
}

/** A replacer for "<number> <unit>" matches: the amount, the unit as written and the case before it. */
function amountThenUnit(
  read: (amount: Numeral, unit: string, grammaticalCase: GrammaticalCase) => string,
) {
  // "بسعة ٦٤ غيغابايت و١٢٨ غيغابايت": an amount joined by و to the one before takes its case.
  let previous: { end: number; grammaticalCase: GrammaticalCase } | undefined;
  return (
    match: string,
    integer: string,
    fraction: string | undefined,
    unit: string,
    offset: number,
    source: string,
  ) => {
    const joined = previous && /^\s*وَ?\s?$/.test(source.slice(previous.end, offset));
    const grammaticalCase = joined ? previous!.grammaticalCase : caseBefore(source, offset);
    previous = { end: offset + match.length, grammaticalCase };
    return read(parseNumeral(integer, fraction), unit, grammaticalCase);
  };
}

/** Integers agree with the unit; a decimal measure reads the number and then the unit's singular. */
/**
 * Measures of weight, volume, length, area, time and degrees, whose half is said "and a half"; a
 * screen's inches, a size in bytes or degrees with their scale's name are said with their decimal
 * point (سِتَّة فَاصِلَة خَمْسَة إِنْش).
 */
const HALF_SAID_AS_ONE: ReadonlySet<CountedNoun> = new Set([
  NOUNS.kilogram,
  NOUNS.gram,
  NOUNS.ton,
  NOUNS.litre,
  NOUNS.millilitre,
  NOUNS.metre,
  NOUNS.kilometre,
  NOUNS.centimetre,
  NOUNS.mile,
  NOUNS.hectare,
  NOUNS.feddan,
  NOUNS.degree,
  NOUNS.hour,
  NOUNS.day,
  NOUNS.week,
  NOUNS.month,
  NOUNS.year,
  NOUNS.yearAam,
]);

function measureWords(
  amount: Numeral,
  unit: CountedNoun,
  grammaticalCase: GrammaticalCase,
): string {
  // A half of an everyday measure is said as one, after the whole units: ٢٫٥ كلغ is كِيلُوغْرَامَان
  // وَنِصْف, ١٫٥ كلغ كِيلُوغْرَام وَنِصْف, ٠٫٥ كلغ نِصْف كِيلُوغْرَام.
  if (amount.fraction === '5' && HALF_SAID_AS_ONE.has(unit) && !isDigitRun(amount.integer)) {
    const whole = Number(amount.integer);
    if (whole === 0) return `نِصْف ${unit.singular}`;
    if (whole === 1) return `${unit.singular} وَنِصْف`;
    if (whole <= MAX_CARDINAL) return `${countedPhrase(whole, unit, grammaticalCase)} وَنِصْف`;
  }
  if (amount.fraction || Number(amount.integer) > MAX_CARDINAL)
    return `${numeralWords(amount, { gender: 'masculine', grammaticalCase })} ${unit.singular}`;
  return countedPhrase(Number(amount.integer), unit, grammaticalCase);
}

/**
 * The م after a year, agreeing with the noun the year completes: مِيلَادِيَّة after سنة, مِيلَادِيًّا
 * after عام or none (عام ١٩٥٠م is عَامَ أَلْفٍ وَتِسْعِمِئَةٍ وَخَمْسِينَ مِيلَادِيًّا).
 */
function gregorianMark(source: string, offset: number): string {
  return /^[وفبل]?(?:ال|لل)?سنة$/.test(arabicWordBefore(source, offset))
    ? 'مِيلَادِي\u0651\u064eة'
    : 'مِيلَادِي\u0651\u064bا';
}
