/**
 * Expands Arabic abbreviations that have one reading only. Ambiguous ones (a lone "م" may be متر, مساءً or
 * ميلادي; "هـ" needs a year) are expanded by the number reader, where the number beside them settles it.
 * Titles (د. م. أ.) only expand right before a word, where they cannot be an initial or a sentence end.
 */

const LETTER = '\\u0621-\\u064A';
const WORD_START = `(?<![${LETTER}.])`;
const WORD_END = `(?![${LETTER}])`;
/** A title stands before a name: a word of two letters at least ("د.ك" is a currency, not a doctor). */
const BEFORE_A_WORD = `\\s?(?=[${LETTER}]{2})`;
/**
 * A title never follows a number: "1:30 م. رسوم" ends a time in م (مساءً, read by the number reader),
 * whatever word the next sentence begins with.
 */
const TITLE_START = `(?<![\\d\u0660-\u0669]\\s?)${WORD_START}`;

const EXPANSIONS: [pattern: string, expansion: string][] = [
  [`${WORD_START}ص\\.\\s?ب\\.?`, 'صندوق بريد'],
  [`${WORD_START}ق\\.\\s?م\\.?`, 'قبل الميلاد'],
  [`${WORD_START}ج\\.\\s?م\\.\\s?ع${WORD_END}\\.?`, 'جمهورية مصر العربية'],
  // Vowelled: the lexicon holds آخره in a Quranic verse's case (آخِرَه).
  [`${WORD_START}(?:إلخ|الخ)${WORD_END}\\.?`, 'إِلَى آخِرِهِ'],
  [`${WORD_START}ذ\\.\\s?م\\.\\s?م${WORD_END}\\.?`, 'ذات مسؤولية محدودة'],
  // "شركة الأمل & شركاه": an ampersand between Arabic words is و, written on the word after it.
  [`(?<=[${LETTER}])\\s*&\\s*(?=[${LETTER}])`, ' و'],
  // "ت: ٠١١..." names the telephone number after it (ت alone is no word).
  [`${WORD_START}ت\\s?[:.]\\s?(?=\\+?\\d)`, 'هاتف '],
  [`${TITLE_START}أ\\.\\s?د\\.${BEFORE_A_WORD}`, 'الأستاذ الدكتور '],
  [`${TITLE_START}د\\.${BEFORE_A_WORD}`, 'الدكتور '],
  [`${TITLE_START}م\\.${BEFORE_A_WORD}`, 'المهندس '],
  [`${TITLE_START}أ\\.${BEFORE_A_WORD}`, 'الأستاذ '],
];

const RULES = EXPANSIONS.map(([pattern, expansion]) => ({
  pattern: new RegExp(pattern, 'g'),
  expansion,
}));

export function expandAbbreviations(text: string): string {
  return RULES.reduce((result, { pattern, expansion }) => result.replace(pattern, expansion), text);
}
