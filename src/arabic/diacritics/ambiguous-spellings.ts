import { stripHarakat } from '../arabic-script.js';

/**
 * Spellings with two common readings that no lexicon entry may settle out of context: the wrong one
 * would be worse than espeak-ng's own guess (diacritics/README.md). A past verb and its noun (علم
 * عِلْم / عَلِمَ / عُلِمَ، ولد وَلَد / وُلِدَ، قدم، فتح، وصف، شرب), active and passive (يعقد، يعرض، يقدر),
 * "I" and "she" (كتبت، قرأت), nouns read two ways (حمل، مسيرة), and presents of two forms (يحمل يَحْمِل
 * "carries" / يُحَمِّل "downloads"; تحمل also the form V تَحَمَّل and its noun تَحَمُّل).
 */
export const AMBIGUOUS_SPELLINGS: ReadonlySet<string> = new Set([
  'علم',
  'كتب',
  'ولد',
  'حمل',
  'مسيرة',
  'قدم',
  'فتح',
  'تعلم',
  'وصف',
  'شرب',
  'يعقد',
  'يعرض',
  'يقدر',
  'كتبت',
  'قرأت',
  'يحمل',
  'تحمل',
]);

/** The entries whose bare spelling is not one of the ambiguous ones. */
export function withoutAmbiguousSpellings(entries: readonly string[]): string[] {
  return entries.filter((entry) => !AMBIGUOUS_SPELLINGS.has(stripHarakat(entry)));
}

/**
 * The noun reading of an ambiguous spelling whose noun has one reading, for where no verb can stand:
 * after the article (الكتب الْكُتُب) or a preposition, attached or the word before (بعد شرب بَعْدَ شُرْب).
 * قدم (qadam, qidam) and علم (ʿilm, ʿalam) have two and are left out; حمل is ḥaml (carrying,
 * pregnancy), its other noun ḥiml (a load) being rare in modern text.
 */
export const NOUN_READINGS: ReadonlyMap<string, string> = new Map(
  ['كُتُب', 'شُرْب', 'فَتْح', 'وَصْف', 'تَعَلُّم', 'وَلَد', 'حَمْل'].map((noun) => [
    stripHarakat(noun),
    noun.normalize('NFC'),
  ]),
);

/**
 * Plurals spelled like another word (أشهر, also أَشْهَر "most famous"; أسهم, also أَسْهَمَ "he
 * contributed"; فرق, also فَرْق "difference"), read as the plural after a number, which counts them.
 */
export const PLURALS_AFTER_NUMBER: ReadonlyMap<string, string> = new Map(
  ['أَشْهُر', 'أَسْهُم', 'فِرَق', 'صُوَر', 'دُوَل', 'كُتُب', 'أَجْهِزَة'].map((plural) => [
    stripHarakat(plural),
    plural.normalize('NFC'),
  ]),
);

/**
 * تم and يتم ("was done", "is done"; with و، ف، the future's س, and تتم for a feminine subject) take a
 * verbal noun as their subject, never a verb: تم فتح الحساب is تَمَّ فَتْحُ, so an ambiguous spelling
 * after them is its noun too.
 */
const BEFORE_VERBAL_NOUN = /^[وف]?(?:تم|تمت|س?[يت]تم)$/;

/** Whether the bare word before a spelling leaves it no reading but its noun (NOUN_READINGS). */
export function takesVerbalNoun(previous: string): boolean {
  return BEFORE_VERBAL_NOUN.test(previous);
}

/** و and a past of دعا (ودعت، ودعا، ودعوا), also a past of وَدَّعَ "bade farewell". */
const AND_CALLED: Record<string, string> = {
  ودعت: 'وَدَعَت',
  ودعا: 'وَدَعَا',
  ودعوا: 'وَدَعَوْا',
};

/**
 * و with دعا, "and called on", where إلى follows it within three words (ودعت الوزارة المواطنين إلى);
 * elsewhere the spelling is left to the lexicon (وَدَّعَت).
 */
export function calledOn(word: string, after: readonly string[]): string | undefined {
  const reading = AND_CALLED[word];
  return reading && after.slice(0, 3).some((next) => /^(?:إلى|الى)$/.test(next))
    ? reading.normalize('NFC')
    : undefined;
}

/**
 * باسم before the noun it completes (باسم الوزارة، باسمك، باسم متطوعينا) is بِاسْم, "in the name of";
 * alone it may be the name بَاسِم.
 */
export function inTheNameOf(word: string, nextIsNoun: boolean): string | undefined {
  return /^[وف]?باسم$/.test(word) && nextIsNoun
    ? `${word.length > 4 ? `${word[0]}\u064E` : ''}بِاسْم`.normalize('NFC')
    : undefined;
}

/**
 * أي after a comma, before what it explains, is أَيْ, "that is" (، أي بزيادة ٢٠٪), typed اي too;
 * before a noun أَيّ.
 */
export function thatIs(word: string, afterComma: boolean): string | undefined {
  return afterComma && (word === 'أي' || word === 'اي') ? 'أَيْ' : undefined;
}

/** What follows العام when it is the year: the year's own adjectives (العام الماضي، العام الدراسي). */
const YEAR_ADJECTIVE =
  /^(?:الماضي|المقبل|القادم|الحالي|الجاري|المنصرم|الدراسي|الميلادي|الهجري|الجديد|السابق|المالي)$/;

/**
 * Definite spellings of an adjective and a noun: the adjective right after a definite noun (المدير
 * العام، الرأي العام، الخاص والعام، السوق الحر), unless what follows shows the noun (فاز الفريق العام
 * الماضي); elsewhere the noun, where the lexicon reads the adjective (موجة الحر، في الحر: الْحَرّ "the
 * heat"), or as the lexicon reads it (هذا العام: the year).
 */
const ADJECTIVE_OR_NOUN: Record<string, { adjective: string; noun?: string; nounBefore?: RegExp }> =
  {
    العام: { adjective: 'الْعَامّ', nounBefore: YEAR_ADJECTIVE },
    الحر: { adjective: 'الْحُرّ', noun: 'الْحَرّ' },
  };

/** The reading of such a spelling (ADJECTIVE_OR_NOUN) after `previous` and before `next` (bare). */
export function adjectiveOrNoun(
  word: string,
  previous: string | undefined,
  next: string | undefined,
): string | undefined {
  const [, conjunction, spelling] = /^([وف]?)(العام|الحر)$/.exec(word) ?? [];
  if (spelling === undefined) return undefined;
  const { adjective, noun, nounBefore } = ADJECTIVE_OR_NOUN[spelling];
  const afterDefinite = previous !== undefined && /^[وف]?ال[\u0621-\u064A]{2,}$/.test(previous);
  const reading =
    afterDefinite && !(next !== undefined && nounBefore?.test(next)) ? adjective : noun;
  return reading && `${conjunction && `${conjunction}\u064E`}${reading}`.normalize('NFC');
}

/**
 * ملك before li- is مِلْك, "property of" (هذه الأرض ملك للدولة، ملك لي); elsewhere it is left to the
 * lexicon (مَلِك "king": ملك الأردن).
 */
export function propertyOf(word: string, next: string | undefined): string | undefined {
  const conjunction = /^([وف]?)ملك$/.exec(word)?.[1];
  if (conjunction === undefined || next === undefined || !/^ل[\u0621-\u064A]+$/.test(next))
    return undefined;
  return `${conjunction && `${conjunction}\u064E`}مِلْك`.normalize('NFC');
}

/** A verb of raising or lowering, its persons and its noun (رفع، يرفعون، تنكيس). */
const RAISED = /^[وف]?(?:س?[يتن]?رفع|رفع(?:ت|نا|وا)?|رفعه|تنكيس|تنكس|نكس|نكست|ينكس)$/;
/** A colour, the article on it (الأحمر، الخضراء): أَفْعَل and فَعْلَاء. */
const COLOUR = /^ال(?:أ|ا)(?:حمر|خضر|بيض|سود|زرق|صفر)$|^ال(?:حمراء|خضراء|بيضاء|سوداء|زرقاء|صفراء)$/;

/**
 * العلم is الْعَلَم, the flag, raised or lowered (رفع الطلاب العلم، رفع العلم فوق المبنى) or of a colour
 * (العلم الأحمر); elsewhere it is left to the lexicon, الْعِلْم, knowledge. `before`: the bare words
 * before it in its clause, nearest first.
 */
export function flagRaised(
  word: string,
  before: readonly string[],
  next: string | undefined,
): string | undefined {
  const conjunction = /^([وف]?)العلم$/.exec(word)?.[1];
  if (conjunction === undefined) return undefined;
  const raised = before.slice(0, 2).some((w) => RAISED.test(w));
  if (!raised && !(next !== undefined && COLOUR.test(next))) return undefined;
  return `${conjunction && `${conjunction}\u064E`}الْعَلَم`.normalize('NFC');
}

/**
 * يسر opening a sentence or a clause before its subject is the verb "pleases" (يسر إدارة المدرسة أن
 * تعلن، يسر فندقنا أن يقدم: يَسُرُّ), as it opens an invitation or an announcement; after a preposition
 * or كل it is the noun "ease" (بكل يسر: يُسْر), which the lexicon gives it.
 */
export function pleases(
  word: string,
  opensClause: boolean,
  next: string | undefined,
): string | undefined {
  const conjunction = /^([وف]?)يسر$/.exec(word)?.[1];
  if (conjunction === undefined || !opensClause || next === undefined) return undefined;
  return `${conjunction && `${conjunction}\u064E`}يَسُرُّ`.normalize('NFC');
}

/** The pronouns قدر takes there, vowelled after its nominative. */
const AMOUNT_PRONOUNS: Record<string, string> = { ه: 'هُ', ها: 'هَا', هم: 'هُمْ', هما: 'هُمَا' };

/**
 * قدر with a pronoun right after an indefinite noun is that noun's amount (زيادة قدرها ٢٠٠، تمويل
 * قدره مليون: قَدْرُهَا), its description in the nominative; the list's قِدْر, a pot, is a kitchen's word.
 */
export function amountOf(word: string, afterIndefiniteNoun: boolean): string | undefined {
  const pronoun = /^قدر(ه|ها|هم|هما)$/.exec(word)?.[1];
  return pronoun && afterIndefiniteNoun
    ? `قَدْرُ${AMOUNT_PRONOUNS[pronoun]}`.normalize('NFC')
    : undefined;
}
