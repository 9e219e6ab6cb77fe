import { stripHarakat } from '../arabic-script.js';
import { NOUN_READINGS, takesVerbalNoun } from './ambiguous-spellings.js';
import {
  type AffixLexicon,
  closed,
  DAMMA,
  doubledRootNoun,
  FATHA,
  isNisba,
  KASRA,
  nounSpelledLikeVerb,
  SHADDA,
  SUKUN,
  vowelWithEnding,
} from './endings.js';
import { isSheOfDefectivePast, WE_PAST } from './verb-forms.js';

/**
 * Object and possessive pronoun suffixes (ـه، ـها، ـهم، ـهما، ـهن، ـك، ـكم، ـكما، ـكن، ـنا، ـي، and
 * ـني on verbs) on a lexicon word. The vowel between stem and suffix is a noun's case or a present
 * verb's mood, which the word alone does not show, so a noun is vowelled only where something does: a
 * preposition before it (attached or the word before), إنّ and its sisters (accusative), the hamza seat
 * of a stem in ـاء (أعضاؤه، أعضائه، أعضاءه), a stem ending in a long a (مستواه), or ـي, which takes no
 * case vowel (كتابي). A past verb takes -a- (أكده); a present verb the indicative -u- (يمكنه), or -a-
 * after أن، لن، كي، حتى and li- (أن يجعله), no vowel after لم. After i the h of ـهم، ـهما، ـهن takes i:
 * بكتابِهِم.
 */

/** The linking vowel a context fixes: a noun's case, a present verb's mood; '' where a verb cannot be. */
export interface Government {
  noun?: string;
  verb?: string;
}

/** An attached ب or ك: a noun in the genitive, never a verb. */
export const AFTER_PREPOSITION: Government = { noun: KASRA, verb: '' };
/** An attached لِ: a noun in the genitive, or a verb in the subjunctive (لِيجعلَه). */
export const AFTER_LI: Government = { noun: KASRA, verb: FATHA };
const INDICATIVE: Government = { verb: DAMMA };

/** Words of quantity a noun follows in the genitive, and which may be a subject (كل الطلاب). */
const QUANTITY_WORDS: ReadonlySet<string> = new Set(
  'كل بعض جميع معظم أغلب اغلب كافة غير مثل نفس أحد احد إحدى احدى'.split(' '),
);

export const GENITIVE_AFTER: ReadonlySet<string> = new Set([
  ...(
    'في من إلى الى الي على عن مع حتى بعد قبل خلال بين عند لدى حول ضد عبر نحو دون منذ تحت فوق أمام امام ' +
    'وراء خلف داخل خارج قرب جانب إثر اثر عقب رغم بسبب بفضل لصالح حسب وفق طوال طيلة أثناء اثناء ' +
    'بحسب فور تجاه'
  ).split(' '),
  ...QUANTITY_WORDS,
]);

/** Whether a bare word is in `words`, or is one after its clitic و or ف. */
function withConjunctionIn(words: ReadonlySet<string>, word: string): boolean {
  return words.has(word) || (/^[وف]/.test(word) && words.has(word.slice(1)));
}

/** A preposition or a word a noun follows in the genitive, with its clitic و or ف (وبعد، ففي). */
export function isPreposition(word: string): boolean {
  return withConjunctionIn(GENITIVE_AFTER, word);
}

/** A word of quantity (QUANTITY_WORDS), with its clitic و or ف (وكل، فجميع). */
export function isQuantity(word: string): boolean {
  return withConjunctionIn(QUANTITY_WORDS, word);
}
/**
 * Of those, the words no verb follows (في طلبك is a noun, never the verb طَلَبَك); من (also مَن,
 * "who"), حتى, بعد and منذ may stand before one. Nor does one follow يمكن، يجب، ينبغي، يجوز، يرجى, whose
 * subject is a verbal noun or أن and its verb (يمكنك دفع الرسوم).
 */
/**
 * يمكن with its pronoun، يجب، ينبغي، يجوز، يرجى (و or ف before them): their subject is a verbal noun.
 */
const SUBJECT_IS_VERBAL_NOUN = /^[وف]?(?:يمكن(?:ك|كم|ه|ها|هم|نا|ني)?|يجب|ينبغي|يجوز|يرجى)$/;

/** Whether a bare word takes a verbal noun for its subject: تم and its persons, يمكن، يجب ... */
export function takesVerbalNounSubject(word: string): boolean {
  return takesVerbalNoun(word) || SUBJECT_IS_VERBAL_NOUN.test(word);
}
const VERBAL_NOUN_AS_SUBJECT: Government = { noun: DAMMA, verb: '' };
const NO_VERB_AFTER = new Set(
  (
    'في إلى الى على عن مع لدى عبر ضد خلال حول تحت فوق أمام امام داخل خارج كل بعض جميع معظم كافة ' +
    'يمكن يمكنك يمكنكم يمكنه يمكنها يمكنهم يمكننا يمكنني يجب ينبغي يجوز'
  ).split(' '),
);
/** لكن among them: before a noun it is read lākinna (context-particles.ts), the noun accusative. */
const ACCUSATIVE_AFTER = new Set('إن ان أن بأن بان لأن لان كأن لكن ليت لعل'.split(' '));

/** Whether a bare word is إنّ or a sister of it, with و or ف before it too (ولأن): a noun after it is accusative. */
export function governsAccusative(word: string): boolean {
  return (
    ACCUSATIVE_AFTER.has(/^[وف]../.test(word) ? word.slice(1) : word) || ACCUSATIVE_AFTER.has(word)
  );
}
const SUBJUNCTIVE_AFTER = new Set('أن ان بأن بان لن كي لكي حتى'.split(' '));
const JUSSIVE_AFTER = new Set(['لم']);
/**
 * Adverbs of place and time, vowelled: accusative unless a preposition comes first (بينهم، من بينهم),
 * by their bare spelling (أمام typed امام too).
 */
const ADVERB_STEMS: ReadonlyMap<string, string> = new Map(
  'بَيْن عِنْد حَوْل فَوْق تَحْت أَمَام خَلْف وَرَاء دُون قَبْل بَعْد نَحْو خِلَال دَاخِل خَارِج عَبْر قُرْب'
    .split(' ')
    .flatMap((adverb) => {
      const bare = stripHarakat(adverb);
      return bare.startsWith('أ')
        ? [
            [bare, adverb],
            [`ا${bare.slice(1)}`, adverb],
          ]
        : [[bare, adverb]];
    }),
);
const ADVERBIAL: ReadonlySet<string> = new Set(ADVERB_STEMS.keys());

/**
 * What begins a sentence: no word before it (the diacritiser passes '' there, and undefined after a
 * comma or anything else that is not a sentence's end). A noun there is its subject or topic, in the
 * nominative (سيارته جديدة); an adverb of place keeps its accusative (بينهم).
 */
export const SENTENCE_START = '';
const AT_SENTENCE_START: Government = { noun: DAMMA, verb: DAMMA };

/**
 * What stands before a word that follows a verb and its subject (a Latin name: أطلقت Samsung
 * هاتفها; a definite noun: راجع الطالب درسه; the verb's own plural ending: يحبون طلابهم): a noun
 * there is the verb's object, in the accusative.
 */
export const AFTER_VERB_AND_SUBJECT = '\u0000object';
const AS_OBJECT: Government = { noun: FATHA, verb: DAMMA };

/**
 * What stands before a word that follows a verb opening its sentence (فاز فريقنا، وصلت شحنتكم،
 * كان هدفنا): the verb's subject comes first in a verbal sentence, so a noun there is nominative.
 */
export const AFTER_OPENING_VERB = '\u0000subject';
const AS_SUBJECT: Government = { noun: DAMMA, verb: DAMMA };
/** Words of emphasis, which take the case of the noun they follow (قال الوزير نفسُه). */
const EMPHASIS = new Set('نفس عين كل جميع كلا كلتا'.split(' '));

/**
 * What stands before a word that follows a verbal noun of a derived form without the article, as the
 * lexicon vowels it (استلام اِسْتِلَام، إرسال إِرْسَال، تواصل تَوَاصُل): in construct with the noun after
 * it, which is genitive (استلام طلبِك). Its shape alone does not tell it from a verb (اِسْتَفَاد).
 */
export const AFTER_VERBAL_NOUN = '\u0000construct';
/** A noun in construct is followed by a noun, never a verb. */
const IN_CONSTRUCT: Government = { noun: KASRA, verb: '' };

const L = '[\u0621-\u064A]';
/**
 * Verbal nouns of forms IV (إِفْعَال), VII and VIII (اِنْفِعَال، اِفْتِعَال), X (اِسْتِفْعَال), V
 * (تَفَعُّل) and VI (تَفَاعُل), sound letters, after a clitic و، ف، ب، ل or ك: vowel patterns no verb
 * or adjective has.
 */
const VERBAL_NOUN = new RegExp(
  `^(?:[وف]\u064E)?(?:[بل]\u0650|ك\u064E)?(?:` +
    `إ\u0650${L}\u0652${L}\u064Eا${L}|` +
    // VII and VIII by their ن or infixed ت (ط، د after an emphatic): الْكِتَاب is the article.
    `ا\u0650?(?:ن\u0652${L}|${L}\u0652[تطد])\u0650${L}\u064Eا${L}|` +
    `ا\u0650?س\u0652ت\u0650${L}\u0652${L}\u064Eا${L}|` +
    `ت\u064E${L}\u064E${L}(?:\u064F\u0651|\u0651\u064F)${L}|` +
    `ت\u064E${L}\u064Eا${L}\u064F${L})$`,
  'u',
);

/** Whether a vowelled word is a verbal noun of a derived form (see AFTER_VERBAL_NOUN). */
export function isVerbalNoun(vowelled: string): boolean {
  return VERBAL_NOUN.test(vowelled.normalize('NFC'));
}

/**
 * What stands before a noun with a pronoun that opens a clause after a comma, its predicate after it
 * (غرفتكم جاهزة): the topic's place, nominative, as at the start of a sentence.
 */
export const CLAUSE_OPENING = '\u0000clause';

/**
 * What stands before a word that follows the definite noun that begins its sentence (الشركة
 * أرباحها كبيرة): a noun there begins the topic's predicate, in the nominative, as at the start.
 */
export const AFTER_TOPIC = '\u0000topic';
/**
 * What stands before a present in ت after the prohibition's لا (فلا تشاركه، لا تتركها): the jussive,
 * its last letter with sukun before the object pronoun (تُشَارِكْهُ).
 */
export const AFTER_PROHIBITION = '\u0000prohibition';
const JUSSIVE: Government = { verb: SUKUN };

/**
 * What stands before a noun with a pronoun joined by و to another (جوازاتهم after بطاقاتهم): that
 * noun's case, heard in the vowel before its suffix (see afterConjunct).
 */
const CONJUNCT = '\u0000conjunct';

/** The place of a noun coordinated with one whose case vowel is `vowel`: the same case. */
export function afterConjunct(vowel: string): string {
  return CONJUNCT + vowel;
}

/** Demonstratives, after which a suffixed noun is their predicate, nominative (هذه سيارتهم). */
const DEMONSTRATIVES = new Set('هذا هذه هذان هاتان هؤلاء ذلك تلك'.split(' '));

/** What the bare word before fixes (a clitic و or ف on it changes nothing). */
export function governmentAfter(previous: string | undefined): Government {
  if (previous === undefined) return INDICATIVE;
  if (previous === SENTENCE_START || previous === AFTER_TOPIC || previous === CLAUSE_OPENING)
    return AT_SENTENCE_START;
  if (DEMONSTRATIVES.has(previous.replace(/^[وف](?=..)/, ''))) return AT_SENTENCE_START;
  if (previous === AFTER_VERB_AND_SUBJECT) return AS_OBJECT;
  if (previous === AFTER_OPENING_VERB) return AS_SUBJECT;
  if (previous === AFTER_VERBAL_NOUN) return IN_CONSTRUCT;
  if (previous === AFTER_PROHIBITION) return JUSSIVE;
  if (previous.startsWith(CONJUNCT)) return { noun: previous.slice(CONJUNCT.length), verb: '' };
  const word = stripHarakat(previous);
  // تم takes a verbal noun for its subject, nominative (سيتم شحنُه، تم تحويلُك), and so do يمكن
  // (with its pronoun), يجب، ينبغي، يجوز, which no verb follows (ويمكنك تتبعُه).
  if (takesVerbalNoun(word)) return AS_SUBJECT;
  if (SUBJECT_IS_VERBAL_NOUN.test(word)) return VERBAL_NOUN_AS_SUBJECT;
  const bare = /^[وف]../.test(word) && !GENITIVE_AFTER.has(word) ? word.slice(1) : word;
  const noun =
    GENITIVE_AFTER.has(bare) || inConstruct(bare)
      ? KASRA
      : ACCUSATIVE_AFTER.has(bare)
        ? FATHA
        : undefined;
  const verb = NO_VERB_AFTER.has(bare)
    ? ''
    : SUBJUNCTIVE_AFTER.has(bare)
      ? FATHA
      : JUSSIVE_AFTER.has(bare)
        ? SUKUN
        : DAMMA;
  return { noun, verb };
}

/**
 * Nouns by their form alone: a word in ة (no verb ends in it), the verbal noun تفعيل (تحديث، تسجيل),
 * the verbal nouns with a long ā before the last root letter, إفعال (إرسال), افتعال (استلام), انفعال
 * (انسحاب) and استفعال (استخدام), and the plural أفعال (أسعار). Without the article (and a suffix turns
 * its ة to ت), one before a suffixed noun is in construct with it, which is genitive: لحماية
 * خصوصيتِك، بتحديث نظامِها، تم استلام طلبِك. An adjective, the other word an indefinite noun is
 * followed by, takes no possessive suffix. Typed with a bare alif, إفعال and أفعال look like the past
 * of a hollow verb of form VIII or VII (اختار، انهار), and افتعال of a root in س like one of form X
 * (استقال): those shapes are left out.
 */
const NOUN_FORM = new RegExp(
  `^(?:${L}{2,}ة|ت${L}{2}ي${L}|[أإ]${L}{2}ا${L}|ا(?!ن)${L}(?!ت)${L}ا${L}|ا(?!س)${L}ت${L}ا${L}|` +
    `ان${L}{2}ا${L}|است${L}{2}ا${L})$`,
);

function inConstruct(word: string): boolean {
  if (/^(?:ال|لل)/.test(word)) return false;
  return NOUN_FORM.test(word) || (/^[بكل]/.test(word) && NOUN_FORM.test(word.slice(1)));
}

type StemKind = 'noun' | 'past' | 'present';

interface Pronoun {
  letters: string;
  /** The suffix as said at a pause, after a linking a or u, and after i. */
  vowelled: string;
  afterKasra?: string;
  takes: readonly StemKind[];
}

/** Longest first, so ـهما is tried before ـها and ـه. */
const PRONOUNS: Pronoun[] = [
  { letters: 'هما', vowelled: 'هُمَا', afterKasra: 'هِمَا', takes: ['noun', 'past', 'present'] },
  { letters: 'كما', vowelled: 'كُمَا', takes: ['noun', 'past', 'present'] },
  { letters: 'هم', vowelled: 'هُم', afterKasra: 'هِم', takes: ['noun', 'past', 'present'] },
  { letters: 'هن', vowelled: 'هُنّ', afterKasra: 'هِنّ', takes: ['noun', 'past', 'present'] },
  { letters: 'كم', vowelled: 'كُم', takes: ['noun', 'past', 'present'] },
  { letters: 'كن', vowelled: 'كُنّ', takes: ['noun', 'past', 'present'] },
  { letters: 'ها', vowelled: 'هَا', takes: ['noun', 'past', 'present'] },
  // After a past verb نا is ambiguous: أخبرنا is "he told us" and "we told".
  { letters: 'نا', vowelled: 'نَا', takes: ['noun', 'present'] },
  { letters: 'ني', vowelled: 'نِي', takes: ['past', 'present'] },
  { letters: 'ه', vowelled: 'ه', takes: ['noun', 'past', 'present'] },
  { letters: 'ك', vowelled: 'ك', takes: ['noun', 'past', 'present'] },
  { letters: 'ي', vowelled: 'ي', takes: ['noun'] },
];

/** A present whose subject is the speaker, "I" or "we" (أَكْتُب، نُرْسِل), clitics before it. */
const SPEAKERS_PRESENT = /^(?:[وف]\u064E)?(?:سَ)?[أن][\u064E\u064F]/u;

/** Two letters no particle is spelled with (أن، إن، عن، من، لد): a doubled noun's (حق، صف، حي). */
const DOUBLED_NOUN_OF_TWO = /^(?![أإا]ن|عن|من|لد|لك|به|له)[\u0621-\u064A]{2}$/;

/** A feminine noun with a pronoun after it, its ة written ت (وثيقتك، سيارتكم، شقتنا). */
export const FEMININE_WITH_PRONOUN = /^[\u0621-\u064A]{2,}ت(?:ك|كم|كن|كما|ها|هم|هن|هما|ه|نا|ي)$/;

/** Whether a bare word ends in the letters of a pronoun suffix (سيارته، فريقنا، حسابك، كتابي). */
export function endsInPronoun(bare: string): boolean {
  return PRONOUNS.some(({ letters }) => bare.endsWith(letters));
}

/**
 * A vowelled word without the pronoun suffix it ends in and the short vowel linking it
 * (اخْتِيَارِكُم: اخْتِيَار); undefined when it ends in none.
 */
export function withoutPronoun(vowelled: string): string | undefined {
  const word = vowelled.normalize('NFC');
  const pronoun = PRONOUNS.find(({ letters }) => stripHarakat(word).endsWith(letters));
  if (!pronoun) return undefined;
  let letters = pronoun.letters.length;
  let end = word.length;
  while (letters > 0) {
    end -= 1;
    if (!/[\u064B-\u0652]/u.test(word[end])) letters -= 1;
  }
  return word.slice(0, end).replace(/[\u064E-\u0650]$/u, '');
}

/** A pronoun suffix as said after a or u at a pause (أَرْسَلْتُهَا، أَرْسَلْتُهُم), by its letters. */
export function pronounAfterVowel(letters: string): string | undefined {
  return PRONOUNS.find((pronoun) => pronoun.letters === letters)?.vowelled;
}

/** A stem as written before a pronoun, and the linking vowel its own spelling fixes, if any. */
interface Stem {
  vowelled: string;
  kind: StemKind;
  linking?: string;
  femininePlural?: boolean;
  /** A present ending in its long vowel (نَدْعُو، يُعْطِي): the suffix follows it directly. */
  defective?: boolean;
}

/**
 * `letters` as a lexicon stem plus a pronoun suffix, given what the context fixes; undefined when the
 * stem is unknown or the linking vowel cannot be told.
 */
export function vowelWithPronoun(
  letters: string,
  lexicon: AffixLexicon,
  government: Government,
  twoLetterStems = true,
): string | undefined {
  for (const pronoun of PRONOUNS) {
    if (!letters.endsWith(pronoun.letters)) continue;
    const rest = letters.slice(0, letters.length - pronoun.letters.length);
    // A word with the article takes no pronoun: الدولي is not al-duwal + "my". A stem of two letters
    // is a noun whose last is doubled (حيكم حَيِّكُم، حقك), not a particle (عنكم، أنك), and not before
    // ـه or ـي, which end many words of three letters (سنه and لقطه typed for سنة and لقطة، فني), nor
    // after a clitic (`twoLetterStems` false), where a stem of three is likelier (وبعضها، كأسهم).
    if (rest.length < (twoLetterStems && !/^[هي]$/.test(pronoun.letters) ? 2 : 3)) continue;
    if (rest.startsWith('ال')) continue;
    if (rest.length === 2 && !(DOUBLED_NOUN_OF_TWO.test(rest) && doubledRootNoun(rest, lexicon)))
      continue;
    const listed = stemBefore(rest, lexicon);
    const found =
      adverbBefore(rest, listed) ??
      listed ??
      ambiguousNounBefore(rest, pronoun, government, lexicon);
    // Where no verb can stand, a verb's spelling is a noun (بطلبك: الطَّلَب; عن تناوله: تَنَاوُل),
    // and so it is where a verb's subject stands, right after it (قُبل طلبك: طَلَبُك), and where its
    // object does, its subject said (قدمتُ طلبي: طَلَبِي).
    // After li- a verb is a present's subjunctive, never a past (لطلبكم: لِطَلَبِكُم).
    const pastAfterLi = government === AFTER_LI && found?.kind === 'past';
    const noun =
      found &&
      found.kind !== 'noun' &&
      (government.verb === '' ||
        government === AS_SUBJECT ||
        government === AS_OBJECT ||
        pastAfterLi)
        ? nounSpelledLikeVerb(rest, found.vowelled, lexicon)
        : undefined;
    // Before the listener's pronoun a present is the causative where the list holds one: we remind,
    // inform, tell you (نذكركم: نُذَكِّرُكُم، سنبلغكم: سَنُبْلِغُكُم), rather than mention or reach you.
    const causative =
      pronoun.letters.startsWith('ك') &&
      (!found ||
        (found.kind === 'present' && /^[يتنأ]\u064E/.test(found.vowelled.normalize('NFC'))))
        ? lexicon.causative?.(rest)
        : undefined;
    if (causative !== undefined && !closed(causative) && !DEFECTIVE_PRESENT.test(causative))
      continue;
    const stem = causative
      ? { vowelled: causative, kind: 'present' as const, defective: !closed(causative) }
      : noun
        ? { vowelled: noun, kind: 'noun' as const }
        : found;
    if (!stem || !pronoun.takes.includes(stem.kind)) continue;
    // The speaker is never the object of the speaker's own present: أخرجنا is no أَخْرُجُنَا ("I go
    // out us"), نرسلني none; the reflexive says نفسي، أنفسنا.
    if (
      stem.kind === 'present' &&
      /^[ني]/.test(pronoun.letters) &&
      SPEAKERS_PRESENT.test(stem.vowelled)
    )
      continue;
    // A nisba takes no "his": its ـيه is its feminine typed with ه (اضافيه: إِضَافِيَّه).
    if (pronoun.letters === 'ه' && isNisba(stem.vowelled))
      return `${stem.vowelled}\u064Eه`.normalize('NFC');
    // No verb after an attached preposition, whatever vowel its own spelling fixes (فبادرناهم is
    // no bi-).
    if (stem.kind !== 'noun' && government === AFTER_PREPOSITION) continue;
    if (stem.kind === 'past' && government === AFTER_LI) continue;
    const linking = linkingVowel(stem, pronoun, government);
    if (linking === undefined) continue;
    // After i or a long ī (موظفيهم) the h of ـهم، ـهما، ـهن takes i.
    const afterI = linking === KASRA || (linking === '' && stem.vowelled.endsWith(`${KASRA}ي`));
    const suffix = afterI && pronoun.afterKasra ? pronoun.afterKasra : pronoun.vowelled;
    return `${stem.vowelled}${linking}${suffix}`.normalize('NFC');
  }
  return dualWithPronoun(letters, lexicon);
}

/**
 * A dual before its pronoun, which drops its ن: a noun of three letters or more the lexicon knows,
 * then ي and the pronoun (والديهم وَالِدَيْهِم، أذنيك، لطفليها). Not a participle (مُوَظَّف) nor a
 * فَاعِل, most of them doers with a plural in ون whose ـِي is the plural's (لاعبيك, your players:
 * لَاعِبِيك), but those said in pairs; not a broken plural (مَرَافِق); nor before ـه, where ـيه may be a
 * nisba typed with ه for its ة (أثريه) or a woman's imperative with its object (ضعيه). After the
 * diphthong the h of ـهم، ـهما takes i (عَلَيْهِم).
 */
function dualWithPronoun(letters: string, lexicon: AffixLexicon): string | undefined {
  const pronoun = PRONOUNS.find(
    (p) =>
      p.takes.includes('noun') && !/^[يه]$/.test(p.letters) && letters.endsWith(`ي${p.letters}`),
  );
  if (!pronoun) return undefined;
  const stem = letters.slice(0, letters.length - pronoun.letters.length - 1);
  // Nor a present's person letter opening it (نوافيكم، تعافيك: a verb and its object).
  if (stem.length < 3 || /^(?:ال|[يتن])/.test(stem)) return undefined;
  // و or ف before a present and its pronoun is no stem of its own (ويليها: وَ + يَلِيهَا, not وَيْل).
  const afterClitic = /^[وف]/.test(stem)
    ? lexicon.entry(letters.slice(1, letters.length - pronoun.letters.length), false)
    : undefined;
  if (afterClitic && /^[يتن][\u064E\u064F]/.test(afterClitic.normalize('NFC'))) return undefined;
  const noun = lexicon.entry(stem, false)?.normalize('NFC');
  if (!noun || lexicon.tense(noun) || !DUAL_STEM.test(noun) || BROKEN_PLURAL.test(noun))
    return undefined;
  if (DOER_SHAPE.test(noun) && !IN_PAIRS.has(stem)) return undefined;
  return `${noun}\u064Eيْ${pronoun.afterKasra ?? pronoun.vowelled}`.normalize('NFC');
}

/**
 * A participle in مُ, or a فَاعِل (لَاعِب): of the stems that name people (namesPeople), those whose ـِي
 * before a pronoun is a plural's; a فَعَّال names tools as often (جواليكما: جَوَّالَيْكُمَا).
 */
const DOER_SHAPE = /^(?:مُ|[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0650[\u0621-\u064A]$)/u;
/** A vowelled noun ending in a sound consonant (طِفْل، كِتَاب، وَالِد). */
const DUAL_STEM = /^(?=.*[\u064B-\u0652])[\u0621-\u0652]*[^\u064B-\u0652اويىةه]$/u;
/**
 * A broken plural: مَفَاعِل / فَعَائِل (مَرَافِق، وَسَائِل), and أَفَاعٍ / مَفَاعٍ listed without their
 * last ي (أَرَاض، مَبَان، أَوَان), whose ي comes back before a pronoun (أراضيكم: أَرَاضِيكُم).
 */
const BROKEN_PLURAL =
  /^(?:[\u0621-\u064A]\u064E[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0650|[أم]\u064E[\u0621-\u064A]\u0651?\u064Eا[\u0621-\u064A]$)/u;
/** Those of the shape فَاعِل said in pairs: the parents (الوالدان), the brows, the shoulders. */
const IN_PAIRS = new Set(['والد', 'حاجب', 'كاهل', 'ساعد']);

function linkingVowel(stem: Stem, pronoun: Pronoun, government: Government): string | undefined {
  if (stem.linking !== undefined)
    return pronoun.letters === 'ي' && stem.linking ? KASRA : stem.linking;
  if (stem.kind === 'noun') {
    if (pronoun.letters === 'ي') return KASRA;
    // An adverb is accusative wherever no preposition makes it genitive (من بعده).
    if (ADVERBIAL.has(stripHarakat(stem.vowelled)))
      return government.noun === KASRA ? KASRA : FATHA;
    // After a verb and its subject, نفسه، كلهم، جميعهم may be the subject's emphasis, in its case.
    if (government === AS_OBJECT && EMPHASIS.has(stripHarakat(stem.vowelled))) return undefined;
    // A sound feminine plural has one ending for the accusative and the genitive: -i (إن سياراتهم).
    if (government.noun === FATHA && stem.femininePlural) return KASRA;
    return government.noun;
  }
  if (government.verb === '') return undefined;
  // Only the subjunctive's -a sounds on a defective present's long vowel: أن ندعوَكم، ندعوكم.
  if (stem.defective) return government.verb === FATHA ? FATHA : '';
  if (stem.kind === 'past') return FATHA;
  // A doubled last letter takes -a- in the jussive (لم يحبَّه), which the sukun rule would lose.
  if (government.verb === SUKUN && stem.vowelled.endsWith(SHADDA)) return FATHA;
  return government.verb ?? DAMMA;
}

/** A present ending in its long vowel, ū or ī: نَدْعُو، يُعْطِي، تُغَطِّي. */
const DEFECTIVE_PRESENT =
  /^[يتنأ][\u064E\u064F].*(?:\u0651?\u064F\u0651?و|\u0651?\u0650\u0651?ي)$/u;

/** The "he" present of form IV: يُفْعِل. */
const FORM_IV_PRESENT = /^ي\u064F[\u0621-\u064A]\u0652[\u0621-\u064A]\u0650[\u0621-\u064A]$/u;

function stemBefore(rest: string, lexicon: AffixLexicon): Stem | undefined {
  // A ta marbuta is written ت before a suffix: شركته; but a plural in ات the list holds is that
  // plural (محلاتهم: مَحَلَّات, not مُحَلَّاة "sweetened").
  if (rest.endsWith('ت') && !(rest.endsWith('ات') && lexicon.entry(rest, true))) {
    const feminine = lexicon.entry(`${rest.slice(0, -1)}ة`, true);
    if (feminine) return { vowelled: feminine.replace(/ة$/, 'ت'), kind: 'noun' };
  }
  // A final hamza after alif sits on waw in the nominative, on ya in the genitive: أعضاؤه، أعضائه.
  const seat = /^(.*ا)([ؤئ])$/.exec(rest);
  if (seat) {
    const entry = lexicon.entry(`${seat[1]}ء`, true);
    if (entry?.endsWith('اء'))
      return {
        vowelled: entry.slice(0, -1) + seat[2],
        kind: 'noun',
        linking: seat[2] === 'ؤ' ? DAMMA : KASRA,
      };
  }
  // A final alif maqsura is written alif before a suffix, and the long a needs no linking vowel.
  if (rest.endsWith('ا')) {
    const entry = lexicon.entry(`${rest.slice(0, -1)}ى`, true);
    if (entry?.endsWith(`${FATHA}ى`))
      return { vowelled: `${entry.slice(0, -1)}ا`, kind: 'noun', linking: '' };
  }
  // A past verb's "we", which another pronoun can only follow as its object: أرسلناها أَرْسَلْنَاهَا
  // (alone, أرسلنا is also "he sent us").
  if (rest.endsWith('نا')) {
    const we = pastWe(rest.slice(0, -2), lexicon);
    if (we) return { vowelled: we, kind: 'past', linking: '' };
  }
  // A present verb's plural ـون keeps its ن before a suffix, with a fatha: يرسلونها يُرْسِلُونَهَا (a
  // noun's plural drops it: موظفوه).
  if (rest.endsWith('ون')) {
    const verb = lexicon.entry(rest.slice(0, -2), true);
    if (verb && lexicon.tense(verb) === 'present' && /[^\u064B-\u0652اوىي]$/.test(verb))
      return { vowelled: `${verb}${DAMMA}ونَ`, kind: 'present', linking: '' };
  }
  // Of the endings only the feminine plural keeps its letters before a suffix (سياراته).
  const entry =
    lexicon.entry(rest, true) ?? (rest.endsWith('ات') ? vowelWithEnding(rest, lexicon) : undefined);
  if (entry && DEFECTIVE_PRESENT.test(entry) && lexicon.tense(entry) === 'present')
    return { vowelled: entry, kind: 'present', defective: true };
  if (!entry || !closed(entry)) return plural(rest, lexicon);
  // A past verb's ـت before a suffix is "I", "you" or "she" (سألته: سَأَلْتُه، سَأَلَتْه), which the
  // letters do not tell, and never a noun's.
  if (entry.endsWith(`${FATHA}ت`) && lexicon.tense(entry.slice(0, -2)) === 'past') return undefined;
  // A form IV present listed in its "he" form alone (يُمْكِن) is a present all the same: no noun has
  // that shape, and a case vowel before its pronoun would make يمكنكم a noun's (يُمْكِنِكُم).
  const tense = lexicon.tense(entry) ?? (FORM_IV_PRESENT.test(entry) ? 'present' : undefined);
  // A bare ـاء is the accusative seat: أعضاءه.
  if (!tense && entry.endsWith('اء')) return { vowelled: entry, kind: 'noun', linking: FATHA };
  return {
    vowelled: entry,
    kind: tense ?? 'noun',
    femininePlural: /َ?ات$/u.test(entry) && rest.endsWith('ات'),
  };
}

/**
 * An adverb of place or time, where the lexicon gives the stem no other reading (بعدها، امامك; قبلها
 * with قَبِل "accepted" is left to it). A noun however its shape reads (أَمَام is no present in أ).
 */
function adverbBefore(rest: string, listed: Stem | undefined): Stem | undefined {
  const adverb = ADVERB_STEMS.get(rest);
  if (adverb === undefined) return undefined;
  if (listed !== undefined && listed.vowelled.normalize('NFC') !== adverb.normalize('NFC'))
    return undefined;
  return { vowelled: adverb, kind: 'noun' };
}

/**
 * An ambiguous spelling's one noun (NOUN_READINGS) where no verb can stand (إحضار كتبهم: كُتُبِهِم);
 * not before a ه that may be a ة typed casually (بوصفه: بِوَصْفَة, a prescription). Asked only where
 * the lexicon gives the stem nothing.
 */
function ambiguousNounBefore(
  rest: string,
  pronoun: Pronoun,
  government: Government,
  lexicon: AffixLexicon,
): Stem | undefined {
  if (government.verb !== '') return undefined;
  const noun = NOUN_READINGS.get(rest);
  if (noun === undefined) return undefined;
  if (pronoun.letters === 'ه' && lexicon.entry(`${rest}ة`, true) !== undefined) return undefined;
  return { vowelled: noun, kind: 'noun' };
}

/** A long vowel (alif, or و or ي with no mark of their own) right before a stem's last letter. */
const LONG_BEFORE_LAST = /(?:ا|[وي](?![\u064B-\u0652]))[\u0621-\u064A][\u064B-\u0652]*$/u;

/**
 * The "we" of a past whose other persons share its stem's spelling (`stem`, bare: زرع), vowelled
 * from the list's "he" form, its "we" form (زَرَعْنَا) or its "she" form (شكرناه: شَكَرَت, the noun
 * شُكْر being the "he" spelling's reading). A hollow, doubled or defective past changes its stem in the
 * "we" (قالت قلنا، ردت رددنا، أعطت أعطينا), so a "she" form of theirs is never taken.
 */
export function pastWe(stem: string, lexicon: AffixLexicon): string | undefined {
  // A doubled past's "we" writes its last letter twice (حللنا حَلَلْنَا، رددنا), the same letters as
  // another verb's (حَلَّلْنَا): left.
  if (stem.at(-1) === stem.at(-2)) return undefined;
  const he = lexicon.entry(stem, true);
  if (he && lexicon.tense(he) === 'past' && /[^\u064B-\u0652]$/.test(he)) return `${he}${SUKUN}نَا`;
  const we = lexicon.entry(`${stem}نا`, true)?.normalize('NFC');
  if (we && WE_PAST.test(we)) return we;
  const she = lexicon.entry(`${stem}ت`, true)?.normalize('NFC');
  if (!she?.endsWith(`${FATHA}ت`) || isSheOfDefectivePast(she, lexicon)) return undefined;
  const shared = she.slice(0, -2);
  return shared.endsWith(SHADDA) || LONG_BEFORE_LAST.test(shared)
    ? undefined
    : `${shared}${SUKUN}نَا`;
}

/**
 * A plural ending before a suffix, whose long vowel is the link: a sound masculine plural drops its ن
 * (موظفيهم muwaẓẓafī-him, موظفوها, موظفينا), when the modern list holds its ـين form, so a dual
 * (والديهم wālidayhim) is not taken for one; a present verb keeps its ـون or ـين with -a-
 * (يستخدمونها، تستخدمينه); a plural verb without ن (past, subjunctive or jussive) ends in ـو: استخدموها.
 */
function plural(rest: string, lexicon: AffixLexicon): Stem | undefined {
  const last = rest.slice(-1);
  const body = rest.slice(0, -1);
  if (body.length < 3) return undefined;
  if (last === 'ي' || last === 'و') {
    const base = lexicon.entry(body, true);
    if (!base || !closed(base)) return undefined;
    const tense = lexicon.tense(base);
    const long = last === 'ي' ? `${KASRA}ي` : `${DAMMA}و`;
    if (tense) {
      if (last !== 'و') return undefined;
      return { vowelled: `${base}${long}`, kind: tense, linking: '' };
    }
    if (!takesSoundPlural(body, base, lexicon)) return undefined;
    return { vowelled: `${base}${long}`, kind: 'noun', linking: '' };
  }
  if (last === 'ن' && (body.endsWith('و') || body.endsWith('ي'))) {
    const verb = lexicon.entry(body.slice(0, -1), true);
    if (!verb || !closed(verb) || lexicon.tense(verb) !== 'present') return undefined;
    const long = body.endsWith('و') ? `${DAMMA}و` : `${KASRA}ي`;
    return { vowelled: `${verb}${long}ن`, kind: 'present', linking: FATHA };
  }
  return undefined;
}

/** A noun whose sound masculine plural the modern list holds (موظفين), or a participle in مُـ. */
function takesSoundPlural(body: string, base: string, lexicon: AffixLexicon): boolean {
  if (base.startsWith(`م${DAMMA}`)) return true;
  const listed = [lexicon.entry(`${body}ين`, true), lexicon.entry(`${body}ون`, true)];
  return listed.some(
    (form) =>
      form === `${base}${KASRA}ين`.normalize('NFC') ||
      form === `${base}${DAMMA}ون`.normalize('NFC'),
  );
}

/**
 * Whether two vowellings of one spelling differ at most where a pronoun suffix joins its stem (the
 * stem's last letter, the suffix): a case or mood vowel, not another word. The Quran-derived lexicon
 * holds suffixed nouns in the case of their verse (حِسَابِك، كِتَابِهَا), which the context here may
 * settle otherwise.
 */
export function differOnlyAtSuffix(a: string, b: string): boolean {
  const bare = stripHarakat(a);
  if (bare !== stripHarakat(b)) return false;
  const pronoun = PRONOUNS.find(({ letters }) => bare.endsWith(letters));
  if (!pronoun) return false;
  const kept = bare.length - pronoun.letters.length - 1;
  if (kept < 2) return false;
  return headOf(a.normalize('NFC'), kept) === headOf(b.normalize('NFC'), kept);
}

/**
 * The short vowel a vowelled word has before its pronoun suffix, '' for none (a long vowel, a sukun or
 * no mark), undefined when it ends in no suffix's letters. By default only suffixes of two letters
 * after three or more: a final ه، ك or ي is as often a letter of the stem (تَوَجُّه، سَمَك).
 */
export function vowelBeforeSuffix(word: string, shortestSuffix = 2): string | undefined {
  const bare = stripHarakat(word);
  const pronoun = PRONOUNS.find(({ letters }) => bare.endsWith(letters));
  if (
    !pronoun ||
    pronoun.letters.length < shortestSuffix ||
    bare.length - pronoun.letters.length < 3
  )
    return undefined;
  const head = headOf(word.normalize('NFC'), bare.length - pronoun.letters.length);
  return /[\u064E-\u0650](?=[\u064B-\u0652]*$)/.exec(head)?.[0] ?? '';
}

/** The first `letters` letters of a vowelled word with their marks. */
function headOf(word: string, letters: number): string {
  let count = 0;
  let end = 0;
  for (const char of word) {
    if (!/[\u064B-\u0652]/.test(char)) {
      if (count === letters) break;
      count += 1;
    }
    end += char.length;
  }
  return word.slice(0, end);
}
