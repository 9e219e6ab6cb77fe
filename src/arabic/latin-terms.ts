/**
 * Latin terms inside Arabic text that the Arabic voice should say: acronyms spelled with Arabic letter
 * names ("WHO" -> "دَبْلِيُو إِتْش أُو", not the English word "who"), and so a capital alone between
 * Arabic words and the letter of a label (14A); currency codes and units after a number turned into
 * the Arabic words the number reader knows ("50 SAR" -> "50 ريال سعودي"), the number's English marks
 * it reads in Arabic (1st -> الـ1, 10:30 AM -> صباحًا, 15 March -> مارس, ext. -> تحويلة), a version of
 * three parts with its dots said, and hashtags read as their words. Runs before the text is split by
 * language, so that these never reach the English voice; a term with no Arabic word on either side is
 * left to the English voice.
 */

import { LATIN_CLITICS, LONE_LATIN_CLITICS, vowelledClitics } from './latin-clitics.js';
import { digitByDigit, type NumberForm } from './numbers/cardinal.js';
import { integerWords } from './numbers/numeral.js';
import { readNumbers } from './numbers/read-numbers.js';

/**
 * Arabic names of the Latin letters, vowelled as espeak-ng reads them right (a sukun keeps the long
 * vowel of آر from being read twice; on the ي of واي it makes it the glide of "why", [wa:j], not a
 * vowel; آي needs one on both letters to be [a:j], a sukun on one alone says [a:i] or [a:i:]); every
 * name carries a mark, so no lexicon re-vowels it.
 */
export const LETTER_NAMES: Record<string, string> = {
  A: 'إِيه',
  B: 'بِي',
  C: 'سِي',
  D: 'دِي',
  E: 'إِي',
  F: 'إِف',
  G: 'جِي',
  H: 'إِتْش',
  I: 'آ\u0652ي\u0652',
  J: 'جِيه',
  K: 'كِيه',
  L: 'إِل',
  M: 'إِم',
  N: 'إِن',
  O: 'أُو',
  P: 'بِي',
  Q: 'كِيُو',
  R: 'آرْ',
  S: 'إِس',
  T: 'تِي',
  U: 'يُو',
  V: 'فِي',
  W: 'دَبْلِيُو',
  X: 'إِكْس',
  Y: 'وَايْ',
  Z: 'زِد',
};

/** Acronyms said as a word in Arabic news ("ناسا", "أوبك"), not spelled. */
const ACRONYM_WORDS: Record<string, string> = {
  NASA: 'نَاسَا',
  OPEC: 'أوبك',
  NATO: 'نَاتُو',
  UNESCO: 'يُونِسْكُو',
  UNICEF: 'يُونِيسِف',
  FIFA: 'فِيفَا',
  ISO: 'أَيْزُو',
  SIM: 'سِيم',
  COVID: 'كُوفِيد',
};

/** Currency codes, as the Arabic names the number reader agrees with its amount. */
const CURRENCY_NAMES: Record<string, string> = {
  USD: 'دولار أمريكي',
  EUR: 'يورو',
  GBP: 'جنيه إسترليني',
  SAR: 'ريال سعودي',
  AED: 'درهم إماراتي',
  EGP: 'جنيه مصري',
  KWD: 'دينار كويتي',
  QAR: 'ريال قطري',
  OMR: 'ريال عماني',
  BHD: 'دينار بحريني',
  JOD: 'دينار أردني',
  MAD: 'درهم مغربي',
  TRY: 'ليرة تركية',
  JPY: 'ين',
};

/** Latin unit symbols after a number, as the Arabic abbreviations the number reader knows. */
const UNIT_NAMES: Record<string, string> = {
  '°C': '°م',
  '°F': '°ف',
  'km/h': 'كم/س',
  mph: 'ميل/س',
  'km²': 'كم²',
  'm²': 'م²',
  'm³': 'م³',
  kWh: 'كيلوواط ساعة',
  kW: 'كيلوواط',
  MW: 'ميغاواط',
  mg: 'ملغ',
  g: 'غ',
  m: 'م',
  km: 'كم',
  kg: 'كغ',
  cm: 'سم',
  mm: 'مم',
  ml: 'مل',
  TB: 'تيرابايت',
  GB: 'غيغابايت',
  MB: 'ميغابايت',
  KB: 'كيلوبايت',
  Mbps: 'ميغابت/ث',
  GHz: 'غيغاهرتز',
  MHz: 'ميغاهرتز',
  mAh: 'ملي أمبير',
  MP: 'ميغابكسل',
};

const ARABIC_LETTER = /[\u0621-\u064A]/;
const codes = Object.keys(CURRENCY_NAMES).join('|');
const units = Object.keys(UNIT_NAMES)
  // Longest first: "mg" before "m", "km²" before "km".
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace('/', '\\/'))
  .join('|');
const AMOUNT_THEN_CODE = new RegExp(`(\\d)\\s?(${codes})(?![A-Za-z])`, 'g');
const CODE_THEN_AMOUNT = new RegExp(`(?<![A-Za-z])(${codes})\\s?(\\d[\\d.,]*)`, 'g');
const AMOUNT_THEN_UNIT = new RegExp(`(\\d)\\s?(${units})(?![A-Za-z])`, 'g');
/**
 * Two to six capitals, or one before digits, optionally with a number after them ("G20", "GPT-3.5");
 * parts joined by hyphens are one acronym ("USB-C", "GPT-4"), the hyphen not said. A dot after it
 * ends a sentence; one between letters makes it part of an address.
 */
const ACRONYM =
  /(?<![A-Za-z.@/])([A-Z]{2,6}(?:-[A-Z]{1,6})*|[A-Z](?=-?\d))(?:-?(\d+(?:\.\d+)?))?(?![A-Za-z@/]|[.-][A-Za-z\d])/g;
/**
 * A Latin word of two or three letters, spelled when MIXED_CASE or UNSAYABLE tells it is an acronym; not one with
 * a clitic on it (الـpH stays with its clitic, in Latin), nor the name of a version DOTTED_VERSION
 * read after it (iOS 17.2.1: its first part still in digits, then نُقْطَة), which stays a name.
 */
const SHORT_LATIN_WORD =
  /(?<![A-Za-z\d.@/'’\u0621-\u064A\u0640-])[A-Za-z]{2,3}(?![A-Za-z\d@/'’-]|\.[A-Za-z\d]|\s?\d+ نُقْطَة)/g;
/**
 * A capital after the first letter, not all capitals (iOS, IoT, pH): no English word is written so,
 * and such a short one is said letter by letter.
 */
const MIXED_CASE = /^(?=.*[a-z]).[A-Za-z]*[A-Z]/;
/**
 * A lower-case word of three letters no English word is spelled like, said letter by letter too: no
 * vowel letter (ppm، stc), or two consonants opening it that open no English word (dpi). Not one of
 * two, which may be an address's name already read (hr آت company).
 */
const UNSAYABLE =
  /^(?=[a-z]{3}$)(?:[b-df-hj-np-tv-xz]+|(?!bl|br|ch|cl|cr|dr|fl|fr|gl|gr|kn|ph|pl|pr|sc|sh|sk|sl|sm|sn|sp|st|sw|th|tr|tw|wh|wr)[b-df-hj-np-tv-xz]{2}[a-z]*)$/;
/**
 * A capital standing alone between Arabic words (فيتامين C، الفئة A): the letter, said by its name.
 * Next to a Latin word it belongs to a name (Plan B, iPhone X) and stays with it; so it does in a
 * name of its own (C++، C#) and after clitics, which the language runs say before a Latin word.
 */
const LONE_LETTER =
  /(?<![A-Za-z\d.@/'’\u0621-\u064A\u0640-])[A-Z](?![A-Za-z\d@/'’+#-]|\.[A-Za-z\d])/g;
/** A clitic group typed apart before a word (ال C): it stays with the letter, which stays Latin. */
const LONE_CLITICS_BEFORE = new RegExp(`(?:^|\\s)${LONE_LATIN_CLITICS}\\s+$`);
/**
 * A number with one capital after it, a label (seat 14A, gate 22B) or a resolution (4K): the number
 * and the letter's name, both said by the Arabic voice; left to itself, the letter alone would go
 * to the English voice.
 */
const NUMBER_THEN_LETTER = /(?<![A-Za-z\d.,])(\d{1,4})([A-Z])(?![A-Za-z\d])/g;
const HASHTAG = /#([\p{L}\p{N}_]+)/gu;
/** "10:30 AM", "5 pm" in an Arabic sentence: the part of the day as the Arabic word written after a time. */
const LATIN_MERIDIEM = /(\d)\s?([AaPp])\.?[Mm]\.?(?![A-Za-z])/g;
/** "0112345678 ext. 204": the extension of a number to dial. */
const EXTENSION = /(?<![A-Za-z])[Ee]xt\.?\s?(?=\d)/g;
/** English month names after a day or before a year of an Arabic sentence: "١٥ March ٢٠٢٤". */
const ENGLISH_MONTHS: Record<string, string> = {
  january: 'يناير',
  february: 'فبراير',
  march: 'مارس',
  april: 'أبريل',
  may: 'مايو',
  june: 'يونيو',
  july: 'يوليو',
  august: 'أغسطس',
  september: 'سبتمبر',
  october: 'أكتوبر',
  november: 'نوفمبر',
  december: 'ديسمبر',
};
const ENGLISH_MONTH = new RegExp(
  `(?<=\\d\\s?)(${Object.keys(ENGLISH_MONTHS).join('|')})(?![A-Za-z])|(?<![A-Za-z])(${Object.keys(ENGLISH_MONTHS).join('|')})(?=\\s\\d{4}(?!\\d))`,
  'gi',
);
/** "المركز 1st": an English ordinal ending on a number is the Arabic ordinal, written as "الـ1" is. */
const LATIN_ORDINAL = /(?<![\dA-Za-z.,])(\d{1,3})(st|nd|rd|th)(?![A-Za-z])/gi;

/** Clitics written on an acronym or before it (بالـAPI، للـSEO، الـ PIN): said as their syllables. */
const CLITICS_ON_ACRONYM = new RegExp(
  `(?<![\\u0621-\\u0652])(${LATIN_CLITICS}|${LONE_LATIN_CLITICS}\\s+)(?=(?:[A-Z]{2,6}|[A-Z](?=\\d))\\d*(?![A-Za-z.@/]))`,
  'g',
);

/**
 * A version of three parts or more after a Latin name (iOS 17.2.1, Node 20.11.1) or the Arabic word
 * for a version, an edition or an update (الإصدار 3.2.1): no decimal, its dots are said نُقْطَة as in
 * an address, each part a number. A sentence's full stop may follow it.
 */
const DOTTED_VERSION =
  /(?<=(?:[A-Za-z]|(?:ال)?(?:إصدار|اصدار|نسخة|نسخه|تحديث))\s?)\d+(?:\.\d+){2,}(?!\d|\.\d)/g;
/** A version's part after a dot: genitive, no noun counted. */
const AFTER_DOT: NumberForm = { gender: 'masculine', grammaticalCase: 'oblique' };
/** A dot said as Arabic says one in an address or a version. */
export const DOT = 'نُقْطَة';

/** "5G", "4G": a generation of mobile networks, said as newsreaders do: الجيل الخامس. */
const NETWORK_GENERATION = /(?<![A-Za-z\d])(الجيل\s)?([2-6])G(?![A-Za-z\d])/g;
const GENERATION_ORDINALS = ['', '', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس'];

export function readLatinTerms(text: string): string {
  if (!ARABIC_LETTER.test(text)) return text;
  return (
    text
      .replace(HASHTAG, (_m, tag: string) => tag.replace(/_+/g, ' ').trim())
      .replace(
        LATIN_MERIDIEM,
        inArabicSentence((digit, part) => `${digit} ${/a/i.test(part) ? 'صباحًا' : 'مساءً'}`),
      )
      .replace(EXTENSION, (match: string, offset: number, source: string) =>
        besideArabic(source, offset, offset + match.length) ? 'تحويلة ' : match,
      )
      .replace(ENGLISH_MONTH, (match: string, ...rest: unknown[]) => {
        const offset = rest[2] as number;
        const source = rest[3] as string;
        return besideArabic(source, offset, offset + match.length)
          ? ENGLISH_MONTHS[match.toLowerCase()]
          : match;
      })
      .replace(
        NETWORK_GENERATION,
        (match: string, _named: string | undefined, n: string, offset: number, source: string) =>
          besideArabic(source, offset, offset + match.length)
            ? `الجيل ${GENERATION_ORDINALS[Number(n)]}`
            : match,
      )
      .replace(DOTTED_VERSION, (match: string, offset: number, source: string) => {
        // The name and its version stand together in an Arabic sentence or not at all; the Arabic word
        // for a version is one.
        const name = /\S+\s?$/.exec(source.slice(0, offset))!;
        const afterArabicWord = ARABIC_LETTER.test(name[0]);
        if (!afterArabicWord && !besideArabic(source, name.index, offset + match.length))
          return match;
        // The first part takes the case the words before the name give it, or, after the Arabic word
        // for a version, completes it in construct (الإصدار ثَلَاثَة, no ordinal); each other part
        // completes the نُقْطَة before it: genitive, and agreeing with nothing.
        const [first, ...rest] = match.split('.');
        // Groups of three digits after dots are thousands (1.250.000), no version.
        if (rest.every((part) => part.length === 3)) return match;
        return [
          afterArabicWord ? integerWords(first, AFTER_DOT) : first,
          ...rest.map((part) => integerWords(part, AFTER_DOT)),
        ].join(` ${DOT} `);
      })
      // "US$ 100" is the dollar sign the number reader knows.
      .replace(/(?<![A-Za-z])US\$/g, '$$')
      .replace(
        LATIN_ORDINAL,
        inArabicSentence((digits) => `ال${digits}`),
      )
      .replace(
        AMOUNT_THEN_CODE,
        inArabicSentence((digit, code) => `${digit} ${CURRENCY_NAMES[code]}`),
      )
      .replace(
        CODE_THEN_AMOUNT,
        inArabicSentence((code, amount) => `${amount} ${CURRENCY_NAMES[code]}`),
      )
      .replace(
        AMOUNT_THEN_UNIT,
        inArabicSentence((digit, unit) => `${digit} ${UNIT_NAMES[unit]}`),
      )
      .replace(CLITICS_ON_ACRONYM, (group: string) => `${vowelledClitics(group.trimEnd())} `)
      .replace(
        NUMBER_THEN_LETTER,
        inArabicSentence((digits, letter) => `${digits} ${LETTER_NAMES[letter]}`),
      )
      .replace(
        ACRONYM,
        (
          match: string,
          letters: string,
          digits: string | undefined,
          offset: number,
          source: string,
        ) => {
          if (!besideArabic(source, offset, offset + match.length)) return match;
          // The model letter of a Latin name (Galaxy S24) stays with the name, its number said in Arabic.
          if (digits && letters.length === 1 && latinWordBefore(source, offset)) return match;
          const plain = letters.replace(/-/g, '');
          const spoken = ACRONYM_WORDS[plain] ?? [...plain].map((l) => LETTER_NAMES[l]).join(' ');
          // The number of a name (COVID-19, F-16) counts nothing: read alone, not agreeing with a noun after it.
          // Three digits or more typed on the letters make a code (a shipment AX2093, a flight
          // SV1025), read digit by digit.
          const code = digits && /^\d{3,}$/.test(digits) && !match.includes('-');
          const read = digits
            ? `${spoken} ${code ? digitByDigit(digits) : readNumbers(digits)}`
            : spoken;
          // A number typed on it (2FA) is a word of its own.
          return /\d$/.test(source.slice(0, offset)) ? ` ${read}` : read;
        },
      )
      .replace(SHORT_LATIN_WORD, (word: string, offset: number, source: string) =>
        (MIXED_CASE.test(word) || UNSAYABLE.test(word)) &&
        besideArabic(source, offset, offset + word.length) &&
        !latinWordBefore(source, offset) &&
        !LONE_CLITICS_BEFORE.test(source.slice(Math.max(0, offset - 8), offset))
          ? [...word.toUpperCase()].map((letter) => LETTER_NAMES[letter]).join(' ')
          : word,
      )
      .replace(LONE_LETTER, (letter: string, offset: number, source: string) =>
        besideArabic(source, offset, offset + 1) &&
        !latinWordBefore(source, offset) &&
        !LONE_CLITICS_BEFORE.test(source.slice(Math.max(0, offset - 8), offset)) &&
        !/^\s+[A-Za-z]/.test(source.slice(offset + 1))
          ? LETTER_NAMES[letter]
          : letter,
      )
  );
}

/** A replacer that rewrites a two-group match only when it stands in an Arabic sentence. */
function inArabicSentence(rewrite: (first: string, second: string) => string) {
  return (match: string, first: string, second: string, offset: number, source: string) =>
    besideArabic(source, offset, offset + match.length) ? rewrite(first, second) : match;
}

/** Whether a Latin word stands right before `start`, a space between them. */
function latinWordBefore(text: string, start: number): boolean {
  return /[A-Za-z]\s+$/.test(text.slice(Math.max(0, start - 40), start));
}

/** Whether the nearest word before or after [start, end) is Arabic: the term sits in an Arabic sentence. */
export function besideArabic(text: string, start: number, end: number): boolean {
  const before = /([^\s\d.,:;!?()«»"'-]+)[\s\d.,:;!?()«»"'-]*$/.exec(
    text.slice(Math.max(0, start - 40), start),
  );
  const after = /^[\s\d.,:;!?()«»"'-]*([^\s\d.,:;!?()«»"'-]+)/.exec(text.slice(end, end + 40));
  return [before?.[1], after?.[1]].some((word) => word !== undefined && ARABIC_LETTER.test(word));
}
