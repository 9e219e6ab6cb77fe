import { cardinalWords, constructDual, type GrammaticalCase } from './cardinal.js';
import { countedPhrase, NOUNS } from './counted-noun.js';
import { clockHourWords, ordinalWords } from './ordinal.js';
import { fractionWords } from './fractions.js';
import { measureFollows } from './quantities.js';
import { withWa } from './vowelled.js';
import {
  arabicWordAfter,
  arabicWordBefore,
  caseBefore,
  countedNounAfter,
  ownedWordAfter,
  ownsNoun,
  SCORE_WORDS,
} from './words-around.js';

/** The month names used in Egypt, the Gulf and most media; Levantine "كانون الثاني" forms are a regional choice. */
const MONTHS = [
  'يَنَايِر',
  'فِبْرَايِر',
  'مَارِس',
  'أَبْرِيل',
  'مَايُو',
  'يُونْيُو',
  'يُولْيُو',
  'أُغُسْطُس',
  'سِبْتَمْبَر',
  'أُكْتُوبَر',
  'نُوفَمْبَر',
  'دِيسَمْبَر',
];
/** Hijri months, in the genitive they take after "مِنْ" (ذِي الحِجَّة). */
const HIJRI_MONTHS = [
  'مُحَر\u0651\u064eم',
  'صَفَر',
  'رَبِيع الأول',
  'رَبِيع الآخِر',
  'جُمَادَى الأُولَى',
  'جُمَادَى الآخِرَة',
  'رَجَب',
  'شَعْبَان',
  'رَمَضَان',
  'شَو\u0651\u064eال',
  'ذِي القَعْدَة',
  'ذِي الحِج\u0651\u064eة',
];
/**
 * Month names as writers spell them, with or without their hamza or with ه for their ة, for "٥ مارس"
 * (the fifth of March).
 */
const WRITTEN_MONTHS =
  'يناير|فبراير|مارس|أبريل|إبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون الثاني|شباط|آذار|اذار|نيسان|أيار|ايار|حزيران|تموز|آب|أيلول|ايلول|تشرين الأول|تشرين الاول|تشرين الثاني|كانون الأول|كانون الاول|محرم|صفر|ربيع الأول|ربيع الاول|ربيع الآخر|ربيع الاخر|ربيع الثاني|جمادى الأولى|جمادى الاولى|جمادى الآخرة|جمادى الاخرة|جمادى الآخره|جمادى الاخره|رجب|شعبان|رمضان|شوال|ذو القعدة|ذو الحجة|ذي القعدة|ذي الحجة|ذو القعده|ذو الحجه|ذي القعده|ذي الحجه';

const HIJRI_MARK = String.raw`\s?(?:هـ|ه)(?![\u0621-\u064A])\.?`;
/** The م (ميلادي) written after a Gregorian year: "١٥/٣/٢٠٢٤م". */
const GREGORIAN_MARK = String.raw`\s?م(?![\u0621-\u064A])\.?`;
const ISO_DATE = new RegExp(
  String.raw`(?<![\d/.-])(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?![\d/-]|\.\d)(${HIJRI_MARK}|${GREGORIAN_MARK})?`,
  'g',
);
/** Arab usage is day first: 15/3/2024 is the fifteenth of March; a هـ after the year makes it Hijri. */
const DAY_FIRST_DATE = new RegExp(
  String.raw`(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/-]|\.\d)(${HIJRI_MARK}|${GREGORIAN_MARK})?`,
  'g',
);
/** "١٥/٣" with no year: a slash between a day and a month, unless it is a fraction ("١/٢ كوب"). */
const DAY_MONTH = /(?<![\d/.,-])(\d{1,2})\/(\d{1,2})(?![\d/,-]|\.\d)/g;
/** Words after a date that tell the time or the day: "٣/٥ الساعة ١٠" stays the third of May. */
const TIME_WORD = /^(?:الساعة|الساعه|صباحا|صباحًا|مساء|مساءً|الموافق|القادم|المقبل|الماضي|الجاري)$/;
/** Words after which "٨/٩" is a date even when it could be a fraction, or a word follows it. */
const DATE_CONTEXT =
  /^(?:يوم|اليوم|غدا|أمس|امس|في|بتاريخ|حتى|منذ|من|إلى|الموافق|الأحد|الاثنين|الإثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت)$/;
/** The word for a share, after which "٢/٥" is a fraction, never a date. */
const SHARE_WORD = /^[وف]?(?:ب|ال|بال)?نسبة$/;
const DAY_OF_NAMED_MONTH = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})\s(?=(?:${WRITTEN_MONTHS})(?![\u0621-\u064A]))`,
  'g',
);
/** The month صفر after the "مِنْ" a day of a named month is given above. */
const SAFAR_AFTER_DAY = /(مِنْ )صفر(?![\u0621-\u064A])/g;
/**
 * "١٠-١٥ مارس", "من ١٠ إلى ١٥ مارس", "بين ١٠ و١٢ نوفمبر": a day before a dash, إلى or و and the day of a
 * named month is a day of that month too.
 */
const DAY_RANGE = new RegExp(
  String.raw`(?<![\d.,/:])(\d{1,2})(\s?[-–]\s?|\s(?:إلى|الى|حتى)\s|\sو\u064E?)(?=\d{1,2}\s(?:${WRITTEN_MONTHS})(?![\u0621-\u064A]))`,
  'g',
);
/** The Gregorian month names as typed, with or without their hamza, and their numbers. */
const TYPED_MONTH_NUMBERS: Record<string, number> = {
  يناير: 1,
  فبراير: 2,
  مارس: 3,
  أبريل: 4,
  إبريل: 4,
  ابريل: 4,
  مايو: 5,
  يونيو: 6,
  يوليو: 7,
  أغسطس: 8,
  اغسطس: 8,
  سبتمبر: 9,
  أكتوبر: 10,
  اكتوبر: 10,
  نوفمبر: 11,
  ديسمبر: 12,
};
const TYPED_MONTHS = Object.keys(TYPED_MONTH_NUMBERS).join('|');
/**
 * A typed month name in a date read here: after the مِنْ of its day, or before its year. It is said as
 * in a numeric date (espeak-ng misreads يونيو، نوفمبر bare).
 */
const TYPED_MONTH_IN_DATE = new RegExp(
  String.raw`(?<=مِنْ\s)(?:${TYPED_MONTHS})(?![\u0621-\u064A])|(?<![\u0621-\u064A])(?:${TYPED_MONTHS})(?=\s(?:عَام|أَلْف))`,
  'g',
);

/** "الخامس عشر مِنْ مارس ٢٠٢٤": a year after a day and its month is said with عَام, as in a numeric date. */
const YEAR_AFTER_DAY_OF_MONTH = new RegExp(
  String.raw`(مِنْ\s(?:${WRITTEN_MONTHS})\s)(?=\d{4}(?![\d,:/]|\.\d))`,
  'g',
);
/** Hijri month names of two words, vowelled here: the lexicon reads "ذي الحجة" as الحُجَّة (the argument). */
const DHU_MONTH =
  /(?<![\u0621-\u064A])([وفب]?)(ذو|ذي|ذا)\s(الحج[ةه]|القعد[ةه])(?![\u0621-\u064A])/g;
const JUMADA_MONTH =
  /(?<![\u0621-\u064A])([وفب]?)جمادى\s(ال[أا]ولى|ال[آا]خر[ةه]|ال[أا]ول|ال[آا]خر)(?![\u0621-\u064A])/g;
const DHU: Record<string, string> = { ذو: 'ذُو', ذي: 'ذِي', ذا: 'ذَا' };
const SECOND_WORD: Record<string, string> = {
  الحجة: 'الحِج\u0651\u064eة',
  الحجه: 'الحِج\u0651\u064eة',
  القعدة: 'القَعْدَة',
  القعده: 'القَعْدَة',
  الآخره: 'الآخِرَة',
  الاخره: 'الآخِرَة',
  الأولى: 'الأُولَى',
  الآخرة: 'الآخِرَة',
  الأول: 'الأُولَى',
  الآخر: 'الآخِرَة',
  // Typed without their hamza (جمادى الاخرة).
  الاولى: 'الأُولَى',
  الاخرة: 'الآخِرَة',
  الاول: 'الأُولَى',
  الاخر: 'الآخِرَة',
};
const PREFIX: Record<string, string> = { '': '', و: 'وَ', ف: 'فَ', ب: 'بِ' };

const YEAR_AFTER_MONTH = new RegExp(
  String.raw`((?:${WRITTEN_MONTHS})\s)(\d{4})(?![\d,]|\.\d)(?!${HIJRI_MARK}|\s?م(?![\u0621-\u064A]))`,
  'g',
);
const DURATION = /(?<![\d:.])(\d{1,2}):([0-5]\d):([0-5]\d)(?![\d:])/g;
/**
 * Two parts that measure time rather than tell it: "٢:٣٠ ساعة" (hours and minutes), "٣:٤٥ دقيقة"
 * (minutes and seconds); the unit written after them is said by the reading itself.
 */
const SHORT_DURATION =
  /(?<![\d:.])(\d{1,2}):([0-5]\d)(?![\d:])\s?(ساعة|ساعات|دقيقة|دقائق)(?![\u0621-\u064A])/g;
/** Words before "h:mm" that make it a length of time: "مدة الفيلم ١:٤٥". */
const DURATION_WORDS = /(?:مدة|لمدة|زمن|بزمن|استغرق|استغرقت|يستغرق|تستغرق)\s(?:\S+\s){0,2}$/;
const TIME = /(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?:\s?(ص|م)(?![\u0621-\u064A]))?/g;
/**
 * "الساعة ١٠ صباحًا", "الساعة ٨ م": a lone hour after الساعة, or after تمام, "sharp" (في تمام ٧);
 * "الساعة ٣-٥", "الساعة ٨ حتى ١٢": a span, its second hour a clock hour too.
 */
const HOUR_AFTER_SAA =
  /((?:الساع[ةه]|تمام)\s)(\d{1,2})(?![\d:,]|\.\d)(?:(\s?[-–]\s?|\s(?:إلى|الى|حتى|لغاية)\s)(\d{1,2})(?![\d:,]|\.\d))?(?:\s?(ص|م)(?![\u0621-\u064A]))?/g;
/**
 * Hours written with ص or م and no minutes: "٩ ص" is nine in the morning; a م is an evening hour
 * only beside another such hour ("من ٩ ص إلى ٥ م", "٢ م - ٦ م"), since "٥ م" alone is five metres.
 */
const HOUR_PAIR =
  /(?<![\d:.,])(\d{1,2})\s?(ص|م)(?![\u0621-\u064A])(\s?(?:-|–|إلى|الى|حتى|لل|ل|و\u064E?)\s?)(\d{1,2})\s?(ص|م)(?![\u0621-\u064A])/g;
/**
 * The words of a part of the day after an hour, its tanween maybe (صباحًا، مساءً), or the hour's
 * place against noon or midnight (١ بعد منتصف الليل، ١١ قبل الظهر).
 */
const PART_OF_DAY_AFTER_HOUR =
  '(?:(?:صباح|مساء|ظهر|عصر|فجر|ليل)[\\u064B-\\u0652]*ا?[\\u064B-\\u0652]*|(?:بعد|قبل)\\s(?:منتصف\\sالليل|الظهر|الظهيرة))(?![\\u0621-\\u064A])';
/**
 * "٥ مساءً", "من ٩ صباحًا", "حتى ١ بعد منتصف الليل": an hour with the word of its part of the day
 * after it is a clock hour, said as an ordinal like the hour after الساعة.
 */
const HOUR_BEFORE_PART_OF_DAY = new RegExp(
  `(?<![\\d:.,\\u0621-\\u064A])(\\d{1,2})\\s(?=${PART_OF_DAY_AFTER_HOUR})`,
  'g',
);
/**
 * "من ٩ إلى ٥ مساءً", "٣-٥ عصرًا", "بين ٢ و٤ عصرًا": the first hour of a span whose second has its
 * part of the day.
 */
const HOUR_BEFORE_HOUR_OF_DAY = new RegExp(
  `(?<![\\d:.,\\u0621-\\u064A])(\\d{1,2})(\\s?[-–]\\s?|\\s(?:إلى|الى|حتى)\\s|\\sو\\u064E?\\s?)(?=\\d{1,2}\\s${PART_OF_DAY_AFTER_HOUR})`,
  'g',
);
/**
 * "الساعة ٣.٣٠ م", "٩.١٥ صباحًا": an hour and its minutes split by a dot, after الساعة or before the part
 * of the day, are a time like "٣:٣٠".
 */
const DOTTED_TIME =
  /(?<![\d.,:])(\d{1,2})\.([0-5]\d)(?![\d.,:])(?=\s?(?:ص|صباح|مساء|ظهر|عصر|فجر|ليل)(?:[\u064B-\u0652]*ا?[\u064B-\u0652]*)(?![\u0621-\u064A]))|(?<=الساع[ةه]\s)(\d{1,2})\.([0-5]\d)(?![\d.,:])/g;
/** "٩:٣٠ - ١١:٠٠": two times joined by a dash are a span, said مِنَ ... إِلَى ... */
const TIME_SPAN =
  /(?<![\d:.])(\d{1,2}:[0-5]\d(?:\s?[صم](?![\u0621-\u064A]))?)\s?[-–]\s?(?=\d{1,2}:[0-5]\d(?![\d:]))/g;
const MORNING_HOUR = /(?<![\d:.,])(\d{1,2})\s?ص(?![\u0621-\u064A])/g;
/**
 * "تغلق الصيدلية ١١ م": after a verb of opening, closing, leaving or arriving, حتى or يوميا, or a
 * few words after a morning hour or a time with its minutes and ص or م, a comma between maybe ("تنطلق
 * ٧ ص وتعود ٩ م"، "قبل ٥:٣٠ م، وتبحر عند ٧ م"), a م after an hour is the evening's, not metres.
 */
const EVENING_HOUR =
  /(?<=(?:(?:^|[\s،,])[وف]?(?:يفتح|تفتح|يغلق|تغلق|يبدأ|تبدأ|ينتهي|تنتهي|يعمل|تعمل|يستمر|تستمر|يعود|تعود|ينطلق|تنطلق|يصل|تصل|يستقبل|تستقبل|حتى|لغاية|مفتوح|مفتوحة|يوميا)(?:\s[\u0621-\u064A]+){0,3}|(?:\d\s?ص|\d:[0-5]\d\s?[صم])[،,]?(?:\s[\u0621-\u064A]+){1,3})\s)(\d{1,2})\s?م(?![\u0621-\u064A])/g;
/**
 * "من ٥ إلى ١٠ م"، "بين ٢ و٦ م"، "بعد ٩ م": an hour or a span of two after من، بين، بعد، قبل، عند or
 * حتى, a م after the last, in a sentence that speaks of a day or a time (TIME_CUE): the evening's
 * hours; without such a word, metres ("من ٥ إلى ١٠ م" of a depth).
 */
const EVENING_AFTER_PREPOSITION =
  /(?<=(?:^|[\s،,])[وف]?(?:من|بين|بعد|قبل|عند|حتى)\s)(?:(\d{1,2}(?::[0-5]\d)?)(\s(?:إلى|الى|حتى)\s|\s?و\u064E?\s?|\s?[-–]\s?))?(\d{1,2})\s?م(?![\u0621-\u064A²³])/g;
/** Words of a day or a time of it, which make a م after an hour in their sentence the evening's. */
const TIME_CUE =
  /(?:^|[\s،,])[وف]?(?:[بل]?ال|لل|[بل])?(?:يوم|يوميا|ساع[ةه]|دوام|صباح|ظهر|عصر|مساء|ليل|أحد|احد|اثنين|إثنين|ثلاثاء|أربعاء|اربعاء|خميس|جمع[ةه]|سبت|ص)(?![\u0621-\u064A])/;

/** What ends a sentence. */
const SENTENCE_ENDS = ['.', '!', '؟', '?', '\n'];

/** The sentence around `at`: from the last sentence end before it to the next. */
function sentenceAround(source: string, at: number): string {
  const start = Math.max(...SENTENCE_ENDS.map((end) => source.lastIndexOf(end, at)));
  const ends = SENTENCE_ENDS.map((end) => source.indexOf(end, at)).filter((i) => i >= 0);
  return source.slice(start + 1, ends.length > 0 ? Math.min(...ends) : source.length);
}

/**
 * Hours of work or of visits and two hours joined by a dash or إلى: "ساعات العمل ٩-٥"، "الدوام من ٨
 * إلى ٤" are the hours of the clock, مِنَ التَّاسِعَةِ إِلَى الْخَامِسَةِ.
 */
const WORKING_HOURS =
  /((?:ساعات|أوقات|مواعيد)\s(?:العمل|الدوام|الزيارة|العمل الرسمية)|الدوام|الدوام الرسمي)(\s?:?\s)(من\s)?(\d{1,2})\s?(?:-|–|إلى|الى|حتى)\s?(\d{1,2})(?![\d:.,]|\s?[صم](?![\u0621-\u064A]))/g;
/** Written after a time, these already say the part of the day: ours would be said twice. */
const PART_OF_DAY_WORD = /^(?:صباح|مساء|ظهر|عصر|ليل|فجر|بعد|قبل)/;

/** The word between two hours of a span: a written one kept, a dash said إِلَى. */
const spanWord = (joiner: string) => (/[-–]/.test(joiner) ? 'إِلَى' : joiner.trim());

const yearWords = (year: number) =>
  cardinalWords(year, { gender: 'masculine', grammaticalCase: 'oblique' });

export function readDates(text: string): string {
  return (
    text
      .replace(ISO_DATE, numericDate('year first'))
      .replace(DAY_FIRST_DATE, numericDate('day first'))
      .replace(DAY_MONTH, (match, day: string, month: string, at: number, source: string) => {
        const fraction = fractionWords(+day, +month, caseBefore(source, at));
        const countsNoun = ownsNoun(countedNounAfter(source, at + match.length));
        const dated = DATE_CONTEXT.test(
          arabicWordBefore(source, at).replace(/[\u064B-\u0652]/g, ''),
        );
        // A noun after it makes any named fraction ("٥/٨ كوب"), as does a definite noun or من it is
        // a part of ("٣/٥ المشاركين", "٧/١٠ من الطلاب"); alone, only halves to quarters are more likely
        // fractions than dates.
        const partOf = /^(?:من|ال[\u0621-\u064A]{2,})$/.test(
          arabicWordAfter(source, at + match.length),
        );
        const timeAfter = TIME_WORD.test(arabicWordAfter(source, at + match.length));
        // After the word for a share it is one: "بنسبة ٢/٥"; so after more or less than (بأكثر من ١/٣).
        const before = arabicWordBefore(source, at).replace(/[\u064B-\u0652]/g, '');
        // A part of a plural named after من is one even where a date could stand (في ٣/٤ من الحالات).
        const afterWord = arabicWordAfter(source, at + match.length);
        const ofPlural =
          afterWord === 'من' &&
          /^ال[\u0621-\u064A]{2,}(?:ات|ين|ون)$/.test(
            arabicWordAfter(
              source,
              source.indexOf(afterWord, at + match.length) + afterWord.length,
            ),
          );
        const share =
          ofPlural ||
          SHARE_WORD.test(before) ||
          (/^[وف]?من$/.test(before) &&
            /^[وفب]?(?:أكثر|اكثر|أقل|اقل)$/.test(
              arabicWordBefore(source, source.lastIndexOf(before, at)),
            ));
        if (
          fraction &&
          (countsNoun || share || (!dated && (+month <= 4 || (partOf && !timeAfter))))
        ) {
          // A dual fraction owning the noun after it loses its nun: "ثُلُثَا كوب", "ثُلُثَيْ الكمية".
          return +day === 2 && ownedWordAfter(source, at + match.length)
            ? constructDual(fraction)
            : fraction;
        }
        // A word after a date (يوم ١٤/٣ وسيصلك) counts no noun where no fraction is named.
        if ((countsNoun && !dated) || !validDate(+day, +month)) return match;
        return `${ordinalWords(+day, 'masculine', caseBefore(source, at))} مِنْ ${MONTHS[+month - 1]}`;
      })
      .replace(DAY_RANGE, (match, day: string, between: string, at: number, source: string) => {
        if (!validDate(+day, 1)) return match;
        const dash = /[-–]/.test(between);
        // "١٠-١٥ مارس" is said "مِنَ العَاشِرِ إِلَى ...", unless a من before it already says the "from".
        const fromWritten = /^[وف]?من$/.test(arabicWordBefore(source, at));
        const first = ordinalWords(+day, 'masculine', dash ? 'oblique' : caseBefore(source, at));
        if (!dash) return `${first}${between}`;
        return `${fromWritten ? '' : 'مِنَ '}${first} إِلَى `;
      })
      .replace(DAY_OF_NAMED_MONTH, (match, day: string, at: number, source: string) =>
        validDate(+day, 1)
          ? `${ordinalWords(+day, 'masculine', caseBefore(source, at))} مِنْ `
          : match,
      )
      .replace(YEAR_AFTER_DAY_OF_MONTH, '$1عَام ')
      // صفر after a day is the month صَفَر, not the lexicon's صِفْر, "zero".
      .replace(SAFAR_AFTER_DAY, '$1صَفَر')
      .replace(YEAR_AFTER_MONTH, (_m, month: string, year: string) => `${month}${yearWords(+year)}`)
      .replace(TYPED_MONTH_IN_DATE, (typed: string) => MONTHS[TYPED_MONTH_NUMBERS[typed] - 1])
      .replace(
        DHU_MONTH,
        // After من (a day of the month's), في or bi- ذو is genitive: التَّاسِع مِنْ ذِي الحِجَّة.
        (_m, prefix: string, dhu: string, second: string, at: number, source: string) => {
          const genitive = prefix === 'ب' || /(?:^|\s)(?:مِنْ|من|في|فِي)\s$/.test(source.slice(0, at));
          return `${PREFIX[prefix]}${DHU[genitive ? 'ذي' : dhu]} ${SECOND_WORD[second]}`;
        },
      )
      .replace(
        JUMADA_MONTH,
        (_m, prefix: string, second: string) => `${PREFIX[prefix]}جُمَادَى ${SECOND_WORD[second]}`,
      )
  );
}

/**
 * The replacer of a numeric date pattern (three numbers with one separator repeated, then an optional
 * هـ): ISO dates put the year first, Arab usage the day.
 */
function numericDate(order: 'year first' | 'day first') {
  return (
    match: string,
    first: string,
    _sep: string,
    month: string,
    last: string,
    mark: string | undefined,
    at: number,
    source: string,
  ) => {
    const [written, year] = order === 'year first' ? [+last, +first] : [+first, +last];
    let [day, monthNumber] = [written, +month];
    // "٣/١٥/٢٠٢٤" can only be month first, as American forms write it.
    if (order === 'day first' && day <= 12 && monthNumber > 12)
      [day, monthNumber] = [monthNumber, day];
    const gregorian = !!mark && /م/.test(mark);
    const hijri = (!!mark && !gregorian) || (!gregorian && isHijriYear(year));
    const words = dateWords(
      match,
      { day, month: monthNumber, year, hijri },
      caseBefore(source, at),
    );
    return gregorian && words !== match ? `${words} مِيلَادِي\u0651\u064eة` : words;
  };
}

/** A numeric date whose year is 1300 to 1500 is Hijri (1445 هـ is 2023-24), with or without هـ. */
function isHijriYear(year: number): boolean {
  return year >= 1300 && year <= 1500;
}

function validDate(day: number, month: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

interface CalendarDate {
  day: number;
  month: number;
  year: number;
  hijri?: boolean;
}

/** "الخَامِسَ عَشَر مِنْ مَارِس عَام أَلْفَيْن …": the day is an ordinal in the case the sentence gives it. */
function dateWords(original: string, date: CalendarDate, dayCase: GrammaticalCase): string {
  if (!validDate(date.day, date.month)) return original;
  // "عام" governs the genitive, hence "أَلْفَيْن" rather than "أَلْفَان".
  const months = date.hijri ? HIJRI_MONTHS : MONTHS;
  const era = date.hijri ? ' لِلْهِجْرَة' : '';
  const day = ordinalWords(date.day, 'masculine', dayCase);
  return `${day} مِنْ ${months[date.month - 1]} عَام ${yearWords(date.year)}${era}`;
}

export function readTimes(text: string): string {
  return text
    .replace(
      WORKING_HOURS,
      (match, hours: string, gap: string, from, start: string, end: string) =>
        +start >= 1 && +start <= 12 && +end >= 1 && +end <= 12
          ? `${hours}${gap}${from ?? 'مِنَ '}${clockHourWords(+start)} إِلَى ${clockHourWords(+end)}`
          : match,
    )
    .replace(
      HOUR_PAIR,
      (match, from: string, fromPart: string, between: string, to: string, toPart: string) =>
        +from >= 1 && +from <= 12 && +to >= 1 && +to <= 12
          ? /[-–]/.test(between)
            ? `مِنَ ${hourOfDay(+from, fromPart)} إِلَى ${hourOfDay(+to, toPart)}`
            : `${hourOfDay(+from, fromPart)}${between}${hourOfDay(+to, toPart)}`
          : match,
    )
    .replace(
      EVENING_AFTER_PREPOSITION,
      (
        match,
        from: string | undefined,
        between: string | undefined,
        to: string,
        at: number,
        source: string,
      ) => {
        const hour = (h: string | undefined) =>
          h === undefined || (+h.split(':')[0] >= 1 && +h.split(':')[0] <= 12);
        // A first time with its minutes (من ٢:١٥ إلى ٤ م) is one, and says the second is an hour.
        const clock = from?.includes(':');
        if (!hour(from) || !hour(to) || (!clock && !TIME_CUE.test(sentenceAround(source, at))))
          return match;
        const evening = hourOfDay(+to, 'م');
        if (from === undefined) return evening;
        // The time with its minutes is read later, with the others (TIME_SPAN, the clock's words).
        const first = clock ? from : clockHourWords(+from);
        const joiner = between!.trim();
        return /^و/.test(joiner)
          ? `${first} ${withWa(evening)}`
          : `${first} ${spanWord(between!)} ${evening}`;
      },
    )
    .replace(EVENING_HOUR, (match, hour: string) =>
      +hour >= 1 && +hour <= 12 ? hourOfDay(+hour, 'م') : match,
    )
    .replace(DOTTED_TIME, (match, h1?: string, m1?: string, h2?: string, m2?: string) => {
      const [hour, minute] = h1 === undefined ? [h2!, m2!] : [h1, m1!];
      return +hour <= 23 ? `${hour}:${minute}` : match;
    })
    .replace(TIME_SPAN, (_m, from: string, at: number, source: string) => {
      const fromWritten = /^[وف]?من$/.test(arabicWordBefore(source, at));
      return `${fromWritten ? '' : 'مِنَ '}${from} إِلَى `;
    })
    .replace(DURATION, (_m, h: string, m: string, s: string, at: number, source: string) =>
      durationWords([+h, +m, +s], caseBefore(source, at)),
    )
    .replace(
      SHORT_DURATION,
      (_m, a: string, b: string, unit: string, at: number, source: string) => {
        const parts = unit.startsWith('س') ? [+a, +b, 0] : [0, +a, +b];
        return durationWords(parts, caseBefore(source, at));
      },
    )
    .replace(
      TIME,
      (
        _match,
        hour: string,
        minute: string,
        meridiem: string | undefined,
        offset: number,
        source: string,
      ) => {
        if (!meridiem && DURATION_WORDS.test(source.slice(Math.max(0, offset - 50), offset))) {
          return durationWords([+hour, +minute, 0], caseBefore(source, offset));
        }
        const said = arabicWordAfter(source, offset + _match.length);
        // "من ٩:٠٠ إلى ١٧:٠٠": a morning hour before an afternoon one says its part of the day too.
        const next = /^\s?(?:إ[\u064B-\u0652]*ل[\u064B-\u0652]*ى|الى|حتى)\s?(\d{1,2}):\d{2}/.exec(
          source.slice(offset + _match.length),
        );
        const morning = !meridiem && +hour < 12 && !!next && +next[1] >= 13 ? 'ص' : meridiem;
        const before = arabicWordBefore(source, offset).replace(/[\u064B-\u0652]/g, '');
        // After a preposition the hour is its object, genitive, and said without السَّاعَة, as written:
        // "في ٦:٤٨ م" is فِي السَّادِسَةِ وَثَمَانٍ وَأَرْبَعِينَ دَقِيقَةً.
        const afterPreposition =
          /^[وف]?(?:من|إلى|الى|حتى|لغاية|في|عند|بعد|قبل|منذ|حوالي|حوالى|نحو|قرابة)$/.test(before);
        const words = timeWords(+hour, +minute, morning, PART_OF_DAY_WORD.test(said), {
          minutesCase:
            afterPreposition || hourIsAdverb(source, offset, before) ? 'oblique' : 'nominative',
        });
        if (afterPreposition) return words;
        return /الساع[ةه]$/.test(before) ? words : `السَاعَة ${words}`;
      },
    )
    .replace(
      HOUR_AFTER_SAA,
      (
        match,
        lead: string,
        hour: string,
        joiner: string | undefined,
        until: string | undefined,
        meridiem: string | undefined,
        at: number,
        source: string,
      ) => {
        const valid = (h: number) => h >= 1 && h <= 24;
        if (!valid(+hour) || (until !== undefined && !valid(+until))) return match;
        // "سعر الساعة ١٥ ريالا": a currency or a unit after the number makes it the hour's price.
        if (meridiem === undefined && measureFollows(source, at + match.length)) return match;
        const word = (h: number) => clockHourWords(((h + 11) % 12) + 1);
        // "الساعة ٣-٥": a span of hours, "بين الساعة ٣-٥" the hours it lies between.
        const between = /بين$/.test(arabicWordBefore(source, at));
        const last = until === undefined ? +hour : +until;
        const words =
          until === undefined
            ? word(+hour)
            : `${word(+hour)} ${between ? withWa(word(+until)) : `${spanWord(joiner!)} ${word(+until)}`}`;
        return meridiem ? `${lead}${words} ${partOfDay(last, meridiem)}` : `${lead}${words}`;
      },
    )
    .replace(
      HOUR_BEFORE_HOUR_OF_DAY,
      (match, hour: string, between: string, at: number, source: string) => {
        if (+hour < 1 || +hour > 12) return match;
        // "فاز الهلال ٣-١ مساء أمس": after a word of a match the two numbers are its score.
        if (isScore(source, at, between)) return match;
        if (!/[-–]/.test(between)) return `${clockHourWords(+hour)}${between}`;
        const fromWritten = /^[وف]?من$/.test(arabicWordBefore(source, at));
        return `${fromWritten ? '' : 'مِنَ '}${clockHourWords(+hour)} إِلَى `;
      },
    )
    .replace(HOUR_BEFORE_PART_OF_DAY, (match, hour: string, at: number, source: string) =>
      +hour >= 1 && +hour <= 12 && !isScoreSecond(source, at) ? `${clockHourWords(+hour)} ` : match,
    )
    .replace(MORNING_HOUR, (match, hour: string) =>
      +hour >= 1 && +hour <= 12 ? hourOfDay(+hour, 'ص') : match,
    );
}

/** Whether the numbers a dash joins at `at` follow a word of a match: a score, no span of hours. */
function isScore(source: string, at: number, between: string): boolean {
  return /[-–]/.test(between) && SCORE_WORDS.test(source.slice(Math.max(0, at - 60), at));
}

/** Whether the number at `at` is the second of a score ("٣-١ مساء" after فاز). */
function isScoreSecond(source: string, at: number): boolean {
  const first = /(\d{1,2})\s?[-–]\s?$/.exec(source.slice(Math.max(0, at - 8), at));
  return !!first && isScore(source, at - first[0].length, '-');
}

/** "التَاسِعَة صَبَاحًا": a twelve-hour hour and the part of the day its ص or م says. */
function hourOfDay(hour12: number, meridiem: string): string {
  return `${clockHourWords(hour12)} ${partOfDay(hour12, meridiem)}`;
}

/** "٢:٠٥:٣٠" is a race time, not a clock time: hours, minutes and seconds. */
function durationWords(values: number[], grammaticalCase: GrammaticalCase): string {
  const nouns = [NOUNS.hour, NOUNS.minute, NOUNS.second];
  return (
    values
      // One of a unit is the noun alone: "سَاعَة وَخَمْس دَقَائِق".
      .map((value, i) =>
        value === 1
          ? nouns[i].singular
          : value > 1
            ? countedPhrase(value, nouns[i], grammaticalCase)
            : '',
      )
      .filter(Boolean)
      .map((part, i) => (i === 0 ? part : withWa(part)))
      .join(' ')
  );
}

/** Clock time the way it is said: twelve-hour ordinal hour, quarter/half/third, and the part of the day. */
/**
 * Whether a written الساعة before the time is an adverb of time or governed (يصل القطار الساعةَ
 * السابعةَ وأربعين دقيقةً، في الساعةِ ...): any word before it leaves it no subject, so the minutes joined
 * to the hour are not nominative. At the head of the sentence (الساعة ٧:٤٠) the reading stays nominative.
 */
function hourIsAdverb(source: string, offset: number, before: string): boolean {
  if (!/^[وفبل]?(?:ال|ل)ساع[ةه]$/.test(before)) return false;
  return arabicWordBefore(source, source.lastIndexOf(before, offset)) !== '';
}

function timeWords(
  hour24: number,
  minute: number,
  /** ص (morning) or م (evening), as written after the time. */
  meridiem: string | undefined,
  partOfDayFollows: boolean,
  { minutesCase }: { minutesCase: GrammaticalCase } = { minutesCase: 'nominative' },
): string {
  const hourWord = (h: number) => clockHourWords(((h + 11) % 12) + 1);
  let phrase: string;
  if (minute === 0) phrase = hourWord(hour24);
  else if (minute === 15) phrase = `${hourWord(hour24)} وَالر\u0651\u064fبْع`;
  else if (minute === 30) phrase = `${hourWord(hour24)} وَالن\u0651\u0650صْف`;
  else if (minute === 45) phrase = `${hourWord(hour24 + 1)} إِل\u0651\u064eا رُبْعًا`;
  else phrase = `${hourWord(hour24)} ${withWa(countedPhrase(minute, NOUNS.minute, minutesCase))}`;
  // The part of the day is the hour's that is said: ١٤:٤٥ is "three but a quarter", in the afternoon.
  const saidHour = minute === 45 ? (hour24 + 1) % 24 : hour24;
  const period = partOfDayFollows ? null : partOfDay(saidHour, meridiem);
  return period ? `${phrase} ${period}` : phrase;
}

/** Only say the part of the day when the writer made it explicit: a 24-hour time or a ص/م marker. */
function partOfDay(hour24: number, meridiem: string | undefined): string | null {
  if (meridiem === 'ص') return 'صَبَاحًا';
  // "١٢ م" is noon, the first hour after midday.
  if (meridiem === 'م') return hour24 === 12 ? 'ظُهْرًا' : 'مَسَاءً';
  if (hour24 >= 17) return 'مَسَاءً';
  if (hour24 >= 15) return 'عَصْرًا';
  if (hour24 > 12) return 'ظُهْرًا';
  if (hour24 === 0) return 'لَيْلًا';
  return null;
}
