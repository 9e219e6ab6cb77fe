import {
  BARE_NUMBER,
  cardinalWords,
  digitByDigit,
  MAX_CARDINAL,
  type GrammaticalCase,
} from './cardinal.js';
import { readDates, readTimes } from './dates-and-times.js';
import { readDuals, readOnes } from './duals.js';
import { genderOfCountedNoun } from './noun-gender.js';
import { NUMERAL_SOURCE, numeralWords, parseNumeral, type Numeral } from './numeral.js';
import { ordinalWords } from './ordinal.js';
import { measureFollows, readQuantities } from './quantities.js';
import { readSlashPairs, readSymbols } from './symbols.js';
import {
  arabicWordBefore,
  caseBefore,
  countedNounAfter,
  nounOfJoinedNumber,
  SCORE_WORDS,
  ownsNoun,
  PLACE_LABEL_NOUNS,
} from './words-around.js';

/**
 * Replaces every number written in digits in an Arabic run by vowelled Arabic words. Order matters:
 * phone numbers, dates and times contain plain numbers, and amounts decide their own agreement, so the
 * bare-number pass runs last. The result contains no digits, so no pass can re-read another's output.
 */

/** Words after which a number is a code or an id, read digit by digit: "رمز التحقق 4821". */
const CODE_WORDS =
  'تحويلة|التحويلة|داخلي|الرقم الداخلي|الطوارئ|للطوارئ|للاستفسار|للاستفسارات|فاكس|الفاكس|تلفون|التلفون|تليفون|التليفون|موبايل|الموبايل|خدمة العملاء|الخط الساخن|الرقم الموحد|رمز|الرمز|كود|الكود|هاتف|الهاتف|جوال|الجوال|واتساب|اتصل|اتصلوا|اتصلي|للاتصال|للتواصل|رقم الطلب|رقم الحساب|رقم الهوية|رقم الهاتف|رقم الجوال|الرقم السري|الرقم المجاني|الرقم المختصر|للشكاوى|للشكاوي';
const CODE_AFTER_WORD = new RegExp(
  `((?<![\\u0621-\\u064A])(?:${CODE_WORDS})(?:\\s[\\u0621-\\u064A]+)?:?\\s)(\\+?\\d[\\d -]*\\d)(?![\\d,]|\\.\\d)`,
  'g',
);
/**
 * Numbers to dial that open on neither + nor 0: the Saudi toll-free 800 and unified 92 numbers
 * (8001234567, 920001234), and a number whose area code is in brackets ("(011) 234-5678").
 */
const SERVICE_NUMBER =
  /(?<![\d.,])(?:800\d{7}|92\d{7}|\(0?\d{1,4}\)\s?\d[\d -]{4,}\d)(?![\d,]|\.\d)/g;
/**
 * A phone number: a leading + or 0 and at least six digits, in groups split by spaces or hyphens. The
 * six are counted in the grouped form too, so a score such as "٠-١" is no number to dial.
 */
const PHONE = /(?<![\d,./-])(\+\d[\d -]{5,}\d|0(?=(?:[ -]?\d){5})\d*(?:[ -]\d+)+|0\d{5,})(?![\d])/g;
/** "الرقم ١٩٩٠٩", "اتصل بالرقم ٩٢٠٠٠١٢٣٤": four digits or more after رقم are a number to dial. */
const AFTER_RAQM =
  /((?<![\u0621-\u064A])(?:[وف]?(?:ال|بال|لل)?رقم)(?:\s[\u0621-\u064A]+)?:?\s)(\d{4,})(?![\d,]|\.\d)/g;

/**
 * Definite nouns ("ال..." alternatives) as written with their clitics: و or ف, then ب or ك before the
 * article, or لل for li + article (والبوابة، بالقاعة، للعيادة).
 */
function withClitics(definiteNouns: string): string {
  // A final ة may be typed as ه (الحلقه ٢٠), a final ى as ي (الذكري), آ as ا (الاية), أ or إ as ا
  // (الاسبوع).
  const stems = [...new Set(definiteNouns.split('|').map((noun) => noun.slice(2)))]
    .map((stem) =>
      stem
        .replace(/ة$/, '[ةه]')
        .replace(/ى$/, '[ىي]')
        .replace(/آ/g, '[آا]')
        .replace(/[أإ]/g, '[أإا]'),
    )
    .join('|');
  return `(?<![\\u0621-\\u064A])[وف]?(?:[بك]?ال|لل)(?:${stems})`;
}

/**
 * The same nouns without the article and with a possessive pronoun, a clitic before them maybe (في
 * جلسته ١٦، بدورتها ١٥): definite by the pronoun, their number an ordinal all the same.
 */
function withPossessive(definiteNouns: string): string {
  const stems = [...new Set(definiteNouns.split('|').map((noun) => noun.slice(2)))]
    .map((stem) => stem.replace(/ة$/, 'ت').replace(/ى$/, 'ا'))
    .join('|');
  return `(?<![\\u0621-\\u064A])[وف]?[بل]?(?:${stems})(?:هما|هم|ها|ه|كم|نا|ك)`;
}

/** Nouns after which a number is an ordinal: "القرن ٢١" is the twenty-first century. */
// With the places, rooms, gates, platforms, seats ... of PLACE_LABEL_NOUNS: "العيادة ٥" is the fifth
// clinic, "في المختبر ٤ مهندسين" counts engineers.
const ORDINAL_NOUNS =
  'المركز|الطبعة|الدورة|الفصل|المادة|البند|الفقرة|الجولة|الحلقة|النسخة|المرتبة|الموسم|الأسبوع|المرحلة|الشوط|الدقيقة|المرة|الجيل|المباراة|السنة|الشهر|الفئة|المجموعة|الخيار|السطر|المقطع|الجلسة|الورشة|الربع|المحور|الذكرى|الدفعة|الدرجة|الدائرة|الورقة';
/** A scale word after a number makes it an amount, never a label: "سعر الشقة ٢ مليون ريال". */
const SCALE_WORD =
  '(?:ألف|الف|آلاف|الاف|مليون|ملايين|مليار|مليارات|بليون|تريليون)(?![\\u0621-\\u064A])';
const ORDINAL_AFTER_NOUN = new RegExp(
  // "الغرفة ٤×٥ م" (× is "فِي" by now) measures the room: no ordinal.
  // An adjective in -ي may stand between the noun and its number: "الفصل الدراسي ٢".
  `((?:${withClitics(`${ORDINAL_NOUNS}|${PLACE_LABEL_NOUNS.join('|')}`)}|${withPossessive(ORDINAL_NOUNS)})(?:\\sال[\\u0621-\\u064A]{2,}ي)?\\s)(\\d{1,2})(?![\\d,:/%٪°]|\\.\\d|\\s?[-–]\\s?\\d)(?!\\sفِي\\s\\d)(?!\\s${SCALE_WORD})`,
  'g',
);
const PLACE_STEMS = new Set(PLACE_LABEL_NOUNS.map((noun) => noun.slice(2)));
/** A label noun's stem, as its list writes it: a casual ه for ة (الحلقه) and ي for ى (الذكري). */
const stemOf = (noun: string) =>
  noun
    .replace(/^[وف]?(?:[بك]?ال|لل)/, '')
    .replace(/ه$/, 'ة')
    .replace(/(?<=..)ي$/, 'ى');

/**
 * Whether the place noun opening `lead` is where things are, after في or يضم or with bi- on it (في
 * الصف، بالعمارة، يضم المجمع): a noun in ة after a number of 11 or more there is what it counts, its
 * tamyiz showing no alif (في العمارة ١٢ شقة); elsewhere it may be the place's predicate (البوابة ١٢
 * مفتوحة).
 */
function inPlace(source: string, offset: number, lead: string): boolean {
  if (/^[وف]?ب/.test(lead)) return true;
  return /^[وف]?(?:في|يضم|تضم)$/.test(arabicWordBefore(source, offset));
}

/**
 * Whether the word after a number that follows a place counts something: a sound plural (مهندسين،
 * موظفات), a plural of the أفعال pattern (أشخاص), or after 11 and more a tamyiz in -an (طالبًا).
 */
function countsPeople(word: string, n: number): boolean {
  const plain = word.replace(/[\u064B-\u0652]/g, '');
  if (
    /^[\u0621-\u064A]{2,}(?:ين|ون|ات)$/.test(plain) ||
    /^أ[\u0621-\u064A]{2}ا[\u0621-\u064A]$/.test(plain)
  )
    return true;
  return n >= 11 && /[\u0621-\u064A]{2,}ا$/.test(plain);
}

/**
 * Nouns that name a part by its number: "الدرس ٤" is the fourth lesson whatever follows the number
 * ("الجزء ٣ من الكتاب", "الباب ٩ تفاصيل أكثر"), where after the nouns above a noun may be counted. A
 * floor is one too: "الطابق ٥" is the fifth floor, and a century (القرن ٢١ ثورة: no century counts).
 */
const LABEL_NOUNS =
  'القرن|الطابق|الدرس|الجزء|الباب|الصفحة|الوحدة|القسم|المجلد|السؤال|التمرين|الخطوة|الملحق|الجدول|الشكل|الحصة|المحاضرة|الآية|السورة|الإصدار|المستوى';
// A colon after the number ends a heading ("الخطوة ٣: أدخل الرمز"); before a digit it writes a time.
const LABEL_AFTER_NOUN = new RegExp(
  `(${withClitics(LABEL_NOUNS)}\\s)(\\d{1,2})(?![\\d,/%٪]|\\.\\d|:\\d)`,
  'g',
);
/**
 * "بالرقم ٢", "اضغط الرقم ٣", "الرقم ٧ مخصص للشكاوى": a short number after الرقم names a number (an
 * option, a line) in apposition to it, a masculine cardinal in its case; no noun after it is counted.
 * Four digits and more are dialled (AFTER_RAQM).
 */
const NUMBER_NAMED = /((?<![\u0621-\u064A])([وف]?(?:ال|بال|لل)رقم)\s)(\d{1,3})(?![\d,/:%٪]|\.\d)/g;
/** "اليوم ١٥ من الشهر": the day of a month or of an event, an ordinal. */
const DAY_OF = /(?<![\u0621-\u064A])([وفب]?(?:ال|لل)يوم\s)(\d{1,2})(?=\sمن\s)/g;
/** "الـ٣" (the tatweel is gone by now): the number is an ordinal agreeing with the noun before it. */
// "الـ 3", written apart, is the same.
// A full stop after it ends the sentence ("إلى الدور الـ٢.").
const DEFINITE_NUMBER = /(?<![\u0621-\u064A])ال\s?(\d{1,2})(?![\d,:/]|\.\d)/g;
/**
 * "دور الـ16": a knockout round is named by how many teams are left, a definite cardinal, not a rank
 * (دَوْر السِتَّةَ عَشَر، دَوْر الاثنين والثلاثين).
 */
const ROUND_OF = /(?<![\u0621-\u064A])([وفب]?دور\s)ال\s?(\d{1,2})(?![\d,:/]|\.\d)/g;

/** A USSD code ("*100#", "*150*1#"): dialled, its stars نَجْمَة, its digits one by one, its # مُرَبَّع. */
const USSD_CODE = /(?<![\w*#])\*(\d+(?:\*\d+)*)#(?![\w#])/g;

/** Two numbers joined by a hyphen or an en dash: a range. */
const RANGE = /(?<![\d.,/:-])(\d{1,6})\s?[-–]\s?(?=(\d{1,6})(?![\d,/:-]|\.\d))/g;

const PLAIN_NUMERAL = new RegExp(NUMERAL_SOURCE, 'g');
/** A one-letter prefix written on a number or a currency sign ("و٢٠", "لـ٦٠", "بـ€٩"). */
// "بـ 2000" (the tatweel is gone by now): a prefix written apart is joined to its number.
const PREFIX_ON_NUMBER = /(?<![\u0621-\u0652])([وبلفك])\s?(?=[\d$€£¥])/g;
const PREFIX_VOWELS: Record<string, string> = { و: 'وَ', ب: 'بِ', ل: 'لِ', ف: 'فَ', ك: 'كَ' };
/** A country code alone ("مفتاح السعودية +966"): "زَائِد" and the code as a number; see readNumbers. */
const COUNTRY_CODE = /(?<![\d+]\s?)\+(\d{1,4})(?![\d+.,%٪]|\s\d|\s?[%٪])/g;
/** "+٣٪", "+٢٫٥٪": a signed change is said with زَائِد, as a minus before a number is سَالِب. */
const PLUS_BEFORE_PERCENT = /(^|[\s(:])\+(?=\d+(?:[.,]\d+)?\s?[%٪])/g;
/** "٣،٥": an Arabic comma between digits with no space is the decimal separator some writers type. */
const ARABIC_COMMA_DECIMAL = /(?<![\d،.,])(\d+)،(\d+)(?![\d،.,])/g;
/** A number to dial a few words after a code word: "اتصل بنا على 920001234". */
const CODE_NEAR_WORD = new RegExp(
  `((?<![\\u0621-\\u064A])(?:${CODE_WORDS})(?:\\s[\\u0621-\\u064A]+){1,3}:?\\s)(\\+?\\d[\\d -]{5,}\\d)(?![\\d,]|\\.\\d)`,
  'g',
);
/**
 * A short number to dial a few words after a verb of calling: "اتصل بـ 997", "اتصل بنا على 19999"; a
 * number called is dialled, so it is read digit by digit however short.
 */
const DIALLED_NEAR_CALL = new RegExp(
  `((?<![\\u0621-\\u064A])(?:[وف]?(?:اتصل|اتصلوا|اتصلي|للاتصال|يرجى الاتصال|بالاتصال))(?:\\s[\\u0621-\\u064A]+){0,3}:?\\s(?:بِ)?)(\\d{3,})(?![\\d,]|\\.\\d)`,
  'g',
);
/** The words of a number dialled by now: three digits or more, read one at a time. */
const DIALLED_WORDS = `(?:(?:${digitByDigit('0123456789').split(' ').join('|')})(?:\\s|$)){3,}`;
/**
 * Another number offered with أو a few words after one dialled is dialled too: "اتصل على ٩٩٧
 * للإسعاف أو ٩٩٨ للدفاع المدني".
 */
const OFFERED_INSTEAD = new RegExp(
  `(${DIALLED_WORDS}(?:[\\u0621-\\u064A]+\\s){0,3}(?:أو|او)\\s(?:على\\s)?)(\\d{3,})(?![\\d,]|\\.\\d)`,
  'g',
);
/**
 * A code to type a few words after its name: "رمز التحقق الخاص بك هو 4827", "كلمة المرور المؤقتة:
 * 5521". A code is read digit by digit however short, and whatever stands between.
 */
const CODE_TO_TYPE = new RegExp(
  `((?<![\\u0621-\\u064A])(?:[وف]?(?:ال)?(?:رمز|كود)|الرقم السري|كلمة المرور|كلمة السر)(?:\\s[\\u0621-\\u064A]+){0,4}:?\\s)(\\d{3,8})(?![\\d,]|\\.\\d)`,
  'g',
);
/**
 * A short code to text: "أرسل كلمة اشتراك إلى 5050". A number sent to is a number to dial, read digit
 * by digit, unless a noun it counts follows it.
 */
const TEXTED_TO = new RegExp(
  `((?<![\\u0621-\\u064A])[وف]?(?:أرسل|ارسل|أرسلي|ارسلي|أرسلوا|ارسلوا|أرسلها|ارسلها)(?:\\s[\\u0621-\\u064A]+){0,3}\\s(?:إلى|الى|على)\\s(?:الرقم\\s)?)(\\d{3,6})(?![\\d,]|\\.\\d)`,
  'g',
);
/**
 * A decimal before a scale word: "١٫٥ مليون لتر" is said in whole units, مِلْيُون وَخَمْسُمِئَة أَلْف
 * لِتْر, as a newsreader says it (not "one point five million"); the scale word goes into the number.
 */
const DECIMAL_OF_SCALE =
  /(?<![\d.,])(\d{1,3})\.(\d{1,3})\s?(ألف|آلاف|مليون|ملايين|مليار|مليارات)(?![\u0621-\u064A])/g;
/**
 * A million or a billion and a half is said so: "٢٫٥ مليار" is مِلْيَارَان وَنِصْف مِلْيَار, the whole
 * number and its scale read by the rules after, the half in construct with the scale. Not after a
 * currency sign, whose amount is read whole ($2.5 مليون: مليونان وخمسمئة ألف دولار).
 */
const HALF_OF_SCALE =
  /(?<![\d.,\p{Sc}])([1-9]\d{0,2})\.5\s?(مليون|ملايين|مليار|مليارات)(?![\u0621-\u064A])/gu;
const SCALE_SINGULAR: Record<string, string> = {
  مليون: 'مِلْيُون',
  ملايين: 'مِلْيُون',
  مليار: 'مِلْيَار',
  مليارات: 'مِلْيَار',
};
const SCALE_ZEROS: Record<string, number> = {
  ألف: 3,
  آلاف: 3,
  مليون: 6,
  ملايين: 6,
  مليار: 9,
  مليارات: 9,
};

/** The whole number a decimal of a scale writes: ("1", "5", "مليون") -> "1500000". */
function wholeOfScale(whole: string, fraction: string, scale: string): string {
  const zeros = SCALE_ZEROS[scale];
  return `${whole}${fraction.padEnd(zeros, '0')}`.replace(/^0+(?=\d)/, '');
}

/**
 * A vowelled word read here (وَالرَابِعَة، بِالثَانِي) with a clitic before its article: the article's
 * lam is silent before a sun letter, which espeak-ng doubles only at a word's start, so its shadda
 * is written (وَالرَّابِعَة). Only vowelled words: a caller's bare word stays bare.
 */
const SUN_LETTER_AFTER_CLITIC =
  /(?<=(?:^|[\s(])[وفبكل][\u064E\u0650]?ال)([تثدذرزسشصضطظلن])(?=[\u064E-\u0650])/g;

/** Prepositions a range can follow without its own مِنْ. */
const RANGE_PREPOSITIONS = /^[وف]?(?:في|من|خلال|بعد|قبل|حوالي|حوالى|نحو|لمدة|منذ|على|عن)$/;
/**
 * Words of a team or a competition before two numbers joined by a dash: "فوز المنتخب ٦-٢" is a score
 * too, unless a noun counted after the second number makes it a range ("الفريق ٥-٧ لاعبين").
 */
const SPORT_WORDS =
  /(?:الفريق|فريق|المنتخب|منتخب|النادي|نادي|الدوري|الكأس|البطولة|الديربي)(?:نا|ه|ها|هم)?\s(?:\S+\s){0,4}$/;
/** A minus straight before a digit, not between two numbers (that is a range), is "سالب". */
const MINUS = /(^|[\s(:])[-\u2212](?=\d)/g;

/**
 * "ص. ٤٥" or "ص ٤٥" before a number is a page (after a number, "٩ ص" is a morning hour): الصفحة, whose
 * number the label rule reads as an ordinal (الصَّفْحَة الْخَامِسَة وَالْأَرْبَعُون).
 */
const PAGE = /(?<!\d\s?)(?<![\u0621-\u0652])ص\.?\s?(\d+)(?![\d,:]|\.\d)/g;

/** "١½ ساعة": a whole number and a half before a unit whose half is said as one (quantities.ts). */
const HALF_BEFORE_UNIT =
  /(?<![\d.,])(\d+)\s?½(?=\s?(?:ساعة|يوم|أسبوع|شهر|سنة|عام|كغ|كلغ|كيلوغرام|غرام|غ|لتر|ل|متر|م|كم|كيلومتر|سم|طن|درجة|ميل)(?![\u0621-\u064A]))/g;

export function readNumbers(text: string): string {
  const withCodes = text
    .replace(
      USSD_CODE,
      (_m, code: string) =>
        `نَجْمَة ${code
          .split('*')
          .map((digits) => digitByDigit(digits))
          .join(' نَجْمَة ')} مُرَبَّع`,
    )
    // The prefix gets its vowel here; the words before a number then decide its case as usual.
    .replace(PREFIX_ON_NUMBER, (_m, prefix: string) => PREFIX_VOWELS[prefix])
    .replace(MINUS, '$1سَالِب ')
    .replace(PLUS_BEFORE_PERCENT, '$1زَائِد ')
    .replace(ARABIC_COMMA_DECIMAL, '$1.$2')
    .replace(
      HALF_OF_SCALE,
      (_m, whole: string, scale: string) => `${whole} ${scale} وَنِصْف ${SCALE_SINGULAR[scale]}`,
    )
    .replace(DECIMAL_OF_SCALE, (_m, whole: string, fraction: string, scale: string) =>
      wholeOfScale(whole, fraction, scale),
    )
    .replace(
      CODE_AFTER_WORD,
      // "الهاتف بذاكرة 256 غيغابايت": with an indefinite word between, a noun counted after the number
      // makes it that word's quantity, not a number to dial (but "الرمز السري 1234 فقط" is dialled);
      // a unit or a currency after it always does ("سعر الهاتف الجديد 3499 درهم").
      (match, lead: string, digits: string, offset: number, source: string) =>
        measureFollows(source, offset + match.length)
          ? match
          : /\s(?!ال)[\u0621-\u064A]+\s$/.test(lead.trimStart())
            ? dialledUnlessCounting(match, lead, digits, offset, source)
            : dialled(match, lead, digits),
    )
    .replace(CODE_NEAR_WORD, dialled)
    // A phone number in groups is dialled whole before a verb of calling takes its first group alone
    // ("اتصل بـ 00971 4 123 4567").
    .replace(PHONE, (digits: string) => spokenDigits(digits))
    .replace(SERVICE_NUMBER, (digits: string) => spokenDigits(digits))
    .replace(
      DIALLED_NEAR_CALL,
      // "اتصل بـ ٢٠٠ عميل" counts the people called: a noun after the number keeps it a number.
      dialledUnlessCounting,
    )
    .replace(CODE_TO_TYPE, dialledUnlessCounting)
    .replace(TEXTED_TO, dialledUnlessCounting)
    .replace(OFFERED_INSTEAD, dialledUnlessCounting)
    .replace(COUNTRY_CODE, (match, code: string, offset: number, source: string) =>
      // Before the noun it counts, a plus is "more than" (+٥٠٠ منتج), as after the number.
      ownsNoun(countedNounAfter(source, offset + match.length))
        ? `أَكْثَر مِنْ ${code}`
        : `زَائِد ${cardinalWords(Number(code))}`,
    )
    .replace(AFTER_RAQM, dialled)
    .replace(PAGE, 'الصفحة $1')
    // A half after a whole number and before a unit is its decimal, which the unit reads "and a half".
    .replace(HALF_BEFORE_UNIT, '$1.5');
  const withDates = readDates(readSymbols(withCodes));
  const withTimes = readSlashPairs(readTimes(withDates));
  const withOrdinals = readOrdinals(withTimes);
  const withRanges = readRanges(withOrdinals);
  const withQuantities = readQuantities(withRanges);
  // "وَ" joined to a number that opens on "اِ" takes a wasla, as inside a number (see withWa).
  return readPlainNumbers(readOnes(readDuals(withQuantities)))
    .replace(/وَاِ/g, 'وَٱ')
    .replace(SUN_LETTER_AFTER_CLITIC, '$1\u0651');
}

/** A number matched as one to dial or type (`digits`, after `lead`), read digit by digit. */
function dialled(_match: string, lead: string, digits: string): string {
  return `${lead}${spokenDigits(digits)}`;
}

/** A number matched as one to dial or type, digit by digit, unless a noun it counts follows it. */
function dialledUnlessCounting(
  match: string,
  lead: string,
  digits: string,
  offset: number,
  source: string,
): string {
  return ownsNoun(countedNounAfter(source, offset + match.length))
    ? match
    : dialled(match, lead, digits);
}

function spokenDigits(written: string): string {
  const plus = written.startsWith('+') ? 'زَائِد ' : '';
  return plus + digitByDigit(written.replace(/\D/g, ''));
}

/** The number after a label noun or اليوم as an ordinal agreeing with that noun (the noun kept). */
function ordinalAfterNoun(
  match: string,
  lead: string,
  n: string,
  offset: number,
  source: string,
): string {
  // "رسوم ترجمة الصفحة ١٢ دينارا": a currency or a unit after the number makes it the label's price.
  return Number(n) === 0 || measureFollows(source, offset + match.length)
    ? match
    : `${lead}${ordinal(n, lead.trim(), offset, source)}`;
}

/** `n` as an ordinal agreeing with the noun that opens `label`, in that noun's case. */
function ordinal(n: string, label: string, offset: number, source: string): string {
  const noun = label.split(/\s/)[0];
  // A noun with the article takes no pronoun: its final ه is a ة typed so (الحلقه ٣: stemOf).
  const definite = /^[وف]?(?:[بك]?ال|لل)/.test(noun);
  const gender = genderOfCountedNoun(
    (definite ? stemOf(noun) : withoutPossessive(noun)).replace(/^[بلك](?=.{3})/, ''),
  );
  return ordinalWords(Number(n), gender, ordinalCase(noun, offset, source));
}

function readOrdinals(text: string): string {
  return text
    .replace(ROUND_OF, (match, lead: string, n: string) => {
      if (Number(n) < 2) return match;
      const words = cardinalWords(Number(n), { ...BARE_NUMBER, grammaticalCase: 'oblique' });
      const definite = words
        .split(' وَ')
        .map((part) => (part.startsWith('اِ') ? `الِا${part.slice(2)}` : `ال${part}`))
        .join(' وَ');
      return `${lead}${definite}`;
    })
    .replace(LABEL_AFTER_NOUN, ordinalAfterNoun)
    .replace(
      NUMBER_NAMED,
      (match, lead: string, noun: string, n: string, offset: number, source: string) =>
        measureFollows(source, offset + match.length)
          ? match
          : `${lead}${cardinalWords(Number(n), {
              gender: 'masculine',
              grammaticalCase: ordinalCase(noun, offset, source),
            })}`,
    )
    .replace(DAY_OF, ordinalAfterNoun)
    .replace(
      ORDINAL_AFTER_NOUN,
      (match, lead: string, n: string, offset: number, source: string) => {
        // "الدورة ٩ أشهر": a noun after the number is what it counts, so the number is no ordinal.
        // After a place only a plural or a tamyiz is counted: "المختبر ٤ مهندسين", but "البوابة ١٢ فورًا".
        const after = countedNounAfter(source, offset + match.length);
        const counted = PLACE_STEMS.has(stemOf(lead.trim().split(/\s/)[0]))
          ? countsPeople(after, Number(n)) ||
            (Number(n) >= 11 && /ة$/.test(after) && inPlace(source, offset, lead))
          : ownsNoun(after);
        // "مساحة الشقة ٤٠ م²": a unit after the number measures the place (ordinalAfterNoun).
        return counted ? match : ordinalAfterNoun(match, lead, n, offset, source);
      },
    )
    .replace(DEFINITE_NUMBER, (match, n: string, offset: number, source: string) => {
      if (Number(n) === 0) return match;
      return ordinal(n, arabicWordBefore(source, offset), offset, source);
    });
}

/**
 * A noun with a possessive pronoun as its singular's spelling (ذكراها ذكرى، دفعتها دفعة), which tells
 * its gender; a noun without one as it is.
 */
function withoutPossessive(noun: string): string {
  const match = /^(.{2,}?)(?:هما|هم|ها|كم|نا|ه|ك)$/.exec(noun);
  if (!match) return noun;
  // A ت after three letters or more is a ta marbuta's (دفعتها); after two, the stem's (بيتها، وقتها).
  return match[1].replace(/(?<=.{3})ت$/, 'ة').replace(/ا$/, 'ى');
}

/**
 * An ordinal follows the case of its noun: genitive after a preposition, or a preposition attached to
 * its noun (بالدورة، لذكراها); accusative or genitive after a word that makes its definite noun an
 * object or a second term (احفظ الجزء ٣٠: الثلاثين).
 */
function ordinalCase(noun: string, offset: number, source: string): GrammaticalCase {
  if (/^[وف]?(?:[بك]ال|لل|[بل](?!ال)..)/.test(noun)) return 'oblique';
  const nounStart = source.lastIndexOf(noun, offset);
  const grammaticalCase = caseBefore(source, nounStart < 0 ? offset : nounStart);
  if (grammaticalCase === 'oblique' || nounStart < 0 || !noun.startsWith('ال'))
    return grammaticalCase;
  return TAKES_NOUN_AS_OBJECT_OR_SECOND_TERM.test(
    arabicWordBefore(source, nounStart).replace(/[\u064B-\u0652]/g, ''),
  )
    ? 'oblique'
    : grammaticalCase;
}

/**
 * A word before a definite noun that makes it accusative or genitive, never its subject: a form I
 * imperative or a form IV verb, four letters from a bare alif or a hamza (احفظ الجزء ٣٠، أكمل الدرس
 * ٥); a derived verbal noun, its long a before its last letter (استكمال المرحلة ٢، إنهاء الدرس ٣);
 * a verb whose subject is in its ending (قرأنا، راجعوا، أنهيتم). Not a past of form VII, VIII or X
 * (انتهى الدرس ٥: its subject).
 */
const TAKES_NOUN_AS_OBJECT_OR_SECOND_TERM =
  /^[وف]?(?:[اأ](?!ل)[\u0621-\u064A]{3}|[اإ](?!ل)[\u0621-\u064A]{2,}ا[\u0621-\u064A]|[\u0621-\u064A]{2,}(?:نا|وا|تم))$/;

/**
 * "١٠-١٥ دقيقة" -> "مِنْ عَشْر إِلَى ١٥ دقيقة": the first number is read here, agreeing with the noun after
 * the second; the second is left to the passes after, which see "إِلَى" and read it in the genitive.
 * After بين a range is "بين X وَY".
 */
function readRanges(text: string): string {
  return text.replace(
    RANGE,
    (match, first: string, second: string, offset: number, source: string) => {
      const textBefore = source.slice(Math.max(0, offset - 60), offset);
      const afterSecond = offset + match.length + second.length;
      if (
        SCORE_WORDS.test(textBefore) ||
        (SPORT_WORDS.test(textBefore) && countedNounAfter(source, afterSecond) === '')
      ) {
        // "النتيجة ٢-١" is its predicate, nominative; after a verb ("فاز ٢-١") or بنتيجة, oblique.
        const predicate = /^(?:ال)?نتيجة$/.test(arabicWordBefore(source, offset));
        const form = {
          ...BARE_NUMBER,
          grammaticalCase: predicate ? 'nominative' : 'oblique',
        } as const;
        return `${cardinalWords(Number(first), form)} مُقَابِل `;
      }
      if (Number(first) >= Number(second) || first.startsWith('0')) return match;
      const noun = countedNounAfter(source, afterSecond);
      const gender = genderOfCountedNoun(noun);
      // Two of a sound feminine plural is its singular's dual: "٢-٣ مرات" is مرتين إلى ثلاث مرات.
      const words =
        Number(first) === 2 && /^[\u0621-\u064A]{2,}ات$/.test(noun) && gender === 'feminine'
          ? `${noun.slice(0, -2)}تين`
          : cardinalWords(Number(first), { gender, grammaticalCase: 'oblique' });
      const before = arabicWordBefore(source, offset);
      // "بين عامي ٢٠٢٠-٢٠٢٤": a noun in the dual may stand between بين and the two numbers.
      const twoBack = arabicWordBefore(source, source.lastIndexOf(before, offset));
      if (before.endsWith('بين') || (twoBack.endsWith('بين') && /ي$/.test(before)))
        return `${words} وَ`;
      // After a preposition the range is its object: "خلال ٥-٧ أيام" is "خلال خَمْسَة إِلَى سَبْعَة أيام".
      return RANGE_PREPOSITIONS.test(before) ? `${words} إِلَى ` : `مِنْ ${words} إِلَى `;
    },
  );
}

function readPlainNumbers(text: string): string {
  return text.replace(
    PLAIN_NUMERAL,
    (match, integer: string, fraction: string | undefined, offset: number, source: string) => {
      const noun = countedNounAfter(source, offset + match.length);
      const numeral = thousandsByDot(parseNumeral(integer, fraction), noun);
      const counts = noun !== '' && !numeral.fraction && Number(numeral.integer) <= MAX_CARDINAL;
      const shared = noun === '' ? nounOfJoinedNumber(source, offset + match.length) : '';
      return numeralWords(numeral, {
        gender: counts
          ? genderOfCountedNoun(noun)
          : shared !== '' && !numeral.fraction
            ? genderOfCountedNoun(shared)
            : 'masculine',
        grammaticalCase: yearOwnedByNoun(numeral, noun, source, offset)
          ? 'oblique'
          : caseBefore(source, offset),
        beforeNoun: counts && ownsNoun(noun),
      });
    },
  );
}

/** "٢.٠٠٠ شخص": a dot before three digits, with people or things counted after it, groups thousands. */
function thousandsByDot(numeral: Numeral, noun: string): Numeral {
  const grouped = numeral.fraction?.length === 3 && !numeral.integer.startsWith('0');
  return grouped && ownsNoun(noun) ? { integer: numeral.integer + numeral.fraction } : numeral;
}

/**
 * A year right after a noun completes it in the genitive ("رؤية ٢٠٣٠" -> "رؤية أَلْفَيْن وَثَلَاثِين",
 * "موسم ٢٠٢٤"); a year standing alone, or counting a noun after it, is left to the other rules.
 */
function yearOwnedByNoun(numeral: Numeral, noun: string, text: string, offset: number): boolean {
  const year = Number(numeral.integer);
  if (
    numeral.fraction ||
    noun !== '' ||
    numeral.integer.length !== 4 ||
    year < 1900 ||
    year > 2099
  ) {
    return false;
  }
  return /[\u0621-\u064A]$/.test(arabicWordBefore(text, offset));
}
