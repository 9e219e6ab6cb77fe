import { cardinalWords, ordinalWords } from './cardinal.js';
import { countedPhrase, NOUNS } from './counted-noun.js';

/** The month names used in Egypt, the Gulf and most media; Levantine "كانون الثاني" forms are a regional choice. */
const MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

const ISO_DATE = /(?<![\d/.-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d/.-])/g;
/** Arab usage is day first: 15/3/2024 is the fifteenth of March. */
const DAY_FIRST_DATE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/.-])/g;
const TIME = /(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])(?:\s?(ص|م)(?![\u0621-\u064A]))?/g;

export function readDates(text: string): string {
  return text
    .replace(ISO_DATE, (match, year: string, month: string, day: string) =>
      dateWords(match, +day, +month, +year),
    )
    .replace(DAY_FIRST_DATE, (match, day: string, _sep: string, month: string, year: string) =>
      dateWords(match, +day, +month, +year),
    );
}

function dateWords(original: string, day: number, month: number, year: number): string {
  if (month < 1 || month > 12 || day < 1 || day > 31) return original;
  // "عام" governs the genitive, hence "ألفين" rather than "ألفان".
  const yearWords = cardinalWords(year, { gender: 'masculine', grammaticalCase: 'oblique' });
  return `${ordinalWords(day)} من ${MONTHS[month - 1]} عام ${yearWords}`;
}

export function readTimes(text: string, precededByHourWord: (offset: number) => boolean): string {
  return text.replace(
    TIME,
    (_match, hour: string, minute: string, meridiem: string | undefined, offset: number) => {
      const words = timeWords(+hour, +minute, meridiem);
      return precededByHourWord(offset) ? words : `الساعة ${words}`;
    },
  );
}

/** Clock time the way it is said: twelve-hour ordinal hour, quarter/half/third, and the part of the day. */
function timeWords(
  hour24: number,
  minute: number,
  /** ص (morning) or م (evening), as written after the time. */
  meridiem: string | undefined,
): string {
  const hourWord = (h: number) => ordinalWords(((h + 11) % 12) + 1, 'feminine');
  let phrase: string;
  if (minute === 0) phrase = hourWord(hour24);
  else if (minute === 15) phrase = `${hourWord(hour24)} والربع`;
  else if (minute === 30) phrase = `${hourWord(hour24)} والنصف`;
  else if (minute === 45) phrase = `${hourWord(hour24 + 1)} إلا ربعًا`;
  else phrase = `${hourWord(hour24)} و${countedPhrase(minute, NOUNS.minute)}`;
  const period = partOfDay(hour24, meridiem);
  return period ? `${phrase} ${period}` : phrase;
}

/** Only say the part of the day when the writer made it explicit: a 24-hour time or a ص/م marker. */
function partOfDay(hour24: number, meridiem: string | undefined): string | null {
  if (meridiem === 'ص') return 'صباحًا';
  if (meridiem === 'م') return 'مساءً';
  if (hour24 >= 18) return 'مساءً';
  if (hour24 >= 15) return 'عصرًا';
  if (hour24 > 12) return 'ظهرًا';
  if (hour24 === 0) return 'ليلًا';
  return null;
}
