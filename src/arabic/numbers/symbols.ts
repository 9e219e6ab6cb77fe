import { fractionWords, isNamedFraction, mixedNumberWords, VULGAR_FRACTIONS } from './fractions.js';
import { cardinalWords, constructDual } from './cardinal.js';
import { definite, withWa } from './vowelled.js';
import { caseBefore, countedNounAfter, ownedWordAfter, ownsNoun } from './words-around.js';

/**
 * Symbols written between or after numbers, said as Arabic says them before the numbers are read:
 * a multiplication sign is "فِي" (٢٠×٣٠), a plus after a number is "فَمَا فَوْق" (١٨+), a plus-minus sign "زَائِد أَوْ نَاقِص", and a fraction
 * character (¾, ٢½) is its fraction in words.
 */

/** A multiplication sign, or a Latin x or an asterisk standing for one, between two numbers. */
const TIMES = /(\d)\s?[×xX*]\s?(?=\d)/g;
/** Arithmetic between two numbers: "٥ + ٣ = ٨" is "خَمْسَة زَائِد ثَلَاثَة يُسَاوِي ثَمَانِيَة". */
const PLUS_BETWEEN = /(\d)\s?\+\s?(?=\d)/g;
const DIVIDED_BY = /(\d)\s?÷\s?(?=\d)/g;
/** "=" before a number, after a number or a word ("٢ تَكْعِيب = ٨", "س = ٥"). */
const EQUALS = /(\d|[\u0621-\u064A]|[\u064B-\u0652])\s?=\s?(?=[\d-])/g;
/** A minus inside a sum that has an equals sign after it ("٧ - ٣ = ٤"), not a range. */
const MINUS_IN_SUM = /(\d)\s?[-−]\s?(?=\d+\s?=)/g;
/**
 * Comparisons: between two terms they are the mathematical relation ("س > ٥"), before a lone
 * quantity a bound ("> ٤٠ درجة" is more than forty degrees).
 */
const COMPARISON = /(\S?)\s*([≥≤><])\s*(?=\d)/g;
const RELATIONS: Record<string, [between: string, bound: string]> = {
  '>': ['أَكْبَر مِنْ', 'أَكْثَر مِنْ'],
  '<': ['أَصْغَر مِنْ', 'أَقَل\u0651 مِنْ'],
  '≥': ['أَكْبَر مِنْ أَوْ يُسَاوِي', 'أَكْثَر مِنْ أَوْ يُسَاوِي'],
  '≤': ['أَصْغَر مِنْ أَوْ يُسَاوِي', 'أَقَل\u0651 مِنْ أَوْ يُسَاوِي'],
};
/**
 * "≈": between two terms "يُسَاوِي تَقْرِيبًا" ("س ≈ ٣"), before a lone quantity "about" ("القيمة ≈
 * ٣٫١٤", like ~).
 */
const ABOUT_EQUAL = /(\S?)\s*≈\s*(?=\d)/g;
/** A number squared or cubed by a superscript ("٥²"); after a unit (م²) the sign is the unit's. */
const POWER = /(\d)\s?([²³])(?![\u0621-\u064A])/g;
const POWERS: Record<string, string> = { '²': 'تَرْبِيع', '³': 'تَكْعِيب' };
/** "~٥٠": about fifty ("حَوَالَيْ"), unless حوالي or نحو is already written before it. */
const TILDE = /(^|\s)~\s?(?=\d)/g;
/**
 * A ratio after the word for it, its ة typed as ه too: "بنسبة ١:٣" and "نسبة ٣/١" are "وَاحِد إِلَى
 * ثَلَاثَة", no clock time and no date, and a mix's three terms "بنسبة ١:٢:٤" "وَاحِد إِلَى اثْنَيْن إِلَى
 * أَرْبَعَة"; a slash there that makes a named fraction ("بنسبة ١/٣") is left to the fraction reader.
 */
const RATIO =
  /((?<![\u0621-\u064A])(?:[وف]?(?:ب|ال|بال)?(?:نسب[ةه]|معدل|مقياس)|النسب[ةه])\s)(\d+)\s?([:/])\s?(\d+)(?:\s?:\s?(\d+))?(?![\d/])/g;
/**
 * A ratio with a colon a word or two after نسبة, naming what is compared: "نسبة الخلط ١:٣", "بنسبة عرض
 * ١٦:٩". A slash there may be a date or a fraction, so only the colon.
 */
const RATIO_OF_SOMETHING =
  /((?<![\u0621-\u064A])(?:[وف]?(?:ب|ال|بال)?(?:نسب[ةه]|مقياس)|النسب[ةه])(?:\s[\u0621-\u064A]+){1,3}\s)(\d+)\s?:\s?(\d+)(?:\s?:\s?(\d+))?(?![\d/:])/g;
/**
 * A ratio's terms, abstract numbers in the genitive (the first completes نسبة، each other follows
 * إِلَى): a noun after the ratio is none of theirs ("بنسبة عرض ١٦:٩ ودقة عالية").
 */
function ratioWords(...terms: (string | undefined)[]): string {
  return terms
    .filter((n) => n !== undefined)
    .map((n) => cardinalWords(Number(n), { gender: 'masculine', grammaticalCase: 'oblique' }))
    .join(' إِلَى ');
}

/** A plus-minus sign: "زَائِد أَوْ نَاقِص" (١٠ ± ٠٫٥، ±٢٪). */
const PLUS_MINUS = /\s*±\s*/g;
/**
 * A plus after a number and not before another (a phone's leading + is read earlier): "and above"
 * ("للأعمار ١٨+"), or before the noun it counts "more than" ("١٠٠+ منتج" is أَكْثَر مِنْ مِئَة مُنْتَج).
 */
const AND_ABOVE = /(\d+(?:[.,]\d+)?)\s?\+(?![\d+])/g;
/** "أكثر من" already written before the number: the plus says nothing more. */
const MORE_THAN_WRITTEN = /(?:أكثر|اكثر)\s+[وف]?من\s*$/;
/** "١٢ ساعة/يوم", "٥٠٠ ريال/شهر": a slash before a time word after a word is "in the" (فِي اليَوْم). */
const PER_TIME =
  /(?<=[\u0621-\u064A]|[\u064B-\u0652])\s?\/\s?(يوم|ساعة|أسبوع|شهر|سنة|عام|ليلة)(?![\u0621-\u064A])/g;
const TIME_WORDS: Record<string, string> = {
  يوم: 'يَوْم',
  ساعة: 'سَاعَة',
  أسبوع: 'أُسْبُوع',
  شهر: 'شَهْر',
  سنة: 'سَنَة',
  عام: 'عَام',
  ليلة: 'لَيْلَة',
};

/**
 * A slash left between two numbers once dates and fractions are read: a pair of values said with
 * "عَلَى" ("٣٠/٤٠ سم", "ضغط ١٢٠/٨٠"). Years (four digits) and numbers opening on 0 are left alone.
 */
const SLASH_PAIR =
  /(?<![\d/.,])(?!0\d)(\d{1,3}(?:[.,]\d+)?)\s?\/\s?(?=\d{1,3}(?:[.,]\d+)?(?![\d/]))/g;
/** A fraction character, after a whole number or a one-letter prefix ("و½ ملعقة"): وَنِصْف. */
const VULGAR = new RegExp(
  `(?:(\\d+)\\s?|(?<![\\u0621-\\u064A])([وب])\\s?)?([${Object.keys(VULGAR_FRACTIONS).join('')}])`,
  'g',
);
const PREFIX_VOWELS: Record<string, string> = { و: 'وَ', ب: 'بِ' };

export function readSymbols(text: string): string {
  return text
    .replace(POWER, (_m, digit: string, power: string) => `${digit} ${POWERS[power]}`)
    .replace(TIMES, '$1 فِي ')
    .replace(PLUS_MINUS, (_m, at: number) => `${at === 0 ? '' : ' '}زَائِد أَوْ نَاقِص `)
    .replace(PLUS_BETWEEN, '$1 زَائِد ')
    .replace(
      RATIO,
      (match, lead: string, first: string, sign: string, second: string, third?: string) =>
        sign === '/' && (third !== undefined || isNamedFraction(+first, +second))
          ? match
          : lead + ratioWords(first, second, third),
    )
    .replace(
      RATIO_OF_SOMETHING,
      (_m, lead: string, first: string, second: string, third?: string) =>
        lead + ratioWords(first, second, third),
    )
    .replace(MINUS_IN_SUM, '$1 نَاقِص ')
    .replace(DIVIDED_BY, '$1 مَقْسُومًا عَلَى ')
    .replace(EQUALS, '$1 يُسَاوِي ')
    .replace(COMPARISON, (_m, before: string, sign: string) => {
      const [between, bound] = RELATIONS[sign];
      const afterTerm = /[\dA-Za-z)]/.test(before);
      return `${before}${before ? ' ' : ''}${afterTerm ? between : bound} `;
    })
    .replace(ABOUT_EQUAL, (_m, before: string) => {
      const afterTerm = /[\dA-Za-z)]/.test(before);
      return `${before}${before ? ' ' : ''}${afterTerm ? 'يُسَاوِي تَقْرِيبًا' : 'حَوَالَيْ'} `;
    })
    .replace(TILDE, (_m, space: string, at: number, source: string) =>
      /(?:حوالي|حوالى|نحو|تقريبا)\s*$/.test(source.slice(Math.max(0, at - 12), at))
        ? space
        : `${space}حَوَالَيْ `,
    )
    .replace(PER_TIME, (_m, time: string) => ` فِي ${definite(TIME_WORDS[time])}`)
    .replace(AND_ABOVE, (match, n: string, at: number, source: string) => {
      if (!ownsNoun(countedNounAfter(source, at + match.length))) return `${n} فَمَا فَوْق`;
      return MORE_THAN_WRITTEN.test(source.slice(Math.max(0, at - 12), at)) ? n : `أَكْثَر مِنْ ${n}`;
    })
    .replace(
      VULGAR,
      (
        match,
        whole: string | undefined,
        prefix: string | undefined,
        symbol: string,
        at: number,
        source: string,
      ) => {
        const [numerator, denominator] = VULGAR_FRACTIONS[symbol];
        // After بِ the fraction is genitive; after وَ it takes the case the words before give.
        const grammaticalCase = prefix === 'ب' ? 'oblique' : caseBefore(source, at);
        const words = fractionWords(numerator, denominator, grammaticalCase)!;
        // A dual fraction (not a plural such as أَثْمَان) owning the noun after it loses its nun: "ثُلُثَا الطلاب".
        const owns = numerator === 2 && ownedWordAfter(source, at + match.length) !== '';
        const fraction = owns ? constructDual(words) : words;
        if (whole) return mixedNumberWords(Number(whole), fraction, grammaticalCase);
        return prefix === 'و'
          ? withWa(fraction)
          : `${prefix ? PREFIX_VOWELS[prefix] : ''}${fraction}`;
      },
    );
}

/** The slash of a pair of values (see SLASH_PAIR); run once dates and fractions have taken theirs. */
export function readSlashPairs(text: string): string {
  return text.replace(SLASH_PAIR, '$1 عَلَى ');
}
