/**
 * People and bodies that do what reports tell, without the article: a noun among them, or shaped
 * like a doer, may be the subject of the verb before it (نشرت الوزارة على موقعها، طرد الحكم اللاعب).
 */
const DOERS = new Set(
  (
    'رجل امرأة مرأة أب أم ابن ابنة بنت طفل ولد زوج زوجة أخ أخت جد جدة جار جارة عم عمة خال خالة ' +
    'صديق صديقة ملك رئيس وزير أمير شيخ إمام امام قاضي طبيب لص شرطة حكومة وزارة شركة بنك مصرف ' +
    'جامعة محكمة بلدية إدارة ادارة لجنة مدرسة هيئة مجلس فريق نادي دولة منظمة مؤسسة جمعية جيش ' +
    'سلطات جهات أمن امن ناس شعب جمهور أطفال اطفال رجال نساء أولاد اولاد طلاب عمال صحيفة وكالة ' +
    'برلمان نائب نواب حكم موظف موظفة متهم منتخب مندوب مسؤول مرشح'
  ).split(' '),
);

/**
 * The shapes of those who do: an active participle, مُفَعِّل، مُسْتَفْعِل ... (a kasra before its last
 * letter: المدرب، المعلمة; not مُقْتَرَح, a thing proposed, nor مُبَارَاة, a match), فَاعِل (اللاعب) and
 * فَعَّال (الفلاح), in NFC: a fatha or a kasra comes before a shadda.
 */
const DOER_SHAPE = new RegExp(
  '^(?:مُ.*\u0650\u0651?(?:ي?[\u0621-\u064A]\u0651?|ي)(?:\u064Eة)?|' +
    '[\u0621-\u064A][\u064E\u0651]*ا[\u0621-\u064A]\u0650.*|' +
    '[\u0621-\u064A]\u064E[\u0621-\u064A]\u064E\u0651ا.*)$',
  'u',
);

/** A definite word's reading without its article. */
export function withoutArticle(reading: string): string {
  return reading.normalize('NFC').replace(/^ا\u064E?ل\u0652?/, '');
}

/**
 * Whether a bare noun (the article on it or not) may be a doer: listed (its feminine in ة too:
 * الطبيبة; its plural in ات: وكالات; a final ه typed for ة), a plural of people in ون or ين, or, as
 * `reading` gives it, a participle in مُ, a فَاعِل or a فَعَّال (DOER_SHAPE).
 */
export function mayBeDoer(noun: string, reading: (word: string) => string): boolean {
  const stem = noun.replace(/^ال/, '').replace(/ه$/, 'ة');
  if (
    DOERS.has(stem) ||
    DOERS.has(stem.replace(/ات$/, 'ة')) ||
    DOERS.has(stem.replace(/ة$/, '')) ||
    /(?:ون|ين)$/.test(stem)
  )
    return true;
  const vowelled = withoutArticle(reading(noun));
  return DOER_SHAPE.test(vowelled);
}

/** Doers a "he" form agrees with, and a "she" form does not: men, and plurals in ون or ين. */
const MASCULINE_DOER = /^ال(?:أب|اب|أخ|اخ|ابن|جد|عم|خال|زوج|صديق|جار)$|(?:ون|ين)$/;

/** Whether a bare definite doer is a man or a plural in ون or ين: a "she" form takes none. */
export function masculineDoer(noun: string): boolean {
  return MASCULINE_DOER.test(noun);
}
