/**
 * Expands Arabic abbreviations that have one reading only. Ambiguous ones (a lone "م" may be متر, مساءً or
 * ميلادي; "هـ" needs a year) are expanded by the number reader, where the number beside them settles it.
 * Titles (د. م. أ.) only expand right before a word, where they cannot be an initial or a sentence end.
 */

const LETTER = '\\u0621-\\u064A';
const WORD_START = `(?<![${LETTER}.])`;
const WORD_END = `(?![${LETTER}])`;
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
];

/** Titles, said for a man or, before a woman's name, for a woman: أ.د. before د. and أ. */
const TITLES: [pattern: string, man: string, woman: string][] = [
  ['أ\\.\\s?د\\.', 'الأستاذ الدكتور', 'الأستاذة الدكتورة'],
  ['د\\.', 'الدكتور', 'الدكتورة'],
  ['م\\.', 'المهندس', 'المهندسة'],
  ['أ\\.', 'الأستاذ', 'الأستاذة'],
];

/** Men's names in ة, which would otherwise be taken for women's. */
const MENS_NAMES_IN_TA_MARBUTA = new Set(
  'حمزة أسامة اسامة طلحة عبيدة معاوية عروة قتادة عكرمة حذيفة خزيمة'.split(' '),
);
/** Frequent women's names without ة. */
const WOMENS_NAMES = new Set(
  (
    'مريم زينب هند سعاد نور ليلى سلمى هدى منى مها ندى سهى رنا ريم لينا دينا رانيا سارا دعاء أسماء ' +
    'اسماء إيمان ايمان آمال أمل نوال وفاء هناء سناء رحاب شيماء علياء عبير نسرين ياسمين جيهان سوزان ' +
    'لبنى نجلاء هيفاء لمياء رغد جود لجين روان شهد تسنيم بشرى يسرى سوسن إيناس ايناس'
  ).split(' '),
);

/** Whether a given name is a woman's: one in ة but for the men's listed, or a listed one. */
function isWomansName(name: string): boolean {
  if (WOMENS_NAMES.has(name)) return true;
  return name.endsWith('ة') && !MENS_NAMES_IN_TA_MARBUTA.has(name);
}

const RULES = EXPANSIONS.map(([pattern, expansion]) => ({
  pattern: new RegExp(pattern, 'g'),
  expand: () => expansion,
}));
/** A title stands before a name: a word of two letters at least ("د.ك" is a currency, not a doctor). */
const TITLE_RULES = TITLES.map(([pattern, man, woman]) => ({
  pattern: new RegExp(`${TITLE_START}${pattern}\\s?(?=([${LETTER}]{2,}))`, 'g'),
  expand: (_title: string, name: string) => `${isWomansName(name) ? woman : man} `,
}));

export function expandAbbreviations(text: string): string {
  return [...RULES, ...TITLE_RULES].reduce(
    (result, { pattern, expand }) => result.replace(pattern, expand),
    text,
  );
}
