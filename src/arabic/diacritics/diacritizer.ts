import { ARABIC_WORD, hasHaraka, lookupKey, stripHarakat } from '../arabic-script.js';
import {
  markUnknownFeminineEnding,
  saysFeminineT,
  writeFeminineEnding,
} from './feminine-ending.js';
import { vowelAsPresentVerb, vowelWithAffixes, vowelWithFuture } from './affixes.js';
import {
  completeCallerMarks,
  lacksVowels,
  markedFormIIPast,
  markedFormIIPresent,
  markedParticle,
  markedPassive,
  passiveOf,
  splitTypedProclitics,
  tanweenBeforeAlif,
  typedGovernment,
} from './caller-marks.js';
import { isParticle, isSaying, particleInContext } from './context-particles.js';
import { stillAfterNegation } from './still.js';
import { afterConjunction } from './conjunction.js';
import {
  formOneImperative,
  AFTER_PLEASE,
  listedImperativeWithObject,
  isShortImperative,
  readsAsImperative,
  SPEAKER_AFTER_VERB,
} from './imperative.js';
import { masculineDoer, mayBeDoer } from './doers.js';
import { ImperativeReader } from './imperative-reader.js';
import { CONDITION, DEFECTIVE_SHE_PAST, PastPersonReader, SHE_PAST } from './past-persons.js';
import {
  advisedWithoutDoer,
  handledAfterThing,
  handledWithoutDoer,
  passiveAfterThing,
  passiveBeforePreposition,
  passiveOpeningReport,
  PAUSE,
  type HandledThings,
} from './passive-in-notices.js';
import { type CueLexicon, sentenceCues, sentenceStarts } from './sentence-cues.js';
import {
  casualIlaBefore,
  DEFINITE_NOUN,
  functionWord,
  RELATIVE_PRONOUN,
} from './function-words.js';
import {
  AMBIGUOUS_SPELLINGS,
  calledOn,
  inTheNameOf,
  adjectiveOrNoun,
  flagRaised,
  propertyOf,
  NOUN_READINGS,
  PLURALS_AFTER_NUMBER,
  takesVerbalNoun,
  pleases,
  amountOf,
  thatIs,
} from './ambiguous-spellings.js';
import {
  afterConjunct,
  AFTER_TOPIC,
  CLAUSE_OPENING,
  AFTER_OPENING_VERB,
  AFTER_PROHIBITION,
  AFTER_VERBAL_NOUN,
  takesVerbalNounSubject,
  differOnlyAtSuffix,
  GENITIVE_AFTER,
  governsAccusative,
  isPreposition,
  isQuantity,
  AFTER_VERB_AND_SUBJECT,
  endsInPronoun,
  FEMININE_WITH_PRONOUN,
  isVerbalNoun,
  governmentAfter,
  pastWe,
  pronounAfterVowel,
  withoutPronoun,
  SENTENCE_START,
  vowelBeforeSuffix,
  vowelWithPronoun,
} from './pronoun-suffixes.js';
import { pastVerbAfterPronoun, pastVerbOfTypedPerson } from './subject-agreement.js';
import {
  type AffixLexicon,
  DAMMA,
  FATHA,
  dualAfterDual,
  isNisba,
  KASRA,
  nounListedWithArticle,
  vowelWithEnding,
} from './endings.js';
import { isNumberWord, TIME_ADVERBS } from '../numbers/words-around.js';
import { asRidden, ridesHere } from './ridden.js';
import { speakableForm } from './speakable-form.js';
import {
  heFormOfShe,
  isSheOfDefectivePast,
  WE_PAST,
  otherPresentPerson,
  type Tense,
  verbalNounOfPast,
  verbTenses,
} from './verb-forms.js';

/**
 * Restores the most likely short vowels of undiacritised Arabic words from a lexicon, because espeak-ng
 * reads unvowelled Arabic as bare consonant clusters. A word the caller marked keeps its marks and gets
 * the rest from the lexicon where the two agree.
 */

/** Clitics and the article that may stand before a stem whose first hamza was typed as a bare alif. */
const BEFORE_STEM = /^(?:[وف]?[بكل]?(?:ال)?|[وف]?لل)$/;

/**
 * The speaker's own words that no suffix analysis finds (see isSpeakersWord): نفسي and وحدي, the
 * prepositions with "me" (بي، لي، عني، معي), أنا with its clitics, and the nouns of two letters
 * that take "my" (أخي، أبي). Not إلي: typed without its hamza it is إلى.
 */
const SPEAKERS_WORDS = new Set(
  (
    'بنفسي لنفسي وحدي نفسي بي لي عني مني معي عندي لدي ' +
    'أنا انا وأنا وانا فأنا فانا أخي اخي أبي ابي'
  ).split(' '),
);
/** أنّ and its sisters with "me" (لأنني، إنني، لكنني، لأني), a clitic before them or not. */
const SPEAKERS_PARTICLE = /^[وف]?[لب]?(?:[أإا]ن|لكن|كأن)ن?ي$/;

/** A noun with the listener's pronoun (حسابك، بياناتكم): its stem, the ta marbuta restored. */
const LISTENER_SUFFIX = /^(.{3,}?)(ت?)كم?$/;

/** What a report's impersonal "they" goes on with: what was said, or when (ذكروا أن، اجتمعوا أمس). */
const REPORTED_AFTER = /^(?:أن|ان|إن|أمس|امس|البارحة|البارحه)$/;
/** A broken plural shaped أَفْعَال (أَسْعَار، أَوْتَار), which no verb's "I" is shaped like. */
const AFAAL = /^أَ[\u0621-\u064A]\u0652[\u0621-\u064A]\u064Eا[\u0621-\u064A]$/u;
/** How many of a sentence's words before a run in another language are read for its imperative. */
const IMPERATIVE_LOOKBACK = 12;
/** Words of time and place a verbal noun follows and no verb: قبل تناول، بعد تساقط، عند توقف. */
const BEFORE_VERBAL_NOUN = new Set('قبل بعد عند خلال أثناء اثناء حول عقب إثر اثر'.split(' '));

/**
 * An adjective's shapes: فَعِيل (كَبِير، جَدِيد), the participles in مُ (مُرِيح، مُنَاسِب), and those
 * of form I, فَاعِل (كَامِل، سَارِي) and مَفْعُول (مَشْمُول), فَاعّ of a doubled root (خَاصّ، عَامّ) and
 * فَيِّل (جَيِّد، طَيِّب).
 */
const ADJECTIVE_SHAPE = new RegExp(
  '^(?:[\u0621-\u064A]\u064E[\u0621-\u064A]\u0650ي[\u0621-\u064A]|م\u064F.+|' +
    '[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0650[\u0621-\u064A]|' +
    'م\u064E[\u0621-\u064A]\u0652[\u0621-\u064A]\u064Fو[\u0621-\u064A]|' +
    '[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0651|' +
    '[\u0621-\u064A]\u064Eي(?:\u0651\u0650|\u0650\u0651)[\u0621-\u064A])$',
  'u',
);

/** How many of a spelling's later vowellings the rules that consult them try. */
const ALTERNATIVES_TRIED = 3;

/**
 * A vowelled word, a clitic ب، و or ف before it maybe, that is an indefinite plural: in ـات, or of
 * the broken plural shapes أَفْعَال، مَفَاعِل، فَعَالِل، مَفَاعِيل (أَسْعَار، مَعَاطِف، فَلَاتِر).
 */
const INDEFINITE_PLURAL_SHAPES =
  '^(?:[وف]\u064E)?(?:ب\u0650)?(?!ال)(?:' +
  '[\u0621-\u0652]{3,}[\u064E\u0651]{1,2}ات|' +
  'أ\u064E[\u0621-\u064A]\u0652[\u0621-\u064A]\u064Eا[\u0621-\u064A]|' +
  '[\u0621-\u064A]\u064E[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0650ي?[\u0621-\u064A]';
const INDEFINITE_PLURAL = new RegExp(`${INDEFINITE_PLURAL_SHAPES})$`, 'u');
/**
 * The same, or a nisba in ـِيّ or ـِيَّة (هادئة is no nisba: a relative clause may follow any
 * adjective, but not every word in ة is one).
 */
const INDEFINITE_PLURAL_OR_NISBA = new RegExp(
  `${INDEFINITE_PLURAL_SHAPES}|[\u0621-\u0652]{3,}\u0650ي(?:\u0651|\u0651\u064E[ةه]))$`,
  'u',
);

/** Broken plurals of adjectives: فِعَال (كِرَام، صِغَار) and فُعُل (جُدُد). */
const BROKEN_PLURAL_ADJECTIVE =
  /^(?:[\u0621-\u064A]\u0650[\u0621-\u064A]\u064Eا[\u0621-\u064A]|[\u0621-\u064A]\u064F[\u0621-\u064A]\u064F[\u0621-\u064A])$/u;

/** A noun after li- opening a sentence: its purpose, the instruction after it (للاشتراك، اتصل بنا). */
const PURPOSE = /^ل[\u0621-\u064A]{3,}$/;

/** نفس or عين with a pronoun: the emphasis of the noun before it, in that noun's case. */
const EMPHASIS_WITH_PRONOUN = /^(?:نفس|عين)(?:هما|هم|هن|ها|ه|كم|ك)$/;

/** كل with a pronoun after the noun it emphasises (قرأت الكتاب كله، للعائلة كلها). */
const ALL_WITH_PRONOUN = /^كل(?:هما|هم|هن|ها|ه)$/;

/**
 * كل with its pronoun in the case its place gives (see emphasisAfterNoun): كُلُّهَا opening a
 * sentence, كُلَّهُ as an object, كُلِّهِ after a preposition; undefined elsewhere.
 */
function allWithPronoun(word: string, place: string | undefined): string | undefined {
  if (!ALL_WITH_PRONOUN.test(word) || place === undefined) return undefined;
  const vowel =
    place === SENTENCE_START || place === CLAUSE_OPENING
      ? DAMMA
      : place === AFTER_VERB_AND_SUBJECT
        ? FATHA
        : isPreposition(place)
          ? KASRA
          : undefined;
  const pronoun = pronounAfterVowel(word.slice(2));
  if (!vowel || !pronoun) return undefined;
  // After i the pronoun's u is i too (كُلِّهِ، كُلِّهِم).
  const said = vowel === KASRA ? pronoun.replace(/^ه\u064F/u, 'ه\u0650') : pronoun;
  return `كُلّ${vowel}${said}`.normalize('NFC');
}

/**
 * Where an emphasis after a noun stands, the noun's case being its own: after a noun a preposition
 * governs (في التطبيق نفسه، بالطريقة نفسها، للعائلة كلها), that preposition, whose genitive it takes
 * (نَفْسِهِ، كُلِّهَا). كل with a pronoun after a definite or suffixed noun anywhere else is the
 * object's accusative (شربت الطفلة الحليب كله: كُلَّهُ), or the subject's nominative where the noun
 * opens its sentence (وسياراتنا كلها). Undefined for any other word.
 */
function emphasisAfterNoun(
  word: string,
  noun: string,
  beforeNoun: string | undefined,
): string | undefined {
  const bare = stripHarakat(word);
  const all = ALL_WITH_PRONOUN.test(bare);
  if (!all && !EMPHASIS_WITH_PRONOUN.test(bare)) return undefined;
  const nounLetters = stripHarakat(noun);
  // An attached ب، ك or لـ governs as a preposition written apart does.
  if (/^[وف]?(?:[بك]ال|لل)/.test(nounLetters)) return 'في';
  if (beforeNoun !== undefined && isPreposition(beforeNoun)) return beforeNoun;
  const definite =
    /^[وف]?ال../.test(nounLetters) || endsInPronoun(nounLetters.replace(/^[وف]/, ''));
  if (!all || !definite || beforeNoun === undefined) return undefined;
  // The nominative of a sentence's opening, named so that the place is not empty (SENTENCE_START is).
  if (beforeNoun === SENTENCE_START) return CLAUSE_OPENING;
  // Any other place the reader names is not the object's (a construct, a topic's predicate).
  return !beforeNoun.startsWith('\u0000') || beforeNoun === AFTER_VERB_AND_SUBJECT
    ? AFTER_VERB_AND_SUBJECT
    : undefined;
}

/** Feminine ordinals and adjectives of time, shaped like doers (فَاعِلَة) but no one's name. */
const RANK_OR_TIME =
  /^ال(?:ثانية|ثالثة|رابعة|خامسة|سادسة|سابعة|ثامنة|تاسعة|عاشرة|قادمة|ماضية|تالية|سابقة|لاحقة|حالية|مقبلة|أخيرة|اخيرة)$/;
const AN = new Set(['أن', 'ان']);
/** The verbal noun فُعُول of form I (هُطُول، وُصُول، صُدُور). */
const FUUL = /^[\u0621-\u064A]\u064F[\u0621-\u064A]\u064Fو[\u0621-\u064A]$/u;

/** Words of time that may follow a verb with no object between (سيغلق يوم الخميس، ستغلق مساء). */
const TIME_WORDS = new Set([
  ...TIME_ADVERBS,
  ...'يوم مساء صباح ظهر نهاية بداية طوال أمام خلال حتى بعد قبل منذ'.split(' '),
]);

/** كما, لذا, لذلك: an impersonal verb after them still opens its clause (كما يفضل أن). */
const AS_CLAUSE = /^[وف]?(?:كما|لذا|لذلك)$/;
/**
 * Verbs of expecting, supposing, requiring and advising whose present, opening a sentence or a clause
 * right before أن or a verbal noun with no subject between, is an impersonal passive: يُتَوَقَّع أن،
 * يُفْتَرَض أن، يُشْتَرَط أن، يُفَضَّل أن (impersonalBefore). Verbs that read so in the active (يجب،
 * يمكن، ينبغي، يعرف) are not among them.
 */
const IMPERSONAL_BEFORE_AN = new Set(
  'يتوقع يعتقد يفترض يشترط يستحسن يفضل يقترح يرجح يخشى يقدر ينتظر يؤمل يحتمل يستبعد يلاحظ'.split(
    ' ',
  ),
);
/**
 * My father, brother or mother (أبي، أخي، أمي, typed with a bare alif too): nouns of two letters
 * with "my", which isSubjectNoun's three-letter floor for a stem leaves out.
 */
const MY_KIN = /^[أا][بخم]ي$/;
/** كان in the persons a condition opens with (إن كان، فإن كانت، إن كنت): a past, not in the lists. */
const PAST_OF_BE = /^(?:كان|كانت|كانوا|كنت|كنا|كنتم)$/;

/**
 * Verbs and قبل after which أن is أنْ before a present verb, never أنّ before a noun, nor a past (as
 * after بعد أن): يجب أن تدفع، يمكنك أن تدفع، قبل أن نبدأ، أريد أن أعرف; typed without hamzas too
 * (اريد ان اعرف).
 */
const ONLY_PRESENT_AFTER_AN =
  /^[وف]?(?:يجب|يمكن(?:ك|كم|ه|ها|هم|نا|ني)?|ينبغي|يجوز|قبل|[يتنأا](?:ريد|ستطيع|حاول))$/;

const I_SUBJECT = new Set(['أنا', 'انا', 'وأنا', 'وانا']);

/** A preposition with a pronoun, which may stand between a verb and its subject (يتصل بك، أرسل لكم). */
const PREPOSITION_WITH_PRONOUN =
  /^(?:ب|ل|مع|إلي|الي|علي|عن|من|عند|لدي)(?:ك|كم|كما|كن|ه|ها|هم|هما|نا|ي)$/;

/**
 * Whether `word` (bare) is a present in ت with an object pronoun after the prohibition's لا: behind ف
 * or و (فلا تشاركه، ولا تتركها), or opening its sentence (`itsContext`, what stood before لا).
 */
function prohibits(word: string, previous: string | undefined, itsContext: string | undefined) {
  if (hasHaraka(word) || !/^ت.{3,}/.test(word) || !endsInPronoun(word)) return false;
  return /^[وف]لا$/.test(previous ?? '') || (previous === 'لا' && itsContext === SENTENCE_START);
}

/**
 * Whether a word may be a noun with a pronoun suffix, the word whose reading its case changes: it
 * ends in a pronoun's letters and is no function word or particle (قال إنه reads the verb itself).
 */
function mayBeSuffixedNoun(word: string): boolean {
  const bare = stripHarakat(word);
  return endsInPronoun(bare) && functionWord(bare, false) === undefined && !isParticle(bare);
}

/**
 * Whether a noun with the listener's pronoun follows a present in ت after لا (لا تشارك رمزك): the
 * prohibition speaks to the listener, its subject, so the noun is its object, accusative (رَمْزَك).
 */
function objectOfProhibited(word: string, beforeVerb: string, verbReading: string): boolean {
  return (
    /^[وف]?لا$/.test(beforeVerb) &&
    /^ت[\u064E\u064F]/.test(verbReading) &&
    /^[\u0621-\u064A]{2,}(?:ك|كم|كما|كن)$/.test(stripHarakat(word)) &&
    functionWord(stripHarakat(word), false) === undefined
  );
}

/**
 * The unit of a teen typed out, before عشر or عشرة: a cardinal's (ثلاثة عشر، إحدى عشرة، اثنا عشر،
 * باثنتي عشرة) or an ordinal's (التاسع عشر، الحادية عشرة، الثانيه عشره).
 */
const TEEN_UNIT = new RegExp(
  '^[وف]?[بل]?(?:أحد|احد|إحدى|احدى|اثنا|اثني|اثنتا|اثنتي|ثلاثة|ثلاث|أربعة|اربعة|أربع|اربع|خمسة|خمس|' +
    'ستة|ست|سبعة|سبع|ثمانية|ثماني|ثمان|تسعة|تسع|' +
    '(?:ال)?(?:حادي|ثاني|ثالث|رابع|خامس|سادس|سابع|ثامن|تاسع)[ةه]?)$',
);

/**
 * Words after which a verb opens a clause of its own, its subject still to come: a condition (إذا
 * تعرضت سيارتك), a time (عندما يصل طلبك) or قد (فقد وصلت هديتكم).
 */
const CLAUSE_OPENER = /^[وف]?(?:إذا|اذا|إن|لو|لما|عندما|حين|حينما|كلما|متى|بعدما|قد|لقد)$/;

/** Conjunctions after which a noun opens a clause as its subject: لكن، لأن، حيث، بينما، أنّ. */
const SUBJECT_CLAUSE_OPENER = /^[وف]?(?:لكن|لكنّ|لأن|لان|حيث|بينما|إذ|اذ|أن|ان|بأن|بان)$/;

/** The negation of a present, with و or ف. */
const NEGATION = /^[وف]?لا$/;

/**
 * A form III verbal noun in ة, مُفَاعَلَة, the article on it or not, split before the vowel of its last
 * root letter.
 */
const FORM_III_VERBAL_NOUN =
  /^((?:ال\u0652?)?م\u064F[\u0621-\u064A]\u064Eا[\u0621-\u064A])\u064E([^\u064B-\u0652\u0627\u0648\u064A]\u064E?[ةه])$/u;

/** Words before an indefinite noun in the genitive, their clitics maybe: كل جلسة، لأي قطعة، آخر مرة. */
const BEFORE_INDEFINITE_NOUN = /^[وف]?[بلك]?(?:كل|أي|اي|أول|اول|آخر|اخر)$/;
/** Particles after which a definite noun opens a clause as its subject (أن المتحف سيغلق أبوابه). */
const BEFORE_SUBJECT = /^[وف]?(?:أن|ان|إن|لأن|لان|لكن|ثم|حيث|كما|بينما|إذ|اذ)$/;

/** A present's "he" form by its first letters: يُـ, يَ and a consonant with sukun, or يَتَـ. */
const PRESENT_SHAPE = /^ي(?:\u064F|\u064E[\u0621-\u064A]\u0652|\u064Eت\u064E)/;

/** A present of a verb whose first root letter is و, which drops it: نَعِد، يَصِل، تَضَع. */
const ASSIMILATED_PRESENT = /^[أنيت][\u064E\u064F][\u0621-\u064A][\u064E-\u0650][\u0621-\u064A]$/u;

/** Three letters with ā in the middle: the shape of a hollow verb's past (شَاء، كَان، زَار). */
const HOLLOW_PAST_SHAPE = /^[\u0621-\u064A]\u064Eا[\u0621-\u064A]$/;

/**
 * A broken plural that begins with a present's person letter (نَتَائِج، تَقَارِير، أَسَالِيب): after
 * fatha, a consonant, ā, then i (or ī) before the last letter, a shape no verb has.
 */
const PLURAL_IN_PERSON_LETTER =
  /^[يتنأ]\u064E[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0650ي?[\u0621-\u064A]$/u;

/** Particles and question words, also behind a clitic (بما، فهل، بأن), which no noun follows in construct. */
const PARTICLE_AFTER_CLITICS = /^[وف]?[بكل]?(?:ما|من|هل|أن|إن|ان|لا|قد|كي|أم|لم|لن)$/;

/** How many words' readings alone a diacritiser keeps (see readingOfAny). */
const READINGS_KEPT = 20_000;

/**
 * Particles after which a word in أ is the "I" of a present verb (لن أتأخر، أريد أن أتعلم), not a
 * past of the fourth form or an elative (أعلن، أفضل).
 */
const BEFORE_PRESENT_VERB = new Set('أن لن لم لا قد كي لكي حتى'.split(' '));
/**
 * Of those and the future's سوف, the ones no past verb follows: after them a word in أ is never
 * أَرْسَل (لن أرسلها، سوف أرسل).
 */
const ONLY_BEFORE_PRESENT_VERB = new Set('لن لم كي لكي سوف'.split(' '));

/**
 * Whether `typed` is `entry` (vowelled) written the casual way: a bare alif for the hamza seat or
 * madda that starts the stem (الى for إلى, الاول for الأول), for a hamza on alif with no vowel after
 * a fatha (تاخير for تأخير, ياكل for يأكل, يبدا for يبدأ: the glottal stop dropped, its fatha
 * lengthened), or for the madda
 * of a plural in ـآت (مكافات for مكافآت, the plural of مكافأة); or a dotless ى for a final ي (فى for
 * في, as Egyptian spelling writes it). Inside a stem a bare alif is otherwise an alif (تاكل is تأكل,
 * not تآكل), unless `anyHamza`: then it may stand for any hamza on alif or a madda (قرات قَرَأْت،
 * التاكد التَّأَكُّد، القران الْقُرْآن), the second chance casualSpelling gives a word no stricter reading
 * finds. A typed ي is not ى (المشي is not المشى), and a hamza the writer did put is kept: أمام is not
 * إمام.
 */
function typedWithoutHamza(typed: string, entry: string, anyHamza = false): boolean {
  const letters = stripHarakat(entry);
  if (typed.length !== letters.length) return false;
  // The marks after each letter of the entry.
  const marks = [...entry.normalize('NFC').matchAll(/([^\u064B-\u0652])([\u064B-\u0652]*)/gu)].map(
    (match) => match[2],
  );
  let changes = 0;
  const casual = [...typed].every((letter, i) => {
    const wanted = letters[i];
    if (letter === wanted) return true;
    changes++;
    if (letter === 'ا') {
      if (BEFORE_STEM.test(typed.slice(0, i))) return 'أإآ'.includes(wanted);
      // A hamza after a fatha that no vowel follows: a sukun inside the stem, none at its end.
      const unvowelled = marks[i] === '\u0652' || (marks[i] === '' && i === letters.length - 1);
      return (
        letters.slice(i) === 'آت' ||
        (wanted === 'أ' && unvowelled && marks[i - 1] === '\u064E') ||
        (anyHamza && 'أآ'.includes(wanted))
      );
    }
    return letter === 'ى' && wanted === 'ي';
  });
  // One letter typed the casual way: الى is إِلَى, not آلِيّ with both its hamza and its ي changed,
  // and ابدا is أَبَدًا, not أَبْدَأ with both its hamzas left out.
  return casual && changes <= 1;
}

function addFolded(folded: Map<string, string[]>, word: string): void {
  const key = lookupKey(word);
  folded.set(key, [...(folded.get(key) ?? []), word]);
}

/**
 * The word of `folded` that `typed` writes the casual way (typedWithoutHamza, strictly first), the modern list's
 * (`modern`) before the others (الاعراض is الْأَعْرَاض, not the Quran's الْإِعْرَاض); undefined where two
 * words of other letters are (امام is أَمَام or إِمَام): the sentence must decide, or espeak-ng.
 */
function casualSpelling(
  typed: string,
  folded: ReadonlyMap<string, string[]>,
  modern: ReadonlySet<string>,
): string | undefined {
  const found = folded.get(lookupKey(typed)) ?? [];
  const strict = found.filter((word) => typedWithoutHamza(typed, word));
  // A hamza with a vowel inside the stem only where no word is written so without one (سال is سَال
  // where the lists hold it, and سَأَل only where they do not).
  const all = strict.length ? strict : found.filter((word) => typedWithoutHamza(typed, word, true));
  if (!all.length) return undefined;
  const modernOnes = all.filter((word) => modern.has(word));
  const words = modernOnes.length ? modernOnes : all;
  return words.every((word) => stripHarakat(word) === stripHarakat(words[0]))
    ? words[0]
    : undefined;
}

/**
 * A verb's plural ending, its subject, after its clitics: ـُوا on a verb only, ـُون on a present verb
 * (nouns have it too: مُعَلِّمُون).
 */
const PLURAL_VERB = /^(?:[وف]\u064E)?(?:سَ)?(.+?)\u064F(\u0651?)(وا|ون)$/u;
/** A present's ending of the listener, "you, woman", its subject: ـِي، ـِين (تغلقي، تستخدمين). */
const WOMAN_LISTENER_PRESENT = /^(?:[وف]\u064E)?(?:سَ)?(ت.+?)\u0650(\u0651?)(?:ي|ين)$/u;
/** A reading with و before it, "and" (وَحُوِّلَت), or undefined for none. */
function withConjunction(reading: string | undefined): string | undefined {
  return reading === undefined ? undefined : afterConjunction('و', reading);
}

/** Verbs of being, becoming and beginning, which a verb may follow (كان يعمل، بدأ يكتب). */
const BEING_OR_BEGINNING = new RegExp(
  '^[وف]?(?:كان|كانت|يكون|تكون|أصبح|اصبح|أصبحت|اصبحت|يصبح|تصبح|ظل|ظلت|يظل|تظل|بدأ|بدا|بدأت|' +
    'بدات|يبدأ|تبدأ|عاد|عادت|يعود|تعود|صار|صارت|يصير|أخذ|اخذ|راح|كاد|زال|يزال|تزال)$',
);

/** Verbs of asking, with و or ف: يرجى من المسافرين، نرجو منكم. */
const ASKING = /^[وف]?(?:يرجى|نرجو|أرجو|ارجو|نطلب|يطلب)$/;

/**
 * Whether a clause asks something of someone before a word (`before`: its bare words, nearest
 * first, to the clause's start): a verb of asking, من with its pronoun or a noun and its adjectives,
 * then the word (نرجو من ركابنا الكرام ربط أحزمتهم، يرجى منكم دفع), or على opening the clause with
 * those it binds (وعلى الركاب ربط أحزمتهم): what is asked is a verbal noun.
 */
function askedOfSomeone(before: readonly string[]): boolean {
  const nouns = (words: readonly string[]) =>
    words.length > 0 && words.every((word) => /^(?:ال)?[\u0621-\u064A]{3,}$/.test(word));
  if (/^[وف]?على$/.test(before.at(-1) ?? '')) return nouns(before.slice(0, -1));
  const from = before.findIndex((word) => /^من(?:ك|كم|كما|كن|هم|ه|ها)?$/.test(word));
  if (from < 0 || from + 1 >= before.length || !ASKING.test(before[from + 1])) return false;
  return from === 0 || nouns(before.slice(0, from));
}

/** A definite noun that may begin a sentence, after و or ف too: its topic (والشركة أرباحها). */
const TOPIC = /^[وف]?ال[\u0621-\u064A]{2,}$/;

/** A mark that ends a sentence. */
const SENTENCE_END_MARK = /[.!?؟]/g;

/** A Latin word that opens a text. */
const LATIN_WORD_FIRST = /^[A-Za-z\u00C0-\u024F]+/;
/** An amount's counted noun as read, in -an: the subject of a verb of handling after it (٥٠ ريالا تدفع). */
const AMOUNT = /(?:\u064Bا|ا\u064B)$/;
/** Where a word in another language stood between two Arabic runs of one sentence (cuesInSentence). */
const RUN_GAP = ' - ';

/** What follows the last letter or digit of `text`: its closing punctuation and spaces. */
function afterLastWord(text: string): string {
  return text.slice(text.search(/[^\p{L}\p{N}]*$/u));
}

export class Diacritizer {
  private readonly exact = new Map<string, string>();
  /** Every word by its spelling with hamza seats and ى folded, most frequent first. */
  private readonly folded = new Map<string, string[]>();
  private readonly inflectable = new Map<string, string>();
  /** The modern list's words likewise, for a stem typed the casual way under clitics (الانترنت). */
  private readonly foldedInflectable = new Map<string, string[]>();
  /** readingOfAny's answers (a word's reading alone depends on nothing else). */
  private readonly readings = new Map<string, string>();
  /** The reviewed modern list's words, vowelled as listed. */
  private readonly modernWords: ReadonlySet<string>;
  private readonly tenses: ReadonlyMap<string, Tense>;
  private readonly affixLexicon: AffixLexicon = {
    entry: (bare, inflected) =>
      (inflected
        ? (this.inflectable.get(bare) ??
          casualSpelling(bare, this.foldedInflectable, this.modernWords))
        : (this.lookup(bare) ?? this.stems.get(bare))) ??
      (bare.startsWith('ن') ? this.otherPerson(bare) : undefined),
    tense: (entry) =>
      this.tenses.get(entry) ??
      (/^[أن][\u064E\u064F]/.test(entry) && this.tenses.get(`ي${entry.slice(1)}`) === 'present'
        ? 'present'
        : undefined),
    causative: (bare) => this.causativePresent(bare),
  };

  /**
   * The form II or IV present (يُـ) a bare present spells in any person (نذكر: نُذَكِّر), where the
   * modern list holds its "he" and "she" forms, as its reading or as an alternative to one.
   */
  private causativePresent(bare: string): string | undefined {
    if (!/^[يتنأ]/.test(bare)) return undefined;
    const forms = (spelling: string) => [
      ...(this.inflectable.has(spelling) ? [this.inflectable.get(spelling)!] : []),
      ...(this.alternatives.get(spelling) ?? []),
    ];
    const rest = bare.slice(1);
    const she = forms(`ت${rest}`);
    const he = forms(`ي${rest}`).find(
      (word) => /^يُ/u.test(word.normalize('NFC')) && she.includes(`ت${word.slice(1)}`),
    );
    return he && `${bare[0]}${he.slice(1)}`.normalize('NFC');
  }

  /** Imperatives where a sentence asks for them (imperative-reader.ts). */
  private readonly imperatives = new ImperativeReader({
    affixes: this.affixLexicon,
    diacritizeWord: (word, previous) => this.diacritizeWord(word, previous),
    listed: (bare) => this.inflectable.get(bare),
    alternatives: (bare) => this.alternatives.get(bare) ?? [],
    leftToEspeak: (bare) => this.leftToEspeak.has(bare),
    heFormOfSheForm: (bare) => this.heFormOfSheForm(bare),
    hasListenersPronoun: (bare) => this.hasListenersPronoun(bare),
  });

  /** The person of a past in ت where its sentence decides it (past-persons.ts). */
  private readonly persons = new PastPersonReader({
    affixes: this.affixLexicon,
    listed: (bare) => this.inflectable.get(bare),
    isWord: (bare) => Boolean(this.lookup(bare)),
    readsAsNoun: (bare) => this.readsAsNoun(bare),
    hasListenersPronoun: (bare) => this.hasListenersPronoun(bare),
    mayBeDoer: (bare) => mayBeDoer(bare, (noun) => this.readingOfAny(noun)),
  });

  /** What the sentence-wide cues (sentence-cues.ts) ask of the lexicon. */
  private readonly handledThings: HandledThings = {
    readsAsNoun: (word) => this.readsAsNoun(word),
    possessedNoun: (word) => {
      const stem = /^[يتن]/.test(word) ? undefined : withoutPronoun(word);
      return (
        stem !== undefined &&
        stem.length >= 3 &&
        [stem, stem.replace(/ت$/, 'ة')].some((noun) => this.readingOfAny(noun) !== noun)
      );
    },
    reading: (word) => this.readingOfAny(word),
  };
  private readonly cueLexicon: CueLexicon = {
    isSpeakersWord: (bare) => this.isSpeakersWord(bare),
    hasListenersPronoun: (bare) => this.hasListenersPronoun(bare),
    namesAgent: (next) => this.namesAgent(next),
    readingOf: (word) => this.readingOfAny(word),
    imperativeOf: (word) => this.imperatives.of(word),
  };

  /** A present verb's "I" or "we" person from its listed "he" or "she" form (verb-forms.ts). */
  private otherPerson(bare: string): string | undefined {
    return otherPresentPerson(bare, (form) => {
      const entry = this.inflectable.get(form);
      return entry && this.tenses.get(entry) === 'present' ? entry : undefined;
    });
  }

  private readonly leftToEspeak: ReadonlySet<string>;
  private readonly stems = new Map<string, string>();
  private readonly alternatives = new Map<string, string[]>();

  /**
   * @param vowelledWords most frequent first: on a folded-spelling clash the earlier word wins.
   * @param inflectableWords words whose endings (ـة، ـات، ـون ...) may be derived: a reviewed modern
   *   list. They come before `vowelledWords` on a clash.
   * @param leftToEspeak spellings left bare: espeak-ng's own dictionary reads them otherwise than any
   *   reading derived here would (استخدم is "he used", not أَسْتَخْدِم; مالي is mālī, not māl + "my").
   * @param stemWords reviewed modern words espeak-ng reads itself: never vowelled alone, but their
   *   clitics, endings and pronoun suffixes are derived (سيارة is espeak-ng's, وسيارته ours).
   * @param alternativeWords later vowellings of spellings the modern list holds twice (مُنْتِج after
   *   مُنْتَج): read, with their clitics and endings, only where a caller's marks pick them; the
   *   persons of a verb among them still make it one (يَصْرِف تَصْرِف، after the noun تَصَرُّف).
   */
  constructor(
    vowelledWords: readonly string[],
    inflectableWords: readonly string[] = [],
    leftToEspeak: Iterable<string> = [],
    stemWords: readonly string[] = [],
    alternativeWords: readonly string[] = [],
  ) {
    for (const word of alternativeWords) {
      const spelling = stripHarakat(word);
      this.alternatives.set(spelling, [...(this.alternatives.get(spelling) ?? []), word]);
    }
    this.leftToEspeak = new Set(leftToEspeak);
    this.modernWords = new Set([...inflectableWords, ...stemWords]);
    for (const word of [...inflectableWords, ...stemWords]) {
      const spelling = stripHarakat(word);
      if (!this.inflectable.has(spelling)) this.inflectable.set(spelling, word);
      addFolded(this.foldedInflectable, word);
    }
    for (const word of stemWords) {
      const spelling = stripHarakat(word);
      if (!this.stems.has(spelling)) this.stems.set(spelling, word);
    }
    for (const word of [...inflectableWords, ...vowelledWords]) {
      const spelling = stripHarakat(word);
      if (!this.exact.has(spelling)) this.exact.set(spelling, word);
      addFolded(this.folded, word);
    }
    this.tenses = verbTenses([...inflectableWords, ...stemWords, ...alternativeWords]);
  }

  get size(): number {
    return this.exact.size;
  }

  /**
   * Vowels every word of `text` it knows, in the spelling espeak-ng reads best, and writes out how each
   * final ة is said (it depends on the next word: see feminine-ending.ts). The word before may fix the
   * vowel before a pronoun suffix (pronoun-suffixes.ts).
   *
   * @param around what the sentence says before and after `text` in another language. `before` (a
   *   Latin name: "أطلقت Samsung" before "هاتفها الجديد"), with its punctuation: the first word then
   *   begins a sentence only after a sentence's end. `after`: a Latin word right after the last word is
   *   its next word (أن before a name is أنّ). `wordBeforeName`: the Arabic word before `before`, when
   *   that is a Latin name; after a verb the name is its subject, and a suffixed noun right after it
   *   the object, accusative (أطلقت Samsung هاتفَها). All undefined when `text` is all there is.
   */
  diacritizeText(
    text: string,
    around: {
      before?: string;
      after?: string;
      wordBeforeName?: string;
      sentence?: { before: readonly string[]; after: readonly string[] };
    } = {},
  ): string {
    const { before, after, wordBeforeName, sentence } = around;
    const afterVerbAndName =
      before !== undefined &&
      /^\s*$/.test(afterLastWord(before)) &&
      wordBeforeName !== undefined &&
      this.isVerb(wordBeforeName);
    const words = [...text.matchAll(ARABIC_WORD)];
    let spoken = '';
    let at = 0;
    // Whether words i and i + 1 are in one clause: nothing but spaces between them.
    const joined = (i: number) =>
      i >= 0 &&
      i + 1 < words.length &&
      /^\s+$/.test(text.slice(words[i].index + words[i][0].length, words[i + 1].index));
    // The bare words of the clause after word `at`, at most `count` of them.
    const clauseAfter = (at: number, count: number) => {
      const after: string[] = [];
      for (let k = at; after.length < count && joined(k); k++)
        after.push(stripHarakat(words[k + 1][0]));
      return after;
    };
    // The bare words of the clause before word `at`, nearest first, back to the clause's start.
    const clauseBefore = (at: number) => {
      const before: string[] = [];
      for (let k = at - 1; joined(k); k--) before.push(stripHarakat(words[k][0]));
      return before;
    };
    // The same, and what the clause goes on with when it stops before `count` words: the first word
    // of a run in another language (نشرت مجلة Nature دراسة: the Latin name may be the doer), or a
    // pause (قبل طلبك، وسيتم) where a comma is followed by more text.
    const clauseGoingOn = (at: number, count: number) => {
      const clause = clauseAfter(at, count);
      if (clause.length >= count) return clause;
      const last = at + clause.length;
      const rest = text.slice(words[last].index + words[last][0].length);
      const latin =
        last === words.length - 1 && /^\s*$/.test(rest)
          ? LATIN_WORD_FIRST.exec(after ?? '')?.[0]
          : undefined;
      const paused = /^\s*[،,]\s*\S/.test(rest) ? PAUSE : undefined;
      const goesOn = latin ?? paused;
      return goesOn === undefined ? clause : [...clause, goesOn];
    };
    // Whether the sentence of word `at` has a run in another language (the text before or after
    // this one, no sentence end between). The run's first and last end marks, found once, tell.
    const ends = [...text.matchAll(SENTENCE_END_MARK)].map((end) => end.index);
    const otherLanguageInSentence = (at: number) =>
      (after !== undefined && (ends.length === 0 || ends[ends.length - 1] < words[at].index)) ||
      (before !== undefined && (ends.length === 0 || ends[0] > words[at].index));
    // Whether word `at` is followed by what may be its object or complement and no subject: a
    // preposition (سجلوا في دورة)، a definite noun (the article alone before a Latin word too), a noun
    // with a pronoun, or a noun in construct with a definite one or a Latin name (خاصية Face ID); not
    // an indefinite noun and its adjective, a subject's shape (صدر تحديث جديد).
    const objectAfter = (at: number) => {
      if (!joined(at)) return false;
      const object = stripHarakat(words[at + 1][0]);
      if (isPreposition(object)) return true;
      if (functionWord(object, false) !== undefined) return false;
      if (/^ال/.test(object) || mayBeSuffixedNoun(object)) return true;
      if (joined(at + 1)) return /^ال/.test(stripHarakat(words[at + 2][0]));
      return (
        at + 1 === words.length - 1 &&
        after !== undefined &&
        /^\s*$/.test(text.slice(words[at + 1].index + words[at + 1][0].length))
      );
    };
    const typesTaAsHa = words.some((w) => this.typesTaAsHa(stripHarakat(w[0])));
    let inCondition = false;
    // A verb of this sentence was read as an imperative: ثم, و or ف joins another one to it. The
    // sentence may have begun before a name in another language (اطلب وجبتك عبر Talabat واستخدم).
    let imperativeInSentence = sentence !== undefined && this.asksImperative(sentence.before);
    // The sentence opens with its purpose (للاستفسار، لمعرفة رصيدك): after a comma, what to do.
    let purposeOpening = false;
    // The word before was read as an imperative: a suffixed noun after it is its object.
    let afterImperative = false;
    // What stood before each word (see wordBefore).
    const contexts: (string | undefined)[] = [];
    // Each word as read, marks and all.
    const readings: string[] = [];
    // Per word, whether it was read as an imperative.
    const imperatives: boolean[] = [];
    // Per word, whether it was read as a report's opening passive.
    const reportedPassive: boolean[] = [];
    // Per word, whether it opens a sentence or a clause (after a comma or CLAUSE_OPENER).
    const opensClause: boolean[] = [];
    let speakerPastInSentence = false;
    // A verb of this sentence was read as a report's opening passive (passiveOpeningReport), or as
    // the present passive of a verb of handling (handledWithoutDoer).
    let reportInSentence = false;
    let handledInSentence = false;
    const {
      speakerLater,
      agentLater,
      listenerLater,
      imperativeLater,
      addressesSeveral,
      addressesOne,
    } = this.cuesInSentence(text, words, sentence);
    // Whether word i is the text's first: nothing before it, in this text or a chunk before.
    const opensText = (i: number) =>
      i === 0 && before === undefined && /^[\s"'«(]*$/.test(text.slice(0, words[0].index));
    // The first word of the sentence the loop below has reached.
    let sentenceFirst = 0;
    // Whether only a phrase of a preposition stands before word i at the text's start (للحجز اتصلوا،
    // بعد العلاج راجعوا الطبيب), or at a later sentence's (نرحب بكم. للحجز اتصلوا على): still no noun
    // there for a "they" to mean.
    const afterOpeningPhrase = (i: number) =>
      i > sentenceFirst &&
      i <= sentenceFirst + 4 &&
      (sentenceFirst > 0 || opensText(0)) &&
      this.opensPhrase(stripHarakat(words[sentenceFirst][0])) &&
      !/[.!?؟\n]/.test(text.slice(words[sentenceFirst].index, words[i].index)) &&
      words.slice(sentenceFirst + 1, i).every((w) => !this.isVerb(stripHarakat(w[0])));
    words.forEach((match, i) => {
      const word = match[0];
      const next = joined(i)
        ? stripHarakat(words[i + 1][0])
        : i === words.length - 1 && /^\s*$/.test(text.slice(match.index + word.length))
          ? LATIN_WORD_FIRST.exec(after ?? '')?.[0]
          : undefined;
      const wordOrPlace = joined(i - 1)
        ? afterImperative
          ? AFTER_VERB_AND_SUBJECT
          : this.wordBefore(
              words[i - 1][0],
              joined(i - 2) ? words[i - 2][0] : undefined,
              contexts[i - 1],
            )
        : i === 0 && afterVerbAndName && /^\s*$/.test(text.slice(0, match.index))
          ? AFTER_VERB_AND_SUBJECT
          : sentenceStarts(
                i === 0
                  ? afterLastWord(before ?? '') + text.slice(0, match.index)
                  : text.slice(words[i - 1].index + words[i - 1][0].length, match.index),
                i === 0 && before === undefined,
              )
            ? SENTENCE_START
            : undefined;
      const opensSentence = wordOrPlace === SENTENCE_START;
      const afterComma =
        i > 0 &&
        /^\s*[،,]\s*$/.test(text.slice(words[i - 1].index + words[i - 1][0].length, match.index));
      const previous =
        (this.measuredBeforeNumber(word, joined(i) ? next : undefined, wordOrPlace) &&
          CLAUSE_OPENING) ||
        // What a report's opening passive tells of is its subject: قُبِلَ طلبُك.
        (joined(i - 1) &&
          reportedPassive[i - 1] &&
          mayBeSuffixedNoun(word) &&
          AFTER_OPENING_VERB) ||
        (joined(i - 1) &&
          this.conjunctPlace(word, words[i - 1][0], readings[i - 1], contexts[i - 1])) ||
        (joined(i - 1) && emphasisAfterNoun(word, words[i - 1][0], contexts[i - 1])) ||
        // A verbal noun read so in its place (قبل تناول أدويتكم) is in construct with the noun after it.
        (joined(i - 1) &&
          !hasHaraka(words[i - 1][0]) &&
          isVerbalNoun(readings[i - 1].replace(/\u0640/g, '').replace(/ٱ/g, 'ا')) &&
          AFTER_VERBAL_NOUN) ||
        // So is بِاسْم, "in the name of" (باسم شركتك: بِاسْمِ شَرِكَتِك).
        (joined(i - 1) &&
          /^[وف]?باسم$/.test(stripHarakat(words[i - 1][0])) &&
          !hasHaraka(words[i - 1][0]) &&
          hasHaraka(readings[i - 1]) &&
          AFTER_VERBAL_NOUN) ||
        // So is a verb's spelling read as its noun (يمكنكم ربط حساباتكم: رَبْط حِسَابَاتِكُم), unless a
        // present in ي or ن follows, which describes it (لكل جهاز نؤجره; a ت may be a ة typed ه).
        (joined(i - 1) &&
          !hasHaraka(words[i - 1][0]) &&
          this.readAsNounOfVerb(stripHarakat(words[i - 1][0]), readings[i - 1]) &&
          !(/^[ني]/.test(stripHarakat(word)) && this.presentVerbAhead(stripHarakat(word))) &&
          AFTER_VERBAL_NOUN) ||
        (joined(i - 1) && prohibits(word, wordOrPlace, contexts[i - 1]) && AFTER_PROHIBITION) ||
        (joined(i - 1) &&
          joined(i - 2) &&
          this.placeAfterVerbAndPronoun(
            word,
            words[i - 1][0],
            words[i - 2][0],
            imperatives[i - 2],
          )) ||
        (joined(i - 1) &&
          wordOrPlace !== undefined &&
          !wordOrPlace.startsWith('\u0000') &&
          this.inConstructWith(word, words[i - 1][0]) &&
          AFTER_VERBAL_NOUN) ||
        (joined(i - 1) &&
          this.followsPastOfPerson(word, words[i - 1][0], readings[i - 1]) &&
          AFTER_VERB_AND_SUBJECT) ||
        (joined(i - 1) &&
          joined(i - 2) &&
          objectOfProhibited(word, stripHarakat(words[i - 2][0]), readings[i - 1]) &&
          AFTER_VERB_AND_SUBJECT) ||
        (joined(i - 1) &&
          this.placeAfterVerb(word, wordOrPlace, contexts[i - 1], words[i - 1][0])) ||
        (joined(i - 1) &&
          opensClause[i - 1] &&
          this.subjectAfterThirdPerson(word, words[i - 1][0], readings[i - 1]) &&
          AFTER_OPENING_VERB) ||
        (joined(i - 1) &&
          joined(i - 2) &&
          this.objectAfterSubjectAndVerb(
            word,
            words[i - 1][0],
            words[i - 2][0],
            joined(i - 3) ? words[i - 3][0] : undefined,
          ) &&
          AFTER_VERB_AND_SUBJECT) ||
        (afterComma && this.topicOpening(word, next)) ||
        (opensSentence && this.isVocative(word, joined(i) ? words[i + 1] : undefined, text)
          ? AFTER_VERB_AND_SUBJECT
          : wordOrPlace);
      if (opensSentence) {
        inCondition = imperativeInSentence = speakerPastInSentence = false;
        sentenceFirst = i;
      }
      const presentVerbFollows =
        previous !== undefined &&
        AN.has(previous) &&
        joined(i - 2) &&
        ONLY_PRESENT_AFTER_AN.test(stripHarakat(words[i - 2][0]));
      // A conjunction opening a clause is no verb, whatever verb its letters spell (لكن is no لَكِّنْ).
      const conjunction = CLAUSE_OPENER.test(word) || SUBJECT_CLAUSE_OPENER.test(word);
      const imperative = conjunction
        ? undefined
        : this.imperatives.inContext(word, previous, next, {
            answersCondition: inCondition,
            // ثم or أو joins it to an imperative before it (اضغط ١، أو انتظر قليلا).
            asked:
              (previous !== undefined && /^(?:ثم|أو|او)$/.test(previous) && imperativeInSentence) ||
              (afterComma && (inCondition || purposeOpening)) ||
              (purposeOpening && !imperativeInSentence && this.endsPurpose(i, words, joined, next)),
            joinedToImperative: imperativeInSentence,
            // The text's first word in ـوا too, or one after a phrase opening it: no one stands before
            // it for a "they" to mean, but the impersonal one of a report (ذكروا أن، اجتمعوا أمس).
            toSeveral:
              (addressesSeveral[i] && (opensSentence || afterComma || word.startsWith('ف'))) ||
              ((opensText(i) || afterOpeningPhrase(i)) && !REPORTED_AFTER.test(next ?? '')),
            toOne: addressesOne[i] && afterComma && word.startsWith('ف'),
            opensAsked: imperativeLater[i],
            // A doer named with من قبل makes the opening verb passive (حدد موعد عمليتك من قبل الجراح).
            toListener: (addressesOne[i] || addressesSeveral[i]) && !agentLater[i],
            opensBeforePreposition: opensText(i) && this.prepositionFollows(next),
            doerAfterSpeaker:
              joined(i) &&
              next !== undefined &&
              SPEAKER_AFTER_VERB.has(next) &&
              joined(i + 1) &&
              joined(i + 2) &&
              this.personOrPossessedPerson(stripHarakat(words[i + 2][0])),
            afterComma,
            instructs: otherLanguageInSentence(i) && objectAfter(i) && !agentLater[i],
          });
      contexts.push(previous);
      opensClause.push(
        opensSentence ||
          afterComma ||
          (joined(i - 1) && CLAUSE_OPENER.test(stripHarakat(words[i - 1][0]))),
      );
      // The subject a conjunction opening the clause put before the word (لأن الحافلة تعطلت).
      const thingBefore = opensSentence
        ? undefined
        : this.subjectAfterConjunction(i, words, joined);
      // A past in ت in the person its sentence gives it (past-persons.ts).
      const inPerson = imperative
        ? undefined
        : this.persons.inContext(word, previous, next, clauseAfter(i + 1, 3), {
            speakers: speakerLater[i] || (speakerPastInSentence && thingBefore === undefined),
            listenerLater: listenerLater[i],
            opensText: opensText(i),
          });
      // The verb opening a sentence that names its doer with من قبل is passive (حُدِّد الموعد), as is
      // a verb of expecting or requiring opening one right before أن (يتوقع أن تهطل: يُتَوَقَّع).
      // A report opening with a verb's impersonal passive before its preposition (حكم على المتهم).
      // A report opening with a past of handling and the thing handled after it, no doer, and no
      // person the sentence gives the verb (سرقت حقيبتي: "I"), is passive (قُطِعَتِ الكهرباء).
      // One joined to it by و goes on the report the same way (أغلق الطريق ... وحولت الحركة).
      const reported = hasHaraka(word)
        ? undefined
        : thingBefore !== undefined && !mayBeDoer(thingBefore, (noun) => this.readingOfAny(noun))
          ? (passiveAfterThing(word, joined(i) ? next : undefined) ??
            (handledAfterThing(word, joined(i) ? next : undefined)
              ? this.presentPassive(word)
              : undefined))
          : opensSentence
            ? (passiveBeforePreposition(word, next) ??
              (inPerson || (agentLater[i] && this.isVerb(word))
                ? undefined
                : passiveOpeningReport(
                    word,
                    clauseGoingOn(i, 4),
                    imperativeLater[i],
                    this.handledThings,
                  )))
            : reportInSentence && word.startsWith('و') && !inPerson
              ? withConjunction(
                  passiveOpeningReport(
                    word.slice(1),
                    clauseGoingOn(i, 4),
                    imperativeLater[i],
                    this.handledThings,
                    true,
                  ),
                )
              : undefined;
      const passive =
        reported ??
        (opensSentence && !hasHaraka(word) && agentLater[i] && this.isVerb(word)
          ? this.passiveReading(this.readingOfAny(word))
          : (opensSentence ||
                afterComma ||
                (joined(i - 1) && AS_CLAUSE.test(stripHarakat(words[i - 1][0])))) &&
              !hasHaraka(word) &&
              this.impersonalBefore(word, joined(i) ? next : undefined)
            ? this.presentPassive(word)
            : (opensSentence ||
                  afterComma ||
                  (joined(i - 1) && AMOUNT.test(readings[i - 1])) ||
                  // One joined by و, ثم or أو to such a passive goes on with it (يزرع القمح في الخريف
                  // ويحصد في، تباع البذور أو تستخدم علفا).
                  (handledInSentence &&
                    (word.startsWith('و') ||
                      (joined(i - 1) && /^(?:ثم|أو|او)$/.test(stripHarakat(words[i - 1][0]))))) ||
                  // So is a "he" form negated where a clause opens (لا يستعمل هذا الدواء للأطفال); a
                  // "you" after لا forbids (لا تستخدم الهاتف).
                  (joined(i - 1) &&
                    opensClause[i - 1] &&
                    NEGATION.test(stripHarakat(words[i - 1][0])) &&
                    word.startsWith('ي'))) &&
                !hasHaraka(word) &&
                handledWithoutDoer(
                  word,
                  clauseAfter(i, 4),
                  this.handledThings,
                  afterComma && /^[وف]/.test(word),
                )
              ? this.presentPassive(word)
              : !hasHaraka(word) &&
                  advisedWithoutDoer(
                    word,
                    joined(i - 1) ? stripHarakat(words[i - 1][0]) : undefined,
                    clauseAfter(i, 4),
                  )
                ? this.presentPassive(word)
                : !opensSentence && !hasHaraka(word) && joined(i - 1)
                  ? this.passiveWithoutObject(word, stripHarakat(words[i - 1][0]), next, joined(i))
                  : undefined);
      // Spellings of two words that the words around tell apart (ambiguous-spellings.ts).
      const told = hasHaraka(word)
        ? undefined
        : (calledOn(word, clauseAfter(i, 3)) ??
          inTheNameOf(word, joined(i) && next !== undefined && this.secondTermAfter(next)) ??
          thatIs(word, afterComma) ??
          pleases(word, opensSentence || afterComma, joined(i) ? next : undefined) ??
          amountOf(word, joined(i - 1) && this.indefiniteNoun(stripHarakat(words[i - 1][0]))) ??
          propertyOf(word, joined(i) ? next : undefined) ??
          flagRaised(word, clauseBefore(i), joined(i) ? next : undefined) ??
          adjectiveOrNoun(
            word,
            joined(i - 1) ? stripHarakat(words[i - 1][0]) : undefined,
            joined(i) ? next : undefined,
          ) ??
          (joined(i - 1) && !this.isVerb(word)
            ? dualAfterDual(this.readingOfAny(word), readings[i - 1])
            : undefined) ??
          (joined(i - 1) ? this.participleAfterDefinite(word, words[i - 1][0]) : undefined) ??
          (joined(i - 1)
            ? this.participleAfterNoun(word, words[i - 1][0], joined(i) ? next : undefined)
            : undefined) ??
          (joined(i - 1) && joined(i)
            ? this.verbalNounAfterVerb(
                word,
                words[i - 1][0],
                next,
                previous,
                askedOfSomeone(clauseBefore(i)),
              )
            : undefined) ??
          ((opensSentence || afterComma) && joined(i)
            ? this.weBeforeObject(word, stripHarakat(words[i + 1][0]))
            : undefined) ??
          (joined(i) ? this.herDoingToSomeone(word, stripHarakat(words[i + 1][0])) : undefined) ??
          (joined(i - 1) && joined(i)
            ? this.presentAfterNoun(word, readings[i - 1], stripHarakat(words[i + 1][0]))
            : undefined) ??
          // A recipe's imperative (قطع البصل قطعا ثم ...) is no past.
          ((opensSentence ||
            ((sentenceFirst > 0 || opensText(0)) &&
              this.afterLeadingPhrase(i, sentenceFirst, words))) &&
          !imperativeLater[i] &&
          joined(i) &&
          joined(i + 1)
            ? (this.pastBeforeSubjectAndObject(word, next, clauseAfter(i + 1, 3)) ??
              this.pastBeforeDoer(word, next, clauseAfter(i + 1, 3)))
            : undefined));
      const inSentence = imperative
        ? speakableForm(imperative)
        : passive
          ? speakableForm(passive)
          : told
            ? speakableForm(told)
            : this.speakWord(word, next, previous, {
                presentVerbFollows,
                speakersPast: inPerson?.reading,
                afterSaying: isParticle(stripHarakat(word)) && this.saidBefore(i, words, joined),
                wordBefore: joined(i - 1) ? stripHarakat(words[i - 1][0]) : undefined,
                wordAfterNext:
                  joined(i) && joined(i + 1) ? stripHarakat(words[i + 2][0]) : undefined,
                typesTaAsHa,
                afterComma,
              });
      // Form I's imperative read anywhere, its object after it, may be form IV's (وادخل رقمك).
      const formFour = hasHaraka(word)
        ? undefined
        : this.imperatives.formFourForObject(word, inSentence, joined(i) ? next : undefined);
      const fitted = formFour ? speakableForm(formFour) : inSentence;
      // ركب before a vehicle or a mount is rode, not fitted (ركبنا القطار).
      const reading =
        !hasHaraka(word) && ridesHere(stripHarakat(word), clauseAfter(i, 2))
          ? asRidden(fitted)
          : fitted;
      readings.push(reading);
      reportedPassive.push(!imperative && reported !== undefined);
      reportInSentence = (reportInSentence && !opensSentence) || reportedPassive[i];
      handledInSentence =
        (handledInSentence && !opensSentence) ||
        (!imperative &&
          reported === undefined &&
          passive !== undefined &&
          /^[وف]?س?[يت]/.test(word));
      spoken += text.slice(at, match.index) + reading;
      // A word the lexicon reads as an imperative by its shape (فاحتفظ بها وأظهرها، اغسلوا) counts too.
      afterImperative =
        imperative !== undefined ||
        (!hasHaraka(word) &&
          (readsAsImperative(this.readingOfAny(word).replace(/^[وف]\u064E/, '')) ||
            isShortImperative(word, this.readingOfAny(word)) ||
            this.readAsImperative(word, reading)));
      imperatives.push(afterImperative);
      // One "I" past makes the sentence the speaker's: حضرت الاجتماع وقدمت عرضي، علمت أن ... فحجزت.
      speakerPastInSentence ||= (speakerLater[i] || opensText(i)) && inPerson?.person === 'أنا';
      imperativeInSentence ||= afterImperative;
      inCondition ||=
        (CONDITION.test(stripHarakat(word)) &&
          !particleInContext(word, next, previous || undefined)) ||
        (previous === 'في' && stripHarakat(word) === 'حال');
      if (opensSentence)
        purposeOpening = PURPOSE.test(stripHarakat(word)) && this.readsAsNoun(word);
      at = match.index + word.length;
    });
    return spoken + text.slice(at);
  }

  /**
   * Whether a word was read as the imperative its letters make, in a long vowel or a pronoun (ثم
   * اضيفي: أَضِيفِي, a hollow verb's to a woman, which no listed imperative spells so), its clitic و or
   * ف too. One in a sukun (تَقَبَّلْ) is spelled as a past read without its last vowel (تَقَبَّل).
   */
  private readAsImperative(word: string, reading: string): boolean {
    const imperative = this.imperativeOfLetters(word);
    if (imperative === undefined || imperative.endsWith('\u0652')) return false;
    return imperative === reading.normalize('NFC').replace(/\u0640/g, '');
  }

  /**
   * Where a noun with a pronoun joined by و to the noun with a pronoun before it stands (بطاقاتهم
   * وجوازاتهم، صنابيركم وخزاناتكم): in that noun's case, as its reading (`previousReading`) says
   * before its suffix. Not a verbal noun, which is joined to a verbal noun further back (تحديث بياناتكم
   * وإرسالها); not after ـي, which hides the case. A sound feminine plural in -i is accusative and
   * genitive alike: after one, unless this noun is one too, the place the noun before stood in
   * (`itsContext`) decides, where it is a verb's object or subject (أرسل إلينا شهاداتك ووثائقك).
   */
  private conjunctPlace(
    word: string,
    previousWord: string,
    previousReading: string,
    itsContext: string | undefined,
  ): string | undefined {
    const bare = stripHarakat(word);
    const before = stripHarakat(previousWord);
    if (hasHaraka(word) || !/^و.{3,}/.test(bare) || before.endsWith('ي')) return undefined;
    const stem = withoutPronoun(bare.slice(1));
    const stemBefore = withoutPronoun(before);
    if (stem === undefined || stemBefore === undefined || !this.readsAsNounStem(stem))
      return undefined;
    // A verb's spelling may be the verb with its object (وسلمها، ونعدكم، واحفظه): left to the other
    // rules.
    if (this.mayBeVerb(stem)) return undefined;
    const reading = this.readingOfAny(stem);
    if (isVerbalNoun(reading) || /^ت..ي.$/.test(stem)) return undefined;
    const vowel = vowelBeforeSuffix(previousReading, 1);
    if (!vowel) return undefined;
    if (vowel === KASRA && stemBefore.endsWith('ات') && !stem.endsWith('ات'))
      return itsContext?.startsWith('\u0000') ? itsContext : undefined;
    return afterConjunct(vowel);
  }

  /**
   * Whether a verb of saying stands before word `i` in its clause with only its subject between, one
   * to three nouns (قال المدير إن، وقال أحد وزرائها إن), or whom it is said to (قالت لي إنها): إن
   * after it is إنّ.
   */
  private saidBefore(
    i: number,
    words: RegExpMatchArray[],
    joined: (at: number) => boolean,
  ): boolean {
    for (let k = 2; k <= 4 && i - k >= 0; k++) {
      if (!joined(i - k + 1)) return false;
      const subject = stripHarakat(words[i - k + 1][0]);
      const between =
        DEFINITE_NOUN.test(subject) ||
        PREPOSITION_WITH_PRONOUN.test(subject) ||
        this.readsAsNoun(subject);
      if (!between) return false;
      if (joined(i - k) && isSaying(stripHarakat(words[i - k][0]))) return true;
    }
    return false;
  }

  /**
   * Whether a bare stem the lexicon knows as a noun may also be a verb, which a pronoun after it
   * would make the verb with its object: a past (سلم، فحص), an imperative (احفظ، غير), a present in
   * any person or of a verb whose first root letter is و (نعد).
   */
  private mayBeVerb(stem: string): boolean {
    if (this.hasPastReading(stem) || this.isVerb(stem) || this.presentVerbAhead(stem)) return true;
    return (
      this.imperatives.of(stem) !== undefined || ASSIMILATED_PRESENT.test(this.readingOfAny(stem))
    );
  }

  /**
   * Where a noun with a pronoun opens a clause after a comma (و before it or not) and an indefinite
   * noun or a present verb follows, its predicate (غرفتكم جاهزة، وحديقته تحيط به): the topic's
   * place, nominative, as at the start of a sentence.
   */
  private topicOpening(word: string, next: string | undefined): string | undefined {
    const bare = stripHarakat(word);
    if (next === undefined || !endsInPronoun(bare) || functionWord(bare, false) !== undefined)
      return undefined;
    const stem = withoutPronoun(bare.replace(/^[وف](?=...)/, ''));
    if (stem === undefined || !this.readsAsNounStem(stem) || this.mayBeVerb(stem)) return undefined;
    // A predicate opens with no و (ففحصها ونصحها is two verbs).
    const predicate =
      !/^(?:ال|لل|و)/.test(next) && (this.nounFollows(next) || this.presentVerbAhead(next));
    return predicate ? CLAUSE_OPENING : undefined;
  }

  /**
   * Whether a noun with "our" opening a sentence calls the listener: its adjective with the article
   * after it, then a comma (عميلنا العزيز، مشتركنا الكريم،). A called noun in construct is
   * accusative: عَمِيلَنَا.
   */
  private isVocative(word: string, next: RegExpMatchArray | undefined, text: string): boolean {
    if (!next || !/^ال/.test(stripHarakat(next[0]))) return false;
    if (!/^\s*[،,]/.test(text.slice(next.index! + next[0].length))) return false;
    const bare = stripHarakat(word);
    return bare.endsWith('نا') && functionWord(bare, true) === undefined;
  }

  /**
   * Whether the Arabic runs of a sentence before a run in another language (`runs`, as typed) read an
   * imperative: its last words, read alone, hold one (قدم إقرارك عبر بوابة: قَدِّمْ).
   */
  private asksImperative(runs: readonly string[]): boolean {
    const words = runs.join(' ').match(ARABIC_WORD)?.slice(-IMPERATIVE_LOOKBACK) ?? [];
    if (words.length === 0) return false;
    return this.diacritizeText(words.join(' '))
      .split(/\s+/)
      .some((read) => {
        const asked = this.imperativeOfLetters(stripHarakat(read));
        return (
          hasHaraka(read) &&
          asked !== undefined &&
          speakableForm(asked).normalize('NFC') === read.normalize('NFC')
        );
      });
  }

  /**
   * Whether the word after a verb is a preposition, alone or written on a noun (بخدمة، لمدة; not a
   * word of its own in ب: بطاقة): no subject of the verb.
   */
  private prepositionFollows(next: string | undefined): boolean {
    if (next === undefined) return false;
    if (isPreposition(next)) return true;
    return (
      /^[بلك]../.test(next) && this.readsAsNoun(next.slice(1)) && this.lookup(next) === undefined
    );
  }

  /** The imperative a bare word's letters make, و or ف before it maybe (NFC), or undefined. */
  private imperativeOfLetters(word: string): string | undefined {
    return (this.imperatives.of(word) ?? this.imperatives.of(word, 'وف'))?.normalize('NFC');
  }

  /**
   * Whether a word opens a phrase of a preposition: a preposition (بعد، في) or a noun after its
   * bi- or li- (للحجز، لمزيد، بعد العلاج); not a word of quantity (كل، جميع), which may be a subject.
   */
  private opensPhrase(bare: string): boolean {
    if (isQuantity(bare)) return false;
    // A text may open with و or ف, joining it to what came before, before a li- of purpose
    // (ولتوثيق عقودكم احضروا); not before a preposition, which goes on a story (وفي المساء اجتمعوا).
    const joined = /^[وف](ل.{2,})$/.exec(bare);
    if (joined && this.opensPhrase(joined[1])) return true;
    if (isPreposition(bare)) return true;
    return /^(?:لل|[لب])../.test(bare) && !this.isVerb(bare) && this.readsAsNoun(bare);
  }

  /**
   * Whether the lexicon reads `word` (its clitics allowed) as a noun or adjective: it knows the word,
   * and not as a verb or a function word. A word no lexicon holds is not known to be one.
   */
  readsAsNoun(word: string): boolean {
    const bare = stripHarakat(word);
    if (functionWord(bare, false) !== undefined || this.isVerb(bare)) return false;
    // A modern word espeak-ng reads itself (ملف، سيارة) is known all the same.
    return this.diacritizeWord(bare) !== bare || this.modernStem(bare) !== undefined;
  }

  /** A modern word's entry, also where the word alone is left to espeak-ng (modern-stems.json). */
  private modernStem(bare: string): string | undefined {
    const entry = this.affixLexicon.entry(bare, true);
    return entry !== undefined && this.affixLexicon.tense(entry) === undefined ? entry : undefined;
  }

  /**
   * What the word before a word in the clause tells it (`beforeThat` the one before, `itsContext`
   * what stood before `previous`): that it follows a verb and its subject, a verbal noun in construct,
   * a definite noun that begins the sentence (its topic: الشركة أرباحها), or else the bare word.
   */
  private wordBefore(
    previous: string,
    beforeThat: string | undefined,
    itsContext: string | undefined,
  ): string {
    if (this.followsVerbAndSubject(previous, beforeThat)) return AFTER_VERB_AND_SUBJECT;
    // The verbal noun after تم is in construct with the noun after it: تم شحن طلبِك.
    if (beforeThat !== undefined && takesVerbalNoun(stripHarakat(beforeThat)))
      return AFTER_VERBAL_NOUN;
    const reading = this.readingOfAny(previous);
    if (isVerbalNoun(reading)) return AFTER_VERBAL_NOUN;
    // A verbal noun with its doer's pronoun takes its object after it (لاختياركم مطعمَنا).
    const stem = withoutPronoun(stripHarakat(previous));
    if (stem !== undefined && isVerbalNoun(this.readingOfAny(stem))) return AFTER_VERB_AND_SUBJECT;
    const bare = stripHarakat(previous);
    // الرجاء opens a request, not a topic: the imperative after it is read as one.
    if (
      itsContext === SENTENCE_START &&
      TOPIC.test(bare) &&
      !functionWord(bare, true) &&
      !AFTER_PLEASE.has(bare)
    ) {
      return AFTER_TOPIC;
    }
    return bare;
  }

  /**
   * What follows أن or إن as far as the sentence tells: a present verb (أنْ), a past (إنْ of a
   * condition) or a noun (أنّ).
   */
  private whatFollows(
    next: string | undefined,
    previous: string | undefined,
  ): 'noun' | 'present' | 'past' | undefined {
    // After يجب، يمكنك، أريد ... only a present verb follows أن (ONLY_PRESENT_AFTER_AN).
    const onlyPresent = next !== undefined && previous && ONLY_PRESENT_AFTER_AN.test(previous);
    if (onlyPresent || this.presentVerbAhead(next)) return 'present';
    if (this.pastVerbAhead(next)) return 'past';
    return this.nounFollows(next) ? 'noun' : undefined;
  }

  /**
   * Whether the next word (bare) reads as a past the lexicon lists, its "he" form (انقطع، تأخر), كان
   * or its "she" form (كانت): إنْ of a condition comes before it (فإن انقطع الاتصال), since the noun
   * after إنّ is never a verb.
   */
  private pastVerbAhead(next: string | undefined): boolean {
    if (next === undefined || !/^[\u0621-\u064A]+$/.test(next)) return false;
    if (PAST_OF_BE.test(next)) return true;
    const reading = this.readingOfAny(next).normalize('NFC');
    if (!hasHaraka(reading)) return false;
    // With ـني, "me", which only a verb takes (وصلني طرد): the past before it.
    const beforeMe = /نِي$/.test(reading) ? reading.replace(/\u064E?نِي$/, '') : undefined;
    return (
      (beforeMe !== undefined && this.affixLexicon.tense(beforeMe) === 'past') ||
      this.affixLexicon.tense(reading) === 'past' ||
      this.affixLexicon.tense(reading.replace(/\u064Eت\u0652?$/, '\u064E')) === 'past'
    );
  }

  /**
   * Whether the next word (bare) is a present verb the lexicon lists, in any person, with its
   * plural ending or an object pronoun (تأخذوا، تغلقوا، نرسلها): أنْ comes before it.
   */
  private presentVerbAhead(next: string | undefined): boolean {
    if (next === undefined || !/^[يتن]/.test(next)) return false;
    const reading = this.readingOfAny(next).normalize('NFC');
    if (!/^[يتن][\u064E\u064F]/.test(reading)) return false;
    const verb = (withoutPronoun(reading) ?? reading).replace(
      /(?:\u064F(?:وا|ون|و)|\u0650ين|\u064Eان)$/,
      '',
    );
    return [verb, verb.replace(/^[تن]/, 'ي')].some(
      (form) => this.affixLexicon.tense(form) === 'present',
    );
  }

  /**
   * Whether the word after a particle (bare) is a noun the lexicon knows, no verb: أنّ or إنّ comes
   * before it (علمنا أنّ موعد الطبيب), أنْ and إنْ before a verb. A word in a present's person letter
   * vowelled as one (نُقَدِّم) may be a present the lexicon lists only in other persons, and one shaped
   * like a hollow verb's past (شَاء: إن شاء الله) a past: not taken.
   */
  private nounFollows(next: string | undefined): boolean {
    if (next === undefined || !/^[\u0621-\u064A]+$/.test(next)) return false;
    if (!this.readsAsNoun(next)) return this.possessedNoun(next);
    const reading = this.readingOfAny(next).normalize('NFC');
    if (PLURAL_IN_PERSON_LETTER.test(withoutPronoun(reading) ?? reading)) return true;
    // No verb ends in ة (تَرْبِيَة), nor is shaped أَفْعَال (أَسْعَار، أَوْتَار).
    if (/ة$/.test(next) || AFAAL.test(reading)) return true;
    return !/^[يتنأ][\u064E\u064F]/.test(reading) && !HOLLOW_PAST_SHAPE.test(reading);
  }

  /**
   * Whether a bare word is a noun with a possessive the lexicon knows by its stem (وثيقتك، ربكم),
   * its case left open: no verb's spelling (طلبك), no word in a present's person letter but a broken
   * plural no verb is shaped like (نتائجها).
   */
  private possessedNoun(word: string): boolean {
    // ـني is a verb's object, "me" (وصلني); a noun's "my" is ـي alone (ابني: ابن + ي).
    const stem = !endsInPronoun(word)
      ? undefined
      : word.endsWith('ني')
        ? word.slice(0, -1)
        : withoutPronoun(word);
    if (stem === undefined || stem.length < 2) return false;
    if (/^[يتن]/.test(word))
      return PLURAL_IN_PERSON_LETTER.test(this.readingOfAny(stem).normalize('NFC'));
    // A nisba takes no "his": ـيه is its feminine typed with ه (سكنيه).
    if (word.endsWith('يه') && isNisba(this.readingOfAny(stem))) return false;
    return this.readsAsNounStem(stem);
  }

  /**
   * Whether `previous`, a noun the lexicon knows, without the article or a pronoun of its own, is in
   * construct with `word`, a noun with a pronoun suffix after it (موعد رحلتِكم، جواز سفرِك، رقم
   * طلبِك): an indefinite noun is followed by its adjective or by the noun it is in construct with,
   * and an adjective takes no possessive. Not a noun read with tanween (شكرًا، أيضًا), an adverb.
   */
  private inConstructWith(word: string, previous: string): boolean {
    const bare = stripHarakat(previous);
    if (hasHaraka(previous) || /^(?:[وف]?[بكل]?ال|[وف]?لل)/.test(bare)) return false;
    // Nor is a verb whose subject is a verbal noun (تم، يجب، يمكنك).
    if (PARTICLE_AFTER_CLITICS.test(bare) || takesVerbalNounSubject(bare)) return false;
    const letters = stripHarakat(word);
    if (!endsInPronoun(letters) || !this.readsAsNoun(previous)) return false;
    // و or ف joins a new word (بلغتين ووقعه) unless it is the noun's own first letter (حجم فريقنا).
    const stem = withoutPronoun(letters);
    if (/^[وف]/.test(letters) && (stem === undefined || !this.affixLexicon.entry(stem, true)))
      return false;
    const reading = this.readingOfAny(previous);
    if (/[\u064B-\u064D]/.test(reading) || withoutPronoun(bare) !== undefined) return false;
    // A present verb follows a noun that is a time (كل يوم نرسلها): it is no noun's second term.
    return stem === undefined || this.affixLexicon.tense(this.readingOfAny(stem)) !== 'present';
  }

  /**
   * Where a word stands after a verb (`previous`, bare) that opens its sentence or follows the
   * sentence's topic (`itsContext`): its subject's place, nominative (فاز فريقنا), or, the topic
   * being the subject, its object's (الحكومة أعلنت خطتها); after a verb whose subject is "we", its
   * object's (نؤكد حجزك). Only for a word that may end in a
   * pronoun, the one whose reading the case changes, and not for a function word, which reads the
   * verb itself (قال إنه), nor after تم, which leaves the noun its own reading (تم فتح).
   */
  private placeAfterVerb(
    word: string,
    previous: string | undefined,
    itsContext: string | undefined,
    typedPrevious: string,
  ): string | undefined {
    if (previous === undefined || previous.startsWith('\u0000') || takesVerbalNoun(previous))
      return undefined;
    if (!mayBeSuffixedNoun(word)) return undefined;
    if (this.carriesSpeakerAsSubject(previous)) return AFTER_VERB_AND_SUBJECT;
    // A verb with its object pronoun: "he" has his subject after it (وسيفحصك طبيبُك), "we" or "I" a
    // second object (سلمناهم جوازاتِنا is accusative too).
    const withObject = this.personOfVerbWithObject(previous);
    if (withObject === 'he') return AFTER_OPENING_VERB;
    if (withObject === 'speaker') return AFTER_VERB_AND_SUBJECT;
    if (itsContext !== SENTENCE_START && itsContext !== AFTER_TOPIC) return undefined;
    // As typed: a caller's marks may make it a verb (قُبل طلبك).
    if (!this.isVerb(typedPrevious)) return undefined;
    return itsContext === SENTENCE_START ? AFTER_OPENING_VERB : AFTER_VERB_AND_SUBJECT;
  }

  /**
   * Whether a suffixed noun follows a verb that opens a clause and was read in the third person, a
   * past in its "he" or "she" form (تَأَخَّرَت، وَصَل) or a present in يـ (يَصِل): the verb's subject
   * is still to come, and the noun right after it is that subject, nominative (إذا تعرضت سيارتُك،
   * فقد وصلت هديتُكم). A past in the speaker's or listener's person has its subject in its ending
   * (followsPastOfPerson), and a present in تـ may speak to the listener: neither is taken. A
   * "she" past with "me" or "us" for its object is third person too (وصلتنا رسالتُك).
   */
  private subjectAfterThirdPerson(word: string, typedVerb: string, verbReading: string): boolean {
    if (!mayBeSuffixedNoun(word) || hasHaraka(typedVerb)) return false;
    const bare = stripHarakat(typedVerb);
    // A "she" past with "me" or "us" for its object (وصلتنا رسالتُك).
    if (this.herDoingToSomeone(bare, stripHarakat(word)) !== undefined) return true;
    if (functionWord(bare, false) !== undefined || endsInPronoun(bare)) return false;
    if (!this.isVerb(bare)) return false;
    const reading = verbReading
      .normalize('NFC')
      .replace(/^[وف]\u064E/, '')
      .replace(/^سَ(?=ي)/, '');
    if (/^ي[\u064E\u064F]/.test(reading)) return this.affixLexicon.tense(reading) === 'present';
    if (this.affixLexicon.tense(reading.replace(/\u064Eت\u0652?$/, '\u064E')) === 'present')
      return false;
    if (/(?:\u0652ت[\u064E\u064F\u0650]?|نا|[وا]ٱ?)$/.test(reading)) return false;
    return /\u064Eت\u0652?$/.test(reading) || /[\u0621-\u064A]\u064E?$/.test(reading);
  }

  /**
   * A word with the article after a definite noun (no preposition on it, whose phrase may end there:
   * يحق للموظفين المطالبة) stands where its adjective does, and no verbal
   * noun is one: a form III verbal noun there (الْمُجَاوَرَة، الْمُشَارَكَة) is the participle of the
   * same letters, مُفَاعِلَة (الدول المجاورة: الْمُجَاوِرَة، الفرق المشاركة: الْمُشَارِكَة).
   */
  private participleAfterDefinite(word: string, before: string): string | undefined {
    if (!/^ال[\u0621-\u064A]{4,}$/.test(word)) return undefined;
    // The noun with bi- or ka- on it (بالكمية المناسبة), or its possessive (خياراتنا المناسبة); not
    // li-, whose phrase may end before a verbal noun (يحق للموظفين المطالبة).
    const noun = stripHarakat(before)
      .replace(/^[وف](?=..)/, '')
      .replace(/^[بك]ال/, 'ال');
    const definite = DEFINITE_NOUN.test(noun) || this.possessedNoun(noun);
    if (!definite || RELATIVE_PRONOUN.test(noun)) return undefined;
    if (this.isVerb(noun)) return undefined;
    return this.formThreeParticiple(word);
  }

  /**
   * The participle مُفَاعِلَة of a form III verbal noun in ة the lexicon reads (الْمُجَاوَرَة:
   * الْمُجَاوِرَة), its final ه taken for a ة typed so (المجاوره: a word with the article, or an
   * adjective, takes no pronoun); undefined for any other word.
   */
  private formThreeParticiple(word: string): string | undefined {
    const typed = this.readingOfAny(word.replace(/ه$/, 'ة')).normalize('NFC');
    const masdar = FORM_III_VERBAL_NOUN.exec(typed);
    return masdar ? `${masdar[1]}\u0650${masdar[2]}` : undefined;
  }

  /**
   * The same word without the article, feminine: the adjective or predicate of a noun before it, a
   * definite one without a preposition or an indefinite one, where جدا، تماما or a li- phrase follows
   * (الأسعار مناسبة جدا، اللعبة مناسبة لطفل، مقاومة للخدش: مُنَاسِبَة), or, after an indefinite
   * feminine or plural noun, the sentence's end (بأسعار مناسبة). Not the verbal noun, which a
   * preposition or a quantity comes before (بمناسبة، لكل مناسبة), which says "directly" after a
   * masculine noun (بعد الدفع مباشرة), or which a noun follows in construct.
   */
  private participleAfterNoun(
    word: string,
    before: string,
    next: string | undefined,
  ): string | undefined {
    if (!/^م[\u0621-\u064A]{3,}[ةه]$/.test(word) || hasHaraka(before)) return undefined;
    const noun = stripHarakat(before).replace(/^[وف](?=ال)/, '');
    if (this.isVerb(noun) || functionWord(noun, false) !== undefined) return undefined;
    const definite = DEFINITE_NOUN.test(noun);
    const indefinite =
      !definite &&
      !/^(?:[بكل]?ال|لل)/.test(noun) &&
      this.readsAsNoun(noun) &&
      !isPreposition(noun) &&
      !isQuantity(noun) &&
      !BEFORE_INDEFINITE_NOUN.test(noun);
    const described =
      next !== undefined && /^(?:جدا|جداً|تماما|تماماً|ل[\u0621-\u064A]{2,})$/.test(next);
    const feminineOrPlural =
      /(?:ة|ات)$/.test(noun) ||
      AFAAL.test(this.readingOfAny(noun.replace(/^[وف]?[بلك](?=أ)/, '')).normalize('NFC'));
    if (
      !(described ? definite || indefinite : next === undefined && indefinite && feminineOrPlural)
    )
      return undefined;
    return this.formThreeParticiple(word);
  }

  /**
   * Whether a suffixed noun follows a verb whose subject stands right before it, a definite noun
   * (المعلمة أرسلت واجباتهم، الضباب يحجب رؤيتهم): the verb's subject said, the noun is its object,
   * accusative. The noun must open its clause (after a comma, أنّ, لأن ...: BEFORE_SUBJECT), or it
   * may be an adjective ending a phrase, the verb's subject still to come (وبفوزه الأخير عزز فريقنا);
   * not a relative pronoun (الذين تقل معدلاتهم), nor a verb joined by و or ف, which may open a clause
   * of its own, nor a preposition (أمام).
   */
  private objectAfterSubjectAndVerb(
    word: string,
    typedVerb: string,
    subject: string,
    beforeSubject: string | undefined,
  ): boolean {
    if (!mayBeSuffixedNoun(word) || hasHaraka(typedVerb)) return false;
    const verb = stripHarakat(typedVerb);
    if (/^[وف]/.test(verb) || functionWord(verb, false) !== undefined || isPreposition(verb))
      return false;
    const noun = stripHarakat(subject);
    if (!DEFINITE_NOUN.test(noun) || RELATIVE_PRONOUN.test(noun) || this.isVerb(noun)) return false;
    const before = beforeSubject === undefined ? undefined : stripHarakat(beforeSubject);
    if (before !== undefined && !BEFORE_SUBJECT.test(before)) return false;
    return this.isVerb(verb) && !this.readsAsNoun(verb);
  }

  /**
   * Whether a suffixed noun follows a past read in the speaker's or the listener's person (هل دفعت
   * فاتورتك: دَفَعْت; أرسلت طلبك أمس ... بنفسي: أَرْسَلْتُ): its subject is in the verb's ending, so
   * the noun is its object, in the accusative (فَاتُورَتَك).
   */
  private followsPastOfPerson(word: string, typedVerb: string, verbReading: string): boolean {
    if (!mayBeSuffixedNoun(word) || hasHaraka(typedVerb)) return false;
    const reading = verbReading.normalize('NFC');
    // A "we" read in context (طلبنا وجبتنا: طَلَبْنَا) has its object after it too; لدينا، علينا are
    // prepositions.
    // Not a "she" past with "us" for its object, the noun its subject (وصلتنا رسالتك).
    if (WE_PAST.test(reading.replace(/\u0640/g, '')))
      return (
        functionWord(stripHarakat(typedVerb), false) === undefined &&
        this.herDoingToSomeone(stripHarakat(typedVerb), stripHarakat(word)) === undefined
      );
    // An ambiguous spelling read so in its sentence (قرأت: قَرَأْتُ) is a verb whatever else it is.
    const typed = stripHarakat(typedVerb);
    return (
      /\u0652ت[\u064E\u064F\u0650]?$/u.test(reading) &&
      (this.isVerb(typed) || AMBIGUOUS_SPELLINGS.has(typed))
    );
  }

  /**
   * A spelling that is a past with its object pronoun and a noun with a possessive (طلبك: طَلَبَكَ "he
   * asked you", طَلَبُكَ "your order") opening a sentence or a clause after a comma (أهلا بك، طلبك
   * جاهز), before a preposition or a noun the lexicon knows (طلبك في الطريق، طلبك جاهز): the noun, its
   * topic, nominative. A verb there is followed by its subject, a definite noun (طلبك المدير).
   */
  private possessedNounOpening(
    word: string,
    previous: string | undefined,
    next: string | undefined,
  ): string | undefined {
    if (previous !== SENTENCE_START || next === undefined || !endsInPronoun(word)) return undefined;
    // A word the modern list holds whole ends in a pronoun's letters only by chance (اشترك اشْتَرَك).
    if (this.inflectable.has(word)) return undefined;
    const indefinite = !/^(?:ال|لل)/.test(next) && this.nounFollows(next);
    if (!GENITIVE_AFTER.has(next) && !indefinite) return undefined;
    const stem = withoutPronoun(word);
    if (stem === undefined || !this.isVerb(stem)) return undefined;
    return vowelWithPronoun(word, this.affixLexicon, governmentAfter(AFTER_OPENING_VERB));
  }

  /**
   * Where a suffixed noun stands after a verb and a preposition with a pronoun (وسيتصل بك مندوبُنا،
   * سنرسل لكم فاتورتَكم، أرسل إلينا شهاداتِك): the subject's place after a "he" verb, the object's
   * after a "we" one or an imperative (`imperative`: the verb was read as one).
   */
  private placeAfterVerbAndPronoun(
    word: string,
    between: string,
    verb: string,
    imperative: boolean,
  ): string | undefined {
    if (!mayBeSuffixedNoun(word)) return undefined;
    if (!PREPOSITION_WITH_PRONOUN.test(stripHarakat(between))) return undefined;
    if (imperative) return AFTER_VERB_AND_SUBJECT;
    const typed = stripHarakat(verb);
    if (functionWord(typed, false) !== undefined || !this.isVerb(typed)) return undefined;
    if (this.carriesSpeakerAsSubject(typed)) return AFTER_VERB_AND_SUBJECT;
    const reading = this.verbReading(typed);
    return /^ي[\u064E\u064F]/.test(reading) ? AFTER_OPENING_VERB : undefined;
  }

  /**
   * The subject of a verb that carries an object pronoun (سيفحصك، أرسلناه), by the verb's person: "he"
   * for a present in يـ or a past in its "he" form, the speaker for one in نـ, أـ or ـنا; undefined for
   * any other word, or a person the letters do not tell (تـ is "she" or "you").
   */
  private personOfVerbWithObject(bare: string): 'he' | 'speaker' | undefined {
    const verb = withoutPronoun(bare);
    if (verb === undefined || verb.length < 3 || functionWord(verb, false) !== undefined)
      return undefined;
    if (this.carriesSpeakerAsSubject(verb)) return 'speaker';
    const reading = this.verbReading(verb);
    const tense = this.affixLexicon.tense(reading);
    if (tense === 'present' && /^ي[\u064E\u064F]/.test(reading)) return 'he';
    // A ت present whose object is the listener has no "you" for its subject: "she" or "it" comes
    // after it (ستصلكم شحنتُكم، تصلك رسالتُك).
    if (tense === 'present' && /^ت[\u064E\u064F]/.test(reading) && /ك(?:م|ما|ن)?$/.test(bare))
      return 'he';
    if (tense === 'past' && !/(?:ت|نا|وا)$/.test(stripHarakat(reading))) return 'he';
    return undefined;
  }

  /**
   * Whether a verb as the lexicon reads it has the speakers for its subject: a past in ـْنَا
   * (اسْتَلَمْنَا), a present in نَـ or نُـ ("we") or in أَ or أُ ("I") of a present the list holds
   * (نُؤَكِّد، أُتَابِع): a noun after it is its object (نؤكد حجزك، استلمنا طلبكم، لم أفهم مشكلتك).
   */
  private carriesSpeakerAsSubject(word: string): boolean {
    const reading = this.verbReading(word);
    // The prepositions that end like a "we" past (لدينا، علينا) are function words.
    if (WE_PAST.test(reading)) return functionWord(stripHarakat(word), false) === undefined;
    const he = `ي${reading.slice(1)}`;
    if (!/^[نأ][\u064E\u064F]/.test(reading) || this.affixLexicon.tense(he) !== 'present')
      return false;
    // An "I" shaped like a present (يُفْعِل، يَفْعَل، يَتَفَعَّل), not a noun in أ whose ي and ت
    // spellings the list holds as other words (أَمَام: يَمَام، تَمَام).
    return reading.startsWith('ن') || PRESENT_SHAPE.test(he);
  }

  /**
   * A word's reading alone without a clitic و or ف, the future's س (وسيفحص: يَفْحَص) or the li- of a
   * command or purpose (فلنساعد: نُسَاعِد).
   */
  private verbReading(word: string): string {
    return this.readingOfAny(word)
      .replace(/^[وف]\u064E/, '')
      .replace(/^(?:سَ|ل[\u0650\u0652](?=[يتنأ]))/, '');
  }

  /**
   * Whether a word after `previous` (and `beforeThat`, in the same clause) stands where a verb's
   * object does, its subject said already: after a verb whose plural ending is its subject (يحبون،
   * استخدموا), or after a verb and a definite noun, its subject (راجع الطالب درسه). A suffixed noun
   * there is in the accusative.
   */
  private followsVerbAndSubject(previous: string, beforeThat: string | undefined): boolean {
    const plural = PLURAL_VERB.exec(this.readingOfAny(previous));
    if (
      plural &&
      (plural[3] === 'وا' || this.affixLexicon.tense(plural[1] + plural[2]) === 'present')
    ) {
      return true;
    }
    const woman = WOMAN_LISTENER_PRESENT.exec(this.readingOfAny(previous).normalize('NFC'));
    if (woman && this.affixLexicon.tense(woman[1] + woman[2]) === 'present') return true;
    if (beforeThat === undefined || functionWord(stripHarakat(previous), false)) return false;
    return (
      this.isSubjectNoun(stripHarakat(previous)) &&
      (this.isVerb(beforeThat) || this.hasPastReading(beforeThat) || this.defectivePast(beforeThat))
    );
  }

  /**
   * Whether a word is a past whose last root letter is a long vowel (رمى، أعطى، ألغى، دعا), its "she"
   * form, which drops it, listed beside it (رَمَت، أَعْطَت): the lists' tenses take only a past ending
   * in a consonant. Not a function word (على، عَلَت) nor one with the article (الأقصى).
   */
  private defectivePast(word: string): boolean {
    const bare = stripHarakat(word);
    if (functionWord(bare, false) !== undefined || isPreposition(bare) || /^ال/.test(bare))
      return false;
    const reading = this.readingOfAny(word).normalize('NFC');
    if (!/[\u0621-\u064A]\u064E[ىا]$/u.test(reading)) return false;
    return (
      this.inflectable.get(`${bare.slice(0, -1)}ت`)?.normalize('NFC') === `${reading.slice(0, -1)}ت`
    );
  }

  /**
   * Whether a spelling left bare for its readings is a past too, its "she" form listed (رفع: رَفَعَت،
   * قدم: قَدَّمَت): before its subject and a suffixed noun, that noun is the object either way (رفع
   * الهلال رصيدَه; were رفع the noun رَفْع, رصيده would be its object all the same).
   */
  private hasPastReading(word: string): boolean {
    const he = this.heFormOfSheForm(stripHarakat(word));
    return he !== undefined && this.affixLexicon.tense(he) !== 'present';
  }

  /** The "he" form of a past the modern list holds in its "she" form (قدم: قَدَّمَت gives قَدَّم). */
  private heFormOfSheForm(bare: string): string | undefined {
    return heFormOfShe(this.inflectable.get(`${bare}ت`));
  }

  /**
   * A definite noun, or a noun with a possessive pronoun (خبيرنا، شركتكم، أبي), as a verb's subject.
   */
  private isSubjectNoun(bare: string): boolean {
    if (DEFINITE_NOUN.test(bare) || MY_KIN.test(bare)) return true;
    const stem = withoutPronoun(bare);
    if (stem === undefined || stem.length < 3 || /^[وفبكل]/.test(bare)) return false;
    return this.readsAsNounStem(stem);
  }

  /**
   * Whether a stem taken off its pronoun reads as a noun, a ta marbuta written ت restored (سيارت), or
   * a sound plural's ن dropped before it (مدربو of مدربونا).
   */
  /**
   * Whether a bare noun names who may do something (doers.ts), alone or with a possessive pronoun
   * (طبيبكم، ابنتك: its ت a ta marbuta's).
   */
  private personOrPossessedPerson(noun: string): boolean {
    // ـني is a verb's object, "me", not a noun's (possessedNoun).
    const stem = noun.endsWith('ني') ? undefined : withoutPronoun(noun);
    const owned = stem !== undefined && stem.length >= 3 ? [stem, stem.replace(/ت$/, 'ة')] : [];
    return [noun, ...owned].some(
      (candidate) =>
        this.readsAsNoun(candidate) && mayBeDoer(candidate, (w) => this.readingOfAny(w)),
    );
  }

  private readsAsNounStem(stem: string): boolean {
    return (
      this.readsAsNoun(stem) ||
      (stem.endsWith('ت') && this.readsAsNoun(`${stem.slice(0, -1)}ة`)) ||
      (stem.endsWith('و') && this.readsAsNoun(`${stem}ن`))
    );
  }

  /**
   * A word of the text as read alone, to tell what it is: the lexicon's reading (its entry too where
   * the word is left to espeak-ng, which reads it the same: أرسل), or the caller's marks completed.
   */
  private readingOfAny(word: string): string {
    const known = this.readings.get(word);
    if (known !== undefined) return known;
    const reading = (
      hasHaraka(word)
        ? this.completeMarks(word, undefined, undefined)
        : this.leftToEspeak.has(word)
          ? (this.lookup(word) ?? word)
          : this.diacritizeWord(word)
    ).normalize('NFC');
    // The context rules ask it of a word several times; a text's words repeat, and the lexicon
    // does not change, so the readings are kept, up to a bound.
    if (this.readings.size >= READINGS_KEPT) this.readings.clear();
    this.readings.set(word, reading);
    return reading;
  }

  /** Whether the lexicon reads `word` (a clitic و or ف on it allowed) as a past or present verb. */
  private isVerb(word: string): boolean {
    const reading = this.readingOfAny(word);
    // و or ف with a fatha is a clitic or the verb's own first letter (وَصَل، فَاز): both are tried;
    // so is a present without the future's س (سيصل) or the li- of a command or purpose (فلنساعد).
    const withoutClitic = reading.replace(/^[وف]\u064E/, '');
    return [
      reading,
      withoutClitic,
      withoutClitic.replace(/^(?:سَ|ل[\u0650\u0652])(?=[يتنأ])/, ''),
    ].some((verb) => this.readsAsVerb(verb));
  }

  private readsAsVerb(reading: string): boolean {
    const lexicon = this.affixLexicon;
    return (
      lexicon.tense(reading) !== undefined ||
      (reading.endsWith('\u064Eت') && lexicon.tense(reading.slice(0, -2)) === 'past') ||
      // A past verb listed only in its "she" form, its bare "he" form also a noun (قدّم: قَدَّمَت).
      lexicon.entry(`${stripHarakat(reading)}ت`, true)?.normalize('NFC') === `${reading}\u064Eت` ||
      // A passive past the caller marked (قُبِل، كُتِبَت).
      markedPassive(reading) === reading ||
      SHE_PAST.test(reading) ||
      DEFECTIVE_SHE_PAST.test(reading.normalize('NFC')) ||
      isSheOfDefectivePast(reading, lexicon)
    );
  }

  /** `previous`: the bare word before `word` in the clause, which may fix a pronoun suffix's vowel. */
  diacritizeWord(word: string, previous?: string): string {
    if (hasHaraka(word)) return word;
    const fixed = functionWord(word, previous === SENTENCE_START);
    if (fixed) return fixed;
    // After لن، لم، كي or سوف a word in أ is a present verb's "I", whatever espeak-ng's dictionary, which
    // knows no context, holds for its spelling (أرسل is arsala there).
    const onlyPresent =
      word.startsWith('أ') && previous !== undefined && ONLY_BEFORE_PRESENT_VERB.has(previous)
        ? vowelAsPresentVerb(word, this.affixLexicon, { previous })
        : undefined;
    if (onlyPresent) return onlyPresent;
    // After لا, a defective verb's jussive (لا تنس تَنْسَ), whatever else the spelling is (تِنِس,
    // tennis), and a present the modern list holds, even one left to espeak-ng's dictionary for a
    // past of the same letters (لا تشارك تُشَارِك, not the form VI past تَشَارَك): no past follows لا.
    const afterLa =
      previous && (/^[وف]?لا$/.test(previous) || previous === AFTER_PROHIBITION)
        ? (this.defectiveJussive(word) ?? this.listedPresent(word))
        : undefined;
    if (afterLa) return afterLa;
    // An ambiguous spelling's noun after a preposition (بعد شرب الماء: شُرْب) or تم (تم فتح: فَتْح).
    const noun =
      previous && (isPreposition(previous) || takesVerbalNoun(previous))
        ? NOUN_READINGS.get(word)
        : undefined;
    if (noun) return noun;
    // Where no verb can stand, the noun wins over espeak-ng's dictionary, which reads a verb.
    const verbalNoun = this.nounWhereNoVerb(word, previous);
    if (verbalNoun) return verbalNoun;
    if (this.leftToEspeak.has(word)) return word;
    if (previous === SENTENCE_START) {
      const imperative = formOneImperative(word, this.affixLexicon);
      if (imperative) return this.readsAsOtherThanIPresent(word) ?? imperative;
    }
    return (
      this.modernLiBeforeNoun(word, previous) ??
      this.lookupInContext(word, previous) ??
      (word.startsWith('ن') ? this.otherPerson(word) : undefined) ??
      listedImperativeWithObject(word, this.affixLexicon) ??
      vowelWithAffixes(word, this.affixLexicon, { previous }) ??
      this.definiteNounOfAlternative(word, previous) ??
      vowelWithFuture(word, this.affixLexicon) ??
      (word.startsWith('أ') && previous !== undefined && BEFORE_PRESENT_VERB.has(previous)
        ? vowelAsPresentVerb(word, this.affixLexicon, { previous })
        : undefined) ??
      this.imperativeWithObject(word) ??
      this.pastOfSeveral(word) ??
      word
    );
  }

  /**
   * A spelling in ـنا opening a clause before a noun with a possessive (فحصنا عيونكم، طلبنا وجبتنا،
   * وشكرنا موظفيكم) is a past's "we" and its object, not a noun with "our": no adjective of "our X"
   * takes a pronoun. So before a noun with the article that no adjective is shaped like (وضعنا
   * العملات، نقلنا الأسماك): "our X" is followed by its adjective (فرعنا الجديد، فريقنا الطبي، عملاؤنا
   * الكرام). The past as the list gives it (pronoun-suffixes.ts: pastWe), و or ف kept.
   */
  private weBeforeObject(word: string, next: string): string | undefined {
    const [, clitic, stem] = /^([وف]?)(.{3,})نا$/.exec(word) ?? [];
    const object =
      this.withPossessive(next) ||
      (this.definiteNotAdjective(next) && this.readsAsNoun(next.replace(/ه$/, 'ة')));
    if (stem === undefined || !object) return undefined;
    const we = pastWe(stem, this.affixLexicon);
    return we && afterConjunction(clitic, we);
  }

  /** Whether a bare word is a noun the lexicon knows, without the article or a preposition. */
  private indefiniteNoun(word: string): boolean {
    return (
      !/^(?:[وف]?[بك]?ال|[وف]?لل)/.test(word) && !isPreposition(word) && this.readsAsNoun(word)
    );
  }

  /**
   * Whether a bare word is a noun with a possessive (possessedNoun); a definite noun ending in a
   * pronoun's letters (المالك، الجديده typed with ه) is none.
   */
  private withPossessive(word: string): boolean {
    return !/^[وف]?ال/.test(word) && mayBeSuffixedNoun(word) && this.possessedNoun(word);
  }

  /**
   * Whether a bare word is a noun with the article no adjective is shaped like (mayBeAdjective), its ة
   * typed as ه maybe (السياره: a writer's habit, the same noun).
   */
  private definiteNotAdjective(word: string): boolean {
    const definite = word.replace(/ه$/, 'ة');
    return DEFINITE_NOUN.test(definite) && !this.mayBeAdjective(definite);
  }

  /**
   * Whether a word with the article may be an adjective by its shape, in any gender or number: a
   * nisba (الشمسية، الدوليين), one of ADJECTIVE_SHAPE (الجديدة، المبردة، المعروضة، الدائمين), or a
   * plural shaped فِعَال or فُعُل (الكرام، الجدد). Nouns of those shapes (المدينة، الرجال) answer yes too:
   * the question only keeps a rule from reading an adjective as a noun.
   */
  private mayBeAdjective(definite: string): boolean {
    const reading = this.readingOfAny(definite)
      .normalize('NFC')
      .replace(/^ال\u0652?/, '')
      // A sun letter's shadda, after or before its vowel (الصَّغِير).
      .replace(/^([\u0621-\u064A][\u064B-\u0650]?)\u0651/, '$1');
    if (
      /ي[\u064B-\u0652]*\u0651[\u064B-\u0652]*(?:(?:ة|ه|ات|ين|ون)[\u064B-\u0652]*)?$/u.test(reading)
    )
      return true;
    const stem = reading.replace(/[\u064B-\u0652]*(?:(?:ة|ه|ات|ين|ون)[\u064B-\u0652]*)?$/u, '');
    const whole = reading.replace(/[\u064B-\u0652]+$/u, '');
    return ADJECTIVE_SHAPE.test(stem) || BROKEN_PLURAL_ADJECTIVE.test(whole);
  }

  /**
   * A past in تني or تنا right before a noun that may be its subject (أعجبتني الخدمة، وصلتني رسالتك،
   * وصلتنا رسالتك) is the "she" past with "me" or "us" for its object, its subject that noun:
   * أَعْجَبَتْنِي, the list's "she" form (SHE_PAST) with the ت unvowelled before the pronoun; و or ف
   * kept. So is one in تك or تكم, "you" its object (هل وصلتك رسالتي، وصلتكم الشحنة). Alone it may be
   * "you" or "I" doing (ساعدتني كثيرا، شكرتك): left. With "him", "her" or "them" for its object the
   * noun must be a woman or a body who may do it (فحصتها الممرضة، أرسلته البلدية). A noun in ة with
   * "our" before its adjective (رحلتنا القادمة، حملتنا الإعلانية) is no verb, though its letters before
   * نا spell one.
   */
  private herDoingToSomeone(word: string, next: string): string | undefined {
    const [, letters, object] = /^(.{3,}ت)(ني|نا|كما|كم|ك|هما|هم|هن|ها|ه)$/.exec(word) ?? [];
    if (letters === undefined) return undefined;
    const subject = /^ه/.test(object)
      ? // "I" or "you" did it to him or her as often (سلمتها الأوراق): the noun after must be one
        // who does, a woman or a body, feminine (فحصتها الممرضة، أرسلتها الشركة), not a rank or a
        // time shaped like one, an adjective of a noun in ة (جلستهم القادمة، دفعتها الخامسة).
        DEFINITE_NOUN.test(next) &&
        /(?:ة|ه|ات)$/.test(next) &&
        !RANK_OR_TIME.test(next) &&
        mayBeDoer(next, (w) => this.readingOfAny(w))
      : this.withPossessive(next) ||
        (object === 'ني'
          ? DEFINITE_NOUN.test(next.replace(/ه$/, 'ة'))
          : this.definiteNotAdjective(next));
    if (!subject) return undefined;
    // With "you", a noun in ة is likelier (رحلتكم، شحنتك: your trip, your shipment).
    if (/^ك/.test(object) && this.readsAsNoun(`${letters.slice(0, -1)}ة`)) return undefined;
    for (const clitic of /^[وف]/.test(letters) ? ['', letters[0]] : ['']) {
      const verb = letters.slice(clitic.length);
      // و or ف taken for a clitic may be a noun's own letter, "our" on it (وزارتنا: وَزَارَة).
      if (verb.length < 3 || (clitic && this.readsAsNoun(`${letters.slice(0, -1)}ة`))) continue;
      const she = this.affixLexicon.entry(verb, true)?.normalize('NFC');
      if (she !== undefined && SHE_PAST.test(she))
        return afterConjunction(clitic, `${she}\u0652${pronounAfterVowel(object)}`);
    }
    return undefined;
  }

  /**
   * The subject (bare) word `i` follows after a conjunction that opens a clause, if it does: the
   * noun after the conjunction, alone or in construct with a definite noun (لكن الرحلة ألغيت، لأن أمي
   * مرضت، لكن ولاعته تعطلت، علمت أن جلسة الشهادة أجلت): a past in ت there is the noun's, not the
   * speaker's whose past came before.
   */
  private subjectAfterConjunction(
    i: number,
    words: RegExpMatchArray[],
    joined: (at: number) => boolean,
  ): string | undefined {
    if (i < 2 || !joined(i - 1) || !joined(i - 2)) return undefined;
    const noun = stripHarakat(words[i - 1][0]);
    if (SUBJECT_CLAUSE_OPENER.test(stripHarakat(words[i - 2][0])))
      return this.definiteOrPossessed(noun) ? noun : undefined;
    // The subject in construct with a definite noun (أن جلسة الشهادة أجلت).
    if (i < 3 || !joined(i - 3) || !SUBJECT_CLAUSE_OPENER.test(stripHarakat(words[i - 3][0])))
      return undefined;
    const head = stripHarakat(words[i - 2][0]);
    return DEFINITE_NOUN.test(noun) && !/^ال/.test(head) && this.readsAsNoun(head)
      ? head
      : undefined;
  }

  /** Whether a bare word is a noun with the article or with a possessive pronoun (شركتكم). */
  private definiteOrPossessed(noun: string): boolean {
    return DEFINITE_NOUN.test(noun) || this.possessedNoun(noun);
  }

  /**
   * Whether word `i` follows a purpose phrase that opens its sentence with no comma after it, the
   * request it leads to (لتسجيل قطتك أرفق صورتها، للحصول على البطاقة قدم طلبك): the phrase ended by a
   * noun with the article or a pronoun, which nothing completes in construct, and an object after
   * the word, a noun with the article or a pronoun, or, after a phrase of one word, a preposition;
   * not a preposition, a particle or a word joined by و or ف.
   */
  private endsPurpose(
    i: number,
    words: RegExpMatchArray[],
    joined: (at: number) => boolean,
    next: string | undefined,
  ): boolean {
    if (i < 1 || !joined(i - 1) || next === undefined) return false;
    const word = stripHarakat(words[i][0]);
    // One joined by و or ف goes on with a clause of its own.
    if (/^[وف]/.test(word) || isPreposition(word) || functionWord(word, false) !== undefined)
      return false;
    const before = stripHarakat(words[i - 1][0]);
    // A phrase of one word, li- and the article on it (للاستفسار، للحجز), leads to a request whose
    // verb may take its preposition (للاستفسار اتصل على الرقم المجاني).
    if (i === 1)
      return (
        /^لل[\u0621-\u064A]{3,}$/.test(before) &&
        !this.readsAsNoun(word) &&
        (this.definiteOrPossessed(next) || isPreposition(next))
      );
    return this.definiteOrPossessed(before) && this.definiteOrPossessed(next);
  }

  /**
   * A present of form II, III or IV the modern list keeps as a stem only, espeak-ng's dictionary
   * reading the spelling otherwise (تناسب تَنَاسُب، توفر تَوَفُّر), after an indefinite plural or
   * nisba (a singular noun before it is in construct with the noun: عدم توفر) and before its object,
   * a noun: the plural's relative clause (بأسعار تناسب الجميع، بطاريات تناسب أنظمتها: تُنَاسِب).
   */
  private presentAfterNoun(word: string, previous: string, next: string): string | undefined {
    const stem = this.stems.get(word)?.normalize('NFC');
    if (stem === undefined || !/^[يت]\u064F/.test(stem) || this.lookup(word) !== undefined)
      return undefined;
    if (this.affixLexicon.tense(stem) !== 'present') return undefined;
    if (!INDEFINITE_PLURAL_OR_NISBA.test(previous.normalize('NFC').replace(/\u0640/g, '')))
      return undefined;
    const object =
      !isPreposition(next) &&
      (DEFINITE_NOUN.test(next) || this.readsAsNounStem(next) || this.possessedNoun(next));
    return object ? stem : undefined;
  }

  /**
   * A spelling nothing else reads that an imperative to a woman or to several makes with its object
   * pronoun (ضعيها ضَعِيهَا، وقطعيها وَقَطِّعِيهَا، ضعوها ضَعُوهَا): no noun or other verb is spelled so.
   */
  private imperativeWithObject(word: string): string | undefined {
    const verb =
      this.imperatives.withObjectByLetters(word) ??
      this.imperatives.withObjectByLetters(word, 'وف');
    return verb?.normalize('NFC');
  }

  /**
   * A past in ـتم, "you" several (دفعتم، لاحظتم), a clitic و or ف before it maybe: the modern list's
   * sound past in that person (subject-agreement.ts); no noun ends so.
   */
  private pastOfSeveral(word: string): string | undefined {
    const [, clitic, verb] = /^([وف]?)(.{3,}تم)$/.exec(word) ?? [];
    if (verb === undefined) return undefined;
    const past = pastVerbAfterPronoun(verb, 'أنتم', this.affixLexicon);
    return past && afterConjunction(clitic, past);
  }

  /** The modern list's entry for a bare spelling where it is a present verb, else undefined. */
  private listedPresent(word: string): string | undefined {
    const entry = this.affixLexicon.entry(word, true);
    return entry !== undefined && this.affixLexicon.tense(entry) === 'present' ? entry : undefined;
  }

  /**
   * Where no verb can stand (after في، على، مع ...; تم; يمكنك، يجب), a spelling the lexicon reads as a
   * past or not at all is the noun it lists with the article (في دفع الرسوم دَفْع، تم نقل المريض
   * نَقْل، يمكنك نشر نَشْر), as a suffixed one is (pronoun-suffixes.ts).
   */
  private nounWhereNoVerb(word: string, previous: string | undefined): string | undefined {
    if (previous === undefined || previous.startsWith('\u0000') || word.length < 3)
      return undefined;
    const found = this.lookup(word);
    if (!takesVerbalNoun(previous) && governmentAfter(previous).verb !== '') {
      // After قبل، بعد، عند ... (قبل is also قَبِلَ) a past of form V or VI is still its verbal noun,
      // the verb's object or the adverb's noun alike (قبل تناول، عند تساقط).
      if (!BEFORE_VERBAL_NOUN.has(previous) || found === undefined) return undefined;
      return this.readsAsVerb(found.normalize('NFC')) ? verbalNounOfPast(found) : undefined;
    }
    if (found !== undefined && !this.readsAsVerb(found.normalize('NFC'))) return undefined;
    // Nor a word in alif, which the casual spellings read (اثنين، احمر).
    if (/^[اأإآ]/.test(word)) return undefined;
    // With no noun listed, a past of form V or VI is its verbal noun (في توجه), and any other past no
    // reading either: the word is left to espeak-ng (في كشف).
    const noun = nounListedWithArticle(word, this.affixLexicon);
    if (noun !== undefined || found === undefined) return noun;
    return verbalNounOfPast(found) ?? word;
  }

  /**
   * The jussive of a present the modern list holds with a final weak letter (تَنْسَى، تَبْكِي، تَدْعُو),
   * which drops it and keeps the vowel before it (تَنْسَ، تَبْكِ، تَدْعُ), for `word` spelled without it
   * and no present itself; to several, with their ending (تَرْمُوا، تَنْسَوْا).
   */
  private defectiveJussive(word: string): string | undefined {
    // A spelling that is a present of its own is that present, negated (لا تقل عن تَقِلّ).
    if (!/^[يتن]/.test(word) || this.affixLexicon.tense(this.inflectable.get(word) ?? '')) {
      return undefined;
    }
    // Addressed to several, the weak letter gives way to their ending: لا ترموا تَرْمُوا، لا تنسوا
    // تَنْسَوْا (after a), لا تدعوا تَدْعُوا.
    const several = /^(.{2,})وا$/.exec(word)?.[1];
    for (const weak of ['ى', 'ي', 'و']) {
      const present = this.inflectable.get(`${several ?? word}${weak}`)?.normalize('NFC');
      if (
        present &&
        this.tenses.get(present) === 'present' &&
        /[\u064E-\u0650][ىيو]$/u.test(present)
      ) {
        if (several === undefined) return present.slice(0, -1);
        return weak === 'ى'
          ? `${present.slice(0, -1)}و\u0652ا`
          : `${present.slice(0, -2)}\u064Fوا`.normalize('NFC');
      }
    }
    return undefined;
  }

  /**
   * A word in ل that the Quran's lexicon holds as its emphatic la- before a noun (لَجَمِيع، لَكَبِيرَة),
   * which modern text hardly uses: li- before the same noun, as the modern list derives it (لِجَمِيع).
   * A word whose ل is its own (لَطِيف، لَجْنَة) derives another stem, and keeps its entry.
   */
  private modernLiBeforeNoun(word: string, previous: string | undefined): string | undefined {
    if (!word.startsWith('ل') || this.inflectable.has(word)) return undefined;
    const whole = this.lookupInContext(word, previous)?.normalize('NFC');
    if (!whole?.startsWith('ل\u064E')) return undefined;
    const derived = vowelWithAffixes(word, this.affixLexicon, { previous })?.normalize('NFC');
    return derived === `ل\u0650${whole.slice(2)}` ? derived : undefined;
  }

  /**
   * Opening a sentence, a form I imperative's spelling (اكتب) is no other word's but for a hamza the
   * writer left out: the lexicon's reading of the word where that is not the "I" of a present verb
   * (اكبر أَكْبَر, an elative), which the imperative wins over (اكتب اُكْتُبْ, not أَكْتُب "I write").
   */
  private readsAsOtherThanIPresent(word: string): string | undefined {
    const reading = this.lookupInContext(word, SENTENCE_START) ?? this.diacritizeWord(word);
    if (reading === word) return undefined;
    return /^أ/.test(reading) && this.affixLexicon.tense(reading) === 'present'
      ? undefined
      : reading;
  }

  /**
   * The word for ten typed out: after the unit of a teen it is that compound's (ثلاثة عشر عَشَر، ثلاث
   * عشرة عَشْرَة); alone before what it counts, ten (عشر دقائق عَشْر، عشرة أيام عَشَرَة). espeak-ng says
   * عشر ʕashar and عشرة ʕishra bare. Before a definite noun عشر may be a tenth (عشر السكان): left.
   */
  private tenTypedOut(
    word: string,
    next: string | undefined,
    wordBefore: string | undefined,
  ): string | undefined {
    // Its ة typed as ه too (الثانيه عشره).
    const match = /^([وفبل]?)(عشر[ةه]?)$/.exec(word);
    if (!match) return undefined;
    const [, clitic, ten] = match;
    const teen = wordBefore !== undefined && TEEN_UNIT.test(wordBefore);
    if (!teen && (next === undefined || /^(?:ال|لل)/.test(next))) return undefined;
    const vowelled = ten !== 'عشر' ? (teen ? 'عَشْرَة' : 'عَشَرَة') : teen ? 'عَشَر' : 'عَشْر';
    return `${clitic && `${clitic}${/[بل]/.test(clitic) ? KASRA : FATHA}`}${vowelled}`;
  }

  /**
   * كل with و or ف before an indefinite noun is "and every", in construct with it (وكل عام وأنتم
   * بخير، فكل يوم): the noun is genitive, never in -an, so the form II past وَكَّل, "appointed", whose
   * object would be (وكل محاميا), is not what stands there. Before a definite noun both may.
   */
  private everyBeforeNoun(word: string, next: string | undefined): string | undefined {
    if (!/^[وف]كل$/.test(word) || next === undefined || /^(?:ال|لل)|ا$/.test(next))
      return undefined;
    if (!this.readsAsNoun(next) || isPreposition(next) || functionWord(next, false) !== undefined)
      return undefined;
    return `${word[0]}\u064Eكُلّ`;
  }

  /**
   * آخر before the noun it is in construct with is آخِر, "last" (آخر موعد، آخر الأخبار، لآخر مرة، آخر
   * ثلاثة أشهر); after a noun it is the adjective آخَر, "other" (شخص آخر), which the lexicon gives.
   */
  private lastBeforeNoun(
    word: string,
    next: string | undefined,
    wordBefore: string | undefined,
  ): string | undefined {
    const match = /^([وف]?)([بل]?)[آا]خر$/.exec(word);
    if (!match || next === undefined || !/^[\u0621-\u064A]/.test(next)) return undefined;
    const nounFollows =
      (/^ال../.test(next) || this.readsAsNoun(next) || isNumberWord(next)) &&
      !isPreposition(next) &&
      functionWord(next, false) === undefined;
    // After an indefinite noun it is that noun's adjective: يوم آخر.
    const afterNoun =
      wordBefore !== undefined &&
      !/^(?:[وف]?(?:ال|لل|[بل]ال))/.test(wordBefore) &&
      !isPreposition(wordBefore) &&
      this.readsAsNoun(wordBefore);
    if (!nounFollows || afterNoun) return undefined;
    const [, conjunction, preposition] = match;
    return `${conjunction && `${conjunction}\u064E`}${preposition && `${preposition}\u0650`}آخِر`;
  }

  /**
   * Whether `word` is a noun with its pronoun that a number right after it measures, its predicate
   * (زيادة قدرها ٢٠٠ ريال، فرن حرارته ١٨٠ درجة، وتبلغ تكلفته ١٢٠ ريالا): the topic of a clause,
   * nominative, unless a preposition or إنّ before it governs it (`place`, what stood before).
   */
  private measuredBeforeNumber(
    word: string,
    next: string | undefined,
    place: string | undefined,
  ): boolean {
    const bare = stripHarakat(word);
    // A hundred or a thousand opens a number too (isNumberWord leaves them to the counted noun).
    const number = next !== undefined && (isNumberWord(next) || /^(?:مئة|مائة|ألف)$/.test(next));
    if (!number || hasHaraka(word) || !endsInPronoun(bare)) return false;
    if (/^[بلك]/.test(bare) || functionWord(bare, false) !== undefined) return false;
    // A noun: not a verb with its object (ولم يخبرنا أحد، اشترك آلاف).
    const stem = withoutPronoun(bare);
    if (stem === undefined || this.isVerb(stem) || !this.readsAsNounStem(stem)) return false;
    return place === undefined || (!isPreposition(place) && !governsAccusative(place));
  }

  /** Whether `next` (bare) may be a construct's second term: a definite noun, or a noun with its pronoun. */
  private secondTermAfter(next: string): boolean {
    if (functionWord(next, false) !== undefined || isPreposition(next) || isParticle(next))
      return false;
    return (
      DEFINITE_NOUN.test(next) ||
      (endsInPronoun(next) && (this.readsAsNoun(next) || this.possessedNoun(next)))
    );
  }

  /**
   * The sentence cues (sentence-cues.ts) of the words of `text`, read in the whole sentence where a
   * word in another language splits it into runs: the Arabic runs on either side are read with it,
   * set apart by a gap that neither joins two words nor ends the sentence.
   */
  private cuesInSentence(
    text: string,
    words: readonly RegExpMatchArray[],
    sentence: { before: readonly string[]; after: readonly string[] } | undefined,
  ) {
    if (!sentence || (sentence.before.length === 0 && sentence.after.length === 0))
      return sentenceCues(text, words, this.cueLexicon);
    const before = sentence.before.map((run) => `${run}${RUN_GAP}`).join('');
    const whole = `${before}${text}${sentence.after.map((run) => `${RUN_GAP}${run}`).join('')}`;
    const shift = [...before.matchAll(ARABIC_WORD)].length;
    const cues = sentenceCues(whole, [...whole.matchAll(ARABIC_WORD)], this.cueLexicon);
    const own = (cue: boolean[]) => cue.slice(shift, shift + words.length);
    return {
      speakerLater: own(cues.speakerLater),
      agentLater: own(cues.agentLater),
      listenerLater: own(cues.listenerLater),
      imperativeLater: own(cues.imperativeLater),
      addressesSeveral: own(cues.addressesSeveral),
      addressesOne: own(cues.addressesOne),
    };
  }

  /**
   * من before a verb is مَنْ, "who" (لكل من يرغب، لمن تجاوزوا 65، فمن يريد): مِنْ, "from", stands
   * before no verb. A word the lexicon also reads as a noun (من تقديم) decides nothing, nor does a
   * preposition (من أمام) or a word in أ, which may be an elative or a verbal noun as well as a verb
   * (من أهم، من أخذ).
   */
  private whoBeforeVerb(word: string, next: string | undefined): string | undefined {
    const match = /^([وف]?)(ل?)من$/.exec(word);
    if (
      !match ||
      next === undefined ||
      /^[أإاآ]/.test(next) ||
      isPreposition(next) ||
      functionWord(next, false) !== undefined ||
      !this.isVerb(next) ||
      this.readsAsNoun(next)
    )
      return undefined;
    const [, conjunction, li] = match;
    return `${conjunction && `${conjunction}\u064E`}${li && 'لِ'}مَنْ`;
  }

  /**
   * Whether word `i` follows only a phrase of a preposition opening its sentence, و or ف before it
   * maybe, two or three words and no verb (وبهذا الفوز رفع الهلال رصيده، وفي الختام شكر المدير): the
   * verb's place, as at the sentence's start.
   */
  private afterLeadingPhrase(
    i: number,
    first: number,
    words: readonly RegExpMatchArray[],
  ): boolean {
    if (i - first < 2 || i - first > 3 || isPreposition(stripHarakat(words[i][0]))) return false;
    const opening = stripHarakat(words[first][0]).replace(/^[وف](?=..)/, '');
    if (!isPreposition(opening) && !/^ب(?:هذا|هذه|ذلك|تلك)$/.test(opening)) return false;
    return words
      .slice(first + 1, i)
      .every((w) => DEFINITE_NOUN.test(stripHarakat(w[0])) || this.readsAsNoun(stripHarakat(w[0])));
  }

  /**
   * A spelling of three letters that opens its sentence before a definite noun and then an object (a
   * noun in the accusative's -an, فتح البنك فرعا; one with a possessive, شرب الطفل حليبه; a clause in
   * أن, علم الطالب أن الامتحان تأجل; an indefinite noun the lexicon knows, in construct with a definite
   * one or one with a possessive, رفع البنك سعر الفائدة), an adjective of the subject maybe between
   * (رفع البنك المركزي سعر الفائدة): a verb, its subject and its object. A noun there would be in construct with the
   * definite noun, and the predicate after them nominative, never in -an nor أن. The verb is the past
   * the modern list holds by its "she" form (شَرِبَت: شَرِب); a spelling it does not hold so is left
   * as it is. `after` holds the bare words of the clause after the subject.
   */
  private pastBeforeSubjectAndObject(
    word: string,
    next: string | undefined,
    after: readonly string[],
  ): string | undefined {
    if (!/^[\u0621-\u064A]{3}$/.test(word) || functionWord(word, false) !== undefined)
      return undefined;
    if (next === undefined || !DEFINITE_NOUN.test(next)) return undefined;
    const she = this.affixLexicon.entry(`${word}ت`, true)?.normalize('NFC');
    if (she === undefined || !SHE_PAST.test(she)) return undefined;
    // The subject's adjective, a definite word before an indefinite one (البنك المركزي سعر).
    const object = DEFINITE_NOUN.test(after[0] ?? '') && after[1] !== undefined ? 1 : 0;
    if (after[object] === undefined) return undefined;
    const inConstruct =
      after[object + 1] !== undefined &&
      !/^(?:[وفبكل]?ال|لل)/.test(after[object]) &&
      !isPreposition(after[object]) &&
      !TIME_WORDS.has(after[object]) &&
      functionWord(after[object], false) === undefined &&
      !/^[وف]/.test(after[object + 1]) &&
      this.readsAsNoun(after[object]) &&
      (DEFINITE_NOUN.test(after[object + 1]) || this.possessedNoun(after[object + 1]));
    if (object === 0 && AN.has(after[0])) return she.slice(0, -2);
    return this.objectAfterSubject(after[object]) || inConstruct ? she.slice(0, -2) : undefined;
  }

  /**
   * An ambiguous spelling's noun (NOUN_READINGS, or the noun the modern list holds as a stem where the
   * word alone is left to espeak-ng: عَقْد، رَبْط) right after a verb that takes an object, or after a
   * verb and its subject (`place`), and before the noun it is in construct with, definite or with a
   * pronoun: no past follows a verb so (يمنع حمل الأشياء الثقيلة: حَمْل، أرسلت عقد الإيجار، وقع العميل
   * عقد الإيجار: عَقْد). Verbs of being and beginning, which a verb may follow (كان، أصبح، بدأ), are
   * not among them.
   */
  private verbalNounAfterVerb(
    word: string,
    before: string,
    next: string | undefined,
    place: string | undefined,
    asked = false,
  ): string | undefined {
    // A word left to espeak-ng alone, no function word (بكم، أم).
    const leftAlone = functionWord(word, false) === undefined && this.readingOfAny(word) === word;
    const stem = leftAlone ? this.stems.get(word)?.normalize('NFC') : undefined;
    const noun =
      NOUN_READINGS.get(word) ??
      (stem !== undefined && this.affixLexicon.tense(stem) === undefined ? stem : undefined) ??
      (asked && leftAlone ? nounListedWithArticle(word, this.affixLexicon) : undefined);
    const bare = stripHarakat(before);
    if (noun === undefined || next === undefined || hasHaraka(before)) return undefined;
    const afterVerb =
      asked ||
      place === AFTER_VERB_AND_SUBJECT ||
      (this.isVerb(bare) && !BEING_OR_BEGINNING.test(bare));
    if (!afterVerb) return undefined;
    return DEFINITE_NOUN.test(next) || mayBeSuffixedNoun(next) ? noun : undefined;
  }

  /**
   * A spelling opening a sentence right before its doer is the past the modern list holds by its
   * "she" form, in the person it agrees with: a definite noun that may be a doer (doers.ts: طرد
   * الحكم اللاعب: طَرَدَ، زرع المزارعون القمح، حكمت المحكمة على). What follows the doer, unless it is a
   * plural in ون (nominative, no noun's second term), must be what follows a verb's subject, no
   * noun's: a definite noun, a noun with a possessive, a noun in -an or a preposition, not li- (رفع
   * الحكومة للأسعار is the raising) nor a predicate (حكم القاضي نهائي، عمل الفريق الطبي كان منظما:
   * the doer's nisba adjectives are passed over; `after` holds the bare words after the doer). A "he"
   * form takes no feminine doer (حكم المحكمة is the court's ruling), a "she" form no masculine one.
   */
  private pastBeforeDoer(
    word: string,
    doer: string | undefined,
    after: readonly string[],
  ): string | undefined {
    if (doer === undefined || !DEFINITE_NOUN.test(doer) || functionWord(word, false) !== undefined)
      return undefined;
    const listed = this.affixLexicon.entry(word, true)?.normalize('NFC');
    // A past kept out of the lexicons for its other reading (كتبت "I" or "she") is "she" before her.
    const she =
      listed !== undefined && SHE_PAST.test(listed)
        ? listed
        : pastVerbAfterPronoun(word, 'هي', this.affixLexicon)?.replace(/\u0652$/, '');
    const past = she ?? this.heFormOfSheForm(word);
    if (past === undefined || !mayBeDoer(doer, (noun) => this.readingOfAny(noun))) return undefined;
    if (she ? masculineDoer(doer) : /[ةه]$/.test(doer)) return undefined;
    if (/ون$/.test(doer)) return past;
    const at = after.findIndex(
      (adjective) =>
        !DEFINITE_NOUN.test(adjective) ||
        !/\u0650ي\u0651?$/.test(this.readingOfAny(adjective).normalize('NFC')),
    );
    const afterDoer = at < 0 ? undefined : after[at];
    const afterThat = at < 0 ? undefined : after[at + 1];
    const verbFollows =
      afterDoer !== undefined &&
      (DEFINITE_NOUN.test(afterDoer) ||
        isPreposition(afterDoer) ||
        this.possessedNoun(afterDoer) ||
        this.objectAfterSubject(afterDoer) ||
        // A noun in construct with a definite one: قرأت المذيعة نشرة الأخبار.
        (DEFINITE_NOUN.test(afterThat ?? '') && this.readsAsNoun(afterDoer)));
    return verbFollows ? past : undefined;
  }

  /**
   * Whether a bare word is an object: an indefinite noun the lexicon knows in -an (فرعا، كوبا), not an
   * adverb (يوميا، مؤخرا), or a noun with a possessive other than "my" (حليبه), no present verb.
   */
  private objectAfterSubject(word: string): boolean {
    const indefinite = /^([\u0621-\u064A]{3,})ا$/.exec(word);
    if (indefinite)
      return (
        !TIME_WORDS.has(word) && !indefinite[1].endsWith('ي') && this.readsAsNoun(indefinite[1])
      );
    return !word.endsWith('ي') && this.possessedNoun(word);
  }

  /** Whether the word after من قبل names a doer (الجراح، لجنة), which makes قبل qibal, "by". */
  private namesAgent(next: string | undefined): boolean {
    return next !== undefined && (/^ال../.test(next) || this.nounFollows(next));
  }

  private isSpeakersWord(bare: string): boolean {
    if (SPEAKERS_WORDS.has(bare) || SPEAKERS_PARTICLE.test(bare)) return true;
    if (/^(?:ال|لل|[وفبك]ال)/.test(bare) || functionWord(bare, false) !== undefined) return false;
    // A verb with "me" for its object: فاتتني، أخبرني.
    if (bare.length >= 5 && bare.endsWith('ني') && this.isVerb(bare.slice(0, -2))) return true;
    // A present whose subject is "I" (أرجو، لم أستلم); after the future's س any present in أ, of a
    // doubled or hollow verb too (وسأرد، سأقوم), whose shape alone a noun may have.
    const reading = this.verbReading(bare);
    if (/^[وف]?س?أ/.test(bare) && /^أ/.test(reading) && this.carriesSpeakerAsSubject(bare))
      return true;
    if (/^[وف]?سأ/.test(bare) && this.affixLexicon.tense(`ي${reading.slice(1)}`) === 'present')
      return true;
    // A noun with "my": the whole word no entry of its own (رسمي is the adjective رَسْمِيّ), its و or
    // ف a clitic or its own first letter (فريقي), a final hamza on ya before it (زملائي).
    if (bare.length < 4 || !bare.endsWith('ي') || this.affixLexicon.entry(bare, false))
      return false;
    const stem = bare.slice(0, -1).replace(/ائ$/, 'اء');
    return [stem, stem.replace(/^[وف](?=..)/, '')].some((form) => this.readsAsNounStem(form));
  }

  /**
   * After the subject أنا a word in أ is a present verb's "I" where the lexicon reads a past (أنا أرسل
   * أُرْسِل, not أَرْسَل) or the word has five letters or more (أنا أتابع): a shorter one may be an
   * elative, its predicate (أنا أفضل). The sentence decides here, so this comes before the words left
   * to espeak-ng, whose dictionary reads such a spelling as the past (أَرْسَلَ). After لن، لم، كي and
   * سوف diacritizeWord reads it so. Typed without its hamza (انا ارسل، وانا انتظرك) it is the same
   * word, a form I imperative's spelling too where the modern list holds no other word with its hamza
   * (انا اشرب أَشْرَب; أكبر is an elative): no imperative follows its subject.
   */
  private firstPersonAfter(word: string, previous: string | undefined): string | undefined {
    if (!/^[أا]/.test(word) || previous === undefined || !I_SUBJECT.has(previous)) return undefined;
    const typed = `أ${word.slice(1)}`;
    const present = vowelAsPresentVerb(typed, this.affixLexicon);
    const listed = this.affixLexicon.entry(typed, true);
    const verbFollows =
      typed.length >= 5 ||
      this.affixLexicon.tense(this.lookup(typed) ?? '') === 'past' ||
      (word.startsWith('ا') &&
        (listed === undefined || listed === present) &&
        formOneImperative(word, this.affixLexicon) !== undefined);
    return verbFollows ? present : undefined;
  }

  /**
   * A present verb the modern list holds under the spelling, in any person (تَدْفَع، نَدْفَع، أَدْفَع),
   * for where the sentence allows nothing else: espeak-ng's dictionary may read the spelling as a noun
   * (تدفع as تَدَفُّع).
   */
  private presentVerb(word: string): string | undefined {
    // The "I" typed without its hamza too (أريد أن اذهب).
    if (/^[أا]/.test(word)) return vowelAsPresentVerb(`أ${word.slice(1)}`, this.affixLexicon);
    if (word.startsWith('ن')) return this.otherPerson(word);
    const entry = this.inflectable.get(word);
    return entry && this.tenses.get(entry) === 'present' ? entry : undefined;
  }

  /** Whether `word` is a noun the lexicon knows with the listener's pronoun (حسابك، رسالتكم). */
  private hasListenersPronoun(word: string): boolean {
    // A word with the article takes no pronoun, and a function word is none (إليكم، عليك).
    const match = LISTENER_SUFFIX.exec(word);
    if (!match || /^[وف]?(?:ال|لل)/.test(word) || functionWord(word, false) !== undefined)
      return false;
    const [, stem, t] = match;
    // A noun spelled like a past is listed with its article (طلبك: الطَّلَب).
    const noun = this.readsAsNoun(stem + t)
      ? this.readingOfAny(stem + t)
      : t !== '' && this.readsAsNoun(`${stem}ة`)
        ? this.readingOfAny(`${stem}ة`).slice(0, -1)
        : nounListedWithArticle(stem + t, this.affixLexicon);
    if (!noun) return false;
    // A word the lexicon holds whole is that word where its vowels are not the noun's (بنك بَنْك, not
    // بُنّ + ك); طلبك طَلَبَكَ is طَلَب + ك.
    const whole = this.affixLexicon.entry(word, false)?.normalize('NFC');
    // A hamzat wasl's vowel, written on the noun alone (اِبْن), is not the whole word's (ابْنَك).
    const open = (reading: string) => reading.replace(/^ا[\u064E-\u0650]/u, 'ا');
    return !whole || open(whole).startsWith(open(noun.replace(/[\u064B-\u0652]+$/u, '')));
  }

  /**
   * One word as espeak-ng should read it, given its bare neighbours in the clause (none at a pause),
   * whether only a present verb can stand there (يجب أن تدفع), and the speaker's "I" of the word
   * where the sentence is the speaker's (pastOfSpeaker).
   */
  private speakWord(
    word: string,
    next: string | undefined,
    previous: string | undefined,
    {
      presentVerbFollows = false,
      speakersPast,
      afterSaying,
      wordBefore,
      wordAfterNext,
      typesTaAsHa = false,
      afterComma = false,
    }: {
      presentVerbFollows?: boolean;
      speakersPast?: string;
      afterSaying?: boolean;
      /** The bare word before, in the clause: the noun an adjective agrees with. */
      wordBefore?: string;
      /** The bare word after `next`, in the clause: what a noun there may be in construct with. */
      wordAfterNext?: string;
      /** The text shows its writer typing a final ة as ه (see typesTaAsHa). */
      typesTaAsHa?: boolean;
      /** A comma stands right before the word: it opens a clause. */
      afterComma?: boolean;
    } = {},
  ): string {
    // A vowelled word (the caller's, or the number reader's) is read with the same care as ours.
    if (hasHaraka(word)) return speakableForm(this.completeMarks(word, next, previous));
    const inContext =
      particleInContext(
        word,
        next,
        previous || undefined,
        this.whatFollows(next, previous),
        afterSaying || undefined,
      ) ??
      pastVerbAfterPronoun(word, previous || undefined, this.affixLexicon) ??
      stillAfterNegation(word, previous || undefined) ??
      speakersPast ??
      this.firstPersonAfter(word, previous || undefined) ??
      (presentVerbFollows ? this.presentVerb(word) : undefined) ??
      (word === 'قبل' && previous === 'من' && this.namesAgent(next) ? 'قِبَل' : undefined) ??
      casualIlaBefore(word, next, previous === SENTENCE_START, wordAfterNext) ??
      allWithPronoun(word, previous) ??
      this.possessedNounOpening(word, afterComma ? SENTENCE_START : previous, next) ??
      this.whoBeforeVerb(word, next) ??
      this.lastBeforeNoun(word, next, wordBefore) ??
      this.everyBeforeNoun(word, next) ??
      this.tenTypedOut(word, next, wordBefore) ??
      (wordBefore !== undefined && isNumberWord(wordBefore)
        ? PLURALS_AFTER_NUMBER.get(word)
        : undefined);
    if (inContext) return speakableForm(inContext);
    const casual = this.casualEnding(word, wordBefore, typesTaAsHa);
    if (casual) return this.speakWord(casual, next, previous, { presentVerbFollows });
    const saysT = saysFeminineT(word, next);
    // After a preposition or تم, where no verb can stand, a spelling the lexicon build left to
    // espeak-ng's dictionary, which reads a verb there, is the modern list's noun (على عقد الإيجار:
    // عَقْد، تم حصاد); not one in alif, an elative's spelling too (من أشهر معالمها: أَشْهَر). A rule
    // of the sentence, not a derivation, so the build's check of derived words does not see it.
    const vowelled = this.diacritizeWord(word, previous);
    const listedNoun =
      vowelled === word &&
      previous !== undefined &&
      !previous.startsWith('\u0000') &&
      (governmentAfter(previous).verb === '' || takesVerbalNoun(previous)) &&
      !/^[اأإآ]/.test(word)
        ? this.modernStem(word)
        : undefined;
    if (listedNoun) return speakableForm(writeFeminineEnding(listedNoun, saysT));
    if (vowelled === word) return markUnknownFeminineEnding(word, saysT);
    return speakableForm(writeFeminineEnding(vowelled, saysT));
  }

  /**
   * A word typed with ه for its final ة (الجديده، بعنايه) or ي for its final ى (المستشفي، حتي): the
   * word with that ending, where the lexicon knows it and not the word as typed. A ه after a stem the
   * lexicon knows may be "his" (وصفه is وَصْفُه and وَصْفَة): left, but for a word with the article,
   * which takes no pronoun (الرحله), or after a number (٣٥ دقيقه), or in a text whose writer types ة
   * as ه (`typesTaAsHa`: خدمه there is خِدْمَة, not خَدَمَهُ).
   */
  private casualEnding(word: string, previous?: string, typesTaAsHa = false): string | undefined {
    const ending = /^(.{2,})([هي])$/.exec(word);
    // A feminine plural never ends in ة: its ه is "his" (بالتزاماته).
    if (!ending || ending[1].endsWith('ات')) return undefined;
    const [, stem, letter] = ending;
    const respelled = stem + (letter === 'ه' ? 'ة' : 'ى');
    if (!this.isKnown(respelled)) return undefined;
    // One casual habit at a time: واقليه is وَاقْلِيهِ, not وَأَقَلِّيَّة with its hamza restored too;
    // but for a word with the article, whose hamza after it is as often left out (الاقمشه).
    const respelledReading = this.diacritizeWord(respelled).normalize('NFC');
    // In a text whose writer types ة as ه, a hamza left off its alif is that writer's too (اداره).
    const letters = stripHarakat(respelledReading);
    const hamzaDropped = typesTaAsHa ? /^((?:[وف]?[بك]?)?(?:ال)?)[أإ]/ : /^((?:[وف]?[بك]?)?ال)[أإ]/;
    if (letters.replace(hamzaDropped, '$1ا') !== respelled) return undefined;
    const whole = this.affixLexicon.entry(word, true) ?? this.lookup(word);
    if (whole !== undefined || functionWord(word, false) !== undefined) return undefined;
    if (letter === 'ه' && /^(?:[وف]?[بك]?ال|[وف]?لل)/.test(word)) return respelled;
    // Nor does a noun a number counts (١٨٠ درجه، ٣٥ دقيقه), nor a number (سته أشهر، ثلاثه أيام).
    if (
      letter === 'ه' &&
      ((previous !== undefined && isNumberWord(previous)) || isNumberWord(respelled))
    )
      return respelled;
    // Nor a noun listed with ة after a word that takes an indefinite one (كل جلسه، أي قطعه، لأول
    // مره); كل takes a possessed noun too (كل وقته), so the ة form must be listed whole.
    if (
      letter === 'ه' &&
      previous !== undefined &&
      BEFORE_INDEFINITE_NOUN.test(previous) &&
      (this.lookup(respelled) !== undefined || this.listedWithTa(respelled))
    )
      return respelled;
    // An adjective takes no "his": a nisba (شهريه، بلديه), or one after the feminine noun it agrees
    // with, shaped فَعِيل or a participle (غرفة كبيره، طريقة مريحه).
    if (letter === 'ه') {
      const nisba = /ي[\u064E\u0651]{2}ة$/u.test(respelledReading);
      const stemReading = this.readingOfAny(stem.replace(/^[وف](?=...)/, '')).normalize('NFC');
      // A plural of things, an indefinite one, takes its adjective in the feminine singular too
      // (بأحجام مختلفه، ملفات كثيره).
      const afterFeminine =
        previous !== undefined &&
        (/[ةه]$/.test(previous) ||
          FEMININE_WITH_PRONOUN.test(previous) ||
          INDEFINITE_PLURAL.test(this.readingOfAny(previous).normalize('NFC')));
      if (nisba || (afterFeminine && ADJECTIVE_SHAPE.test(stemReading))) return respelled;
      // Where the writer types ة as ه, so is a noun listed with ة (خدمه خِدْمَة, not خَدَمَهُ) or an
      // adjective's feminine; not a form the affix rules would make of any stem (تغييره, not تغييرة).
      if (typesTaAsHa && (ADJECTIVE_SHAPE.test(stemReading) || this.listedWithTa(respelled)))
        return respelled;
    }
    // "My" or "his" after a stem the lexicon knows (صغري صِغَرِي، ربه رَبُّه), of two letters too;
    // "my" only after a noun: a verb takes ني (يرجي is يُرْجَى, not يَرُجّ + ي).
    const stemListed =
      ((this.affixLexicon.entry(stem, true) ?? this.lookup(stem)) !== undefined ||
        this.leftToEspeak.has(stem)) &&
      (letter === 'ه' || !this.isVerb(stem));
    if (this.isKnown(word) || stemListed) return undefined;
    const withPronoun = vowelWithAffixes(word, this.affixLexicon, {
      government: governmentAfter(SENTENCE_START),
    });
    return withPronoun === undefined ? respelled : undefined;
  }

  /** Whether a word in ة is listed whole, after a clitic و or ف and a bi-, ka- or li- maybe (وبخدمة). */
  private listedWithTa(word: string): boolean {
    return [0, 1, 2].some(
      (clitics) =>
        /^[وف]?[بكل]?$/.test(word.slice(0, clitics)) &&
        word.length - clitics > 3 &&
        this.lookup(word.slice(clitics)) !== undefined,
    );
  }

  /**
   * Whether a word shows its writer typing a final ة as ه: one the lexicon reads so without help from
   * the text, as with the article, which takes no pronoun (الرحله، للجلسه), or a nisba (شهريه).
   */
  private typesTaAsHa(bare: string): boolean {
    return bare.endsWith('ه') && this.casualEnding(bare) !== undefined;
  }

  /** Whether a lexicon reads a bare word: as a noun, a verb or a function word. */
  private isKnown(bare: string): boolean {
    return (
      functionWord(bare, false) !== undefined ||
      this.readsAsNoun(bare) ||
      this.isVerb(bare) ||
      this.diacritizeWord(bare) !== bare
    );
  }

  /** A word typed with some marks, its other vowels given where the lexicon agrees (caller-marks.ts). */
  private completeMarks(word: string, next: string | undefined, previous: string | undefined) {
    const typed = tanweenBeforeAlif(word);
    if (!lacksVowels(typed)) return typed;
    const completed =
      this.completion(typed, previous) ?? this.completeAfterProclitics(typed, previous);
    if (!completed) return typed;
    // An ending the caller left unmarked is said as a bare word's would be.
    return completed.endsWith('ة')
      ? writeFeminineEnding(completed, saysFeminineT(stripHarakat(typed), next))
      : completed;
  }

  /** The typed word with the rest of its vowels from the first reading that agrees with its marks. */
  private completion(typed: string, previous: string | undefined): string | undefined {
    const particle = markedParticle(typed);
    if (particle) return particle;
    const person = pastVerbOfTypedPerson(typed, this.affixLexicon);
    if (person) return person;
    const dual = this.completeDual(typed);
    if (dual) return dual;
    const bare = stripHarakat(typed);
    const reading = this.readingOf(bare, previous);
    return (
      (reading
        ? (this.presentMarkedPassive(typed, reading) ??
          completeCallerMarks(typed, reading) ??
          this.completeAsPassive(typed, reading))
        : undefined) ??
      this.completeFromOtherReadings(typed, bare, previous) ??
      this.completeFromSheForm(typed, bare) ??
      this.completeFromAlternatives(typed, bare, previous) ??
      markedPassive(typed) ??
      markedFormIIPast(typed) ??
      markedFormIIPresent(typed)
    );
  }

  /**
   * A marked verb behind و، ف or the future's س (وقدّم، فرُفع، سيُرسَل): the readings only the bare
   * verb has (its passive, its "he" form beside a noun) complete it, and the clitics take their own
   * vowels.
   */
  private completeAfterProclitics(typed: string, previous: string | undefined) {
    const split = splitTypedProclitics(typed);
    const completed = split && this.completion(split.word, previous);
    return completed ? split.vowelled + completed : undefined;
  }

  /**
   * Readings a bare word does not get but the caller's marks may pick: a modern word espeak-ng reads
   * itself (سيّارة), a derived form where the whole entry is another word (مدرّسة مُدَرِّسَة, not the
   * entry مَدْرَسَة; والمدرّسة), and a suffixed word whose case or mood the caller typed (بطاقتَك).
   */
  private completeFromOtherReadings(
    typed: string,
    bare: string,
    previous: string | undefined,
  ): string | undefined {
    const government = typedGovernment(typed);
    const readings = [
      this.stems.get(bare),
      vowelWithAffixes(bare, this.affixLexicon, { previous, government }),
      vowelWithAffixes(bare, this.affixLexicon, { previous, government, derivedOnly: true }),
    ];
    for (const reading of readings) {
      const completed = reading ? completeCallerMarks(typed, reading) : undefined;
      if (completed) return completed;
    }
    return undefined;
  }

  /**
   * A masculine dual marked only on its ending (the number reader's كتابَيْن، ولدَان for "٢ كتاب"): the
   * stem's own entry, the noun's reading of an ambiguous spelling (وَلَد), with that ending. The bare
   * dual's lexicon reading may be another word (وِلْدَان, boys) or a plural (كِتَابِين). A stem read as
   * a verb (طَالَب) is left to the other rules. A stem in ي may be one in ى (مُسْتَشْفَى مُسْتَشْفَيَيْن).
   */
  private completeDual(typed: string): string | undefined {
    const match = /^([\u0621-\u064A]{2,})(\u064Eان|\u064Eي\u0652ن)$/u.exec(typed.normalize('NFC'));
    if (!match) return undefined;
    const [, stem, ending] = match;
    const reading =
      this.nounStem(stem) ?? this.nounStem(stem.replace(/ي$/, 'ى'))?.replace(/ى$/, 'ي');
    // A verb's reading (طَالَب, he claimed) is no noun's: the word is left to the other rules.
    if (!reading || this.affixLexicon.tense(reading)) return undefined;
    // A pausal entry's last letter keeps its shadda (خَطّ خَطَّان) but no vowel or sukun.
    return `${reading.replace(/[\u064B-\u0650\u0652]+$/u, '')}${ending}`;
  }

  /**
   * A stem's noun reading. The stems espeak-ng reads itself are not asked: their one vowelling may be
   * another word's (رِجْل, a leg, for رجل; the verb شَخَّص for شخص).
   */
  private nounStem(stem: string): string | undefined {
    return NOUN_READINGS.get(stem) ?? this.lookup(stem);
  }

  /**
   * A present of forms II to IV typed with nothing but a damma on its person letter (ستُعلن، يُرسل،
   * تُقدم): its active has that damma already and needs no mark to be read, so the caller marks its
   * passive (سَتُعْلَن، يُرْسَل، تُقَدَّم).
   */
  private presentMarkedPassive(typed: string, reading: string): string | undefined {
    if (!/^[وف]?س?[يت]\u064F[^\u064B-\u0652]+$/u.test(typed.normalize('NFC'))) return undefined;
    // The clitics و، ف and the future's س before it keep their own vowels.
    const [, clitics, verb] = /^((?:[وف]\u064E)?(?:س\u064E)?)(.*)$/u.exec(
      reading.normalize('NFC'),
    )!;
    if (this.affixLexicon.tense(verb) !== 'present' || !/^[يت]\u064F/u.test(verb)) return undefined;
    const passive = passiveOf(verb, 'present');
    return passive && passive !== verb ? clitics + passive : undefined;
  }

  /**
   * A verb the caller marked as passive (رُفع، يُتوقع where the lexicon has رَفَع، يَتَوَقَّع): the marks
   * must include a damma on its first letter and agree with the passive (caller-marks.ts).
   */
  private completeAsPassive(typed: string, reading: string): string | undefined {
    if (!/^.\u0651?\u064F/u.test(typed.normalize('NFC'))) return undefined;
    const tense = this.affixLexicon.tense(reading);
    // Forms V and VI are rarely passive: a damma on their ت is a present's person (تُصرف تُصْرَف).
    if (tense === 'past' && reading.startsWith('ت\u064E')) return undefined;
    const passive = this.passiveReading(reading);
    return passive ? completeCallerMarks(typed, passive) : undefined;
  }

  /**
   * A present of form II or IV (يُغْلِق، يُقَدِّم) after its subject (أن الطريق سيغلق، فروعنا ستغلق) with
   * no object after it: li- of purpose, an adverb in -an, a word of time or nothing in its clause
   * (سيغلق غدا، ستغلق يوم الخميس، سيغلق لأعمال الصيانة). These forms take an object: without one the
   * subject is what the verb is done to, and the verb passive (سَيُغْلَق، سَتُغْلَق).
   */
  private passiveWithoutObject(
    word: string,
    subject: string,
    next: string | undefined,
    nextJoined: boolean,
  ): string | undefined {
    const match = /^([وف]?)(س?)([يت][\u0621-\u064A]{3,})$/.exec(word);
    const isSubject =
      /^(?:ال|[وف]ال)../.test(subject) ||
      (this.possessedNoun(subject) &&
        !isParticle(subject) &&
        functionWord(subject, false) === undefined);
    if (!match || !isSubject) return undefined;
    // Not before a preposition, which may be the verb's own (يؤثر على، يعلن عن), but for li- of purpose.
    const noObject =
      !nextJoined ||
      next === undefined ||
      /^ل[\u0621-\u064A]{3,}/.test(next) ||
      /^[\u0621-\u064A]{2,}[^هن]اً?$/.test(next) ||
      TIME_WORDS.has(next) ||
      // The week, month or year it happens in (سيغلق الشهر المقبل).
      /^ال(?:أسبوع|اسبوع|شهر|عام|سنة|موسم)$/.test(next);
    if (!noObject) return undefined;
    const [, , , verb] = match;
    const reading = this.readingOfAny(verb).normalize('NFC');
    return /^[يت]\u064F/.test(reading) ? this.presentPassive(word) : undefined;
  }

  /**
   * Whether `word` (bare, و or ف before it maybe) is a verb of expecting, preferring or requiring
   * (IMPERSONAL_BEFORE_AN) whose clause has no subject: أن right after it, or the verbal noun of what
   * is expected (يتوقع أن، ويتوقع أن، يتوقع هطول أمطار، يتوقع وصول الشحنة): its impersonal passive.
   */
  private impersonalBefore(word: string, next: string | undefined): boolean {
    if (!IMPERSONAL_BEFORE_AN.has(word.replace(/^[وف](?=ي)/, '')) || next === undefined)
      return false;
    if (AN.has(next)) return true;
    const reading = this.readingOfAny(next).normalize('NFC');
    return isVerbalNoun(reading) || FUUL.test(reading);
  }

  /**
   * The passive of a present verb the lexicon reads, with و or ف and the future's س kept (سَتُغْلَق،
   * وَيُحْفَظ); undefined where the word is no present.
   */
  private presentPassive(word: string): string | undefined {
    const match = /^([وف]?)(س?)([يت][\u0621-\u064A]{2,})$/.exec(word);
    if (!match) return undefined;
    const [, conjunction, future, verb] = match;
    // A spelling left to espeak-ng for its other reading (تدفع: تَدَفُّع) is the present here.
    const listed = this.readingOfAny(verb).normalize('NFC');
    const reading =
      this.affixLexicon.tense(listed) === 'present'
        ? listed
        : this.presentVerb(verb)?.normalize('NFC');
    if (reading === undefined) return undefined;
    const passive = passiveOf(reading, 'present');
    if (!passive || passive === reading) return undefined;
    return `${conjunction && `${conjunction}\u064E`}${future && 'سَ'}${passive}`.normalize('NFC');
  }

  /**
   * The passive of a verb the lexicon reads (caller-marks.ts: passiveOf); a past verb's "she" form
   * (أَعْلَنَت) is its "he" form's passive with the same -at (أُعْلِنَت). Undefined for anything else.
   */
  private passiveReading(reading: string): string | undefined {
    const tense = this.affixLexicon.tense(reading);
    if (tense) return passiveOf(reading, tense);
    const she = reading.endsWith('\u064Eت') ? reading.slice(0, -2) : undefined;
    // Its "he" form may be listed as a noun only (وَزَنَت, وَزْن): the "she" form's shape says past.
    return she && (this.affixLexicon.tense(she) === 'past' || SHE_PAST.test(reading))
      ? passiveOf(she, 'past')?.concat('\u064Eت')
      : undefined;
  }

  /**
   * A noun the list holds after a verb of the same letters (شَخَّص, then شَخْص), under the article,
   * where no verb stands and the affix rules refuse the verb (للشخص: لِلشَّخْص، بالشخص); not an
   * imperative listed so (قَطِّع).
   */
  private definiteNounOfAlternative(word: string, previous: string | undefined) {
    if (!/^(?:[وف]?[بك]?ال|[وف]?لل)../.test(word)) return undefined;
    const isNoun = (entry: string) =>
      this.affixLexicon.tense(entry) === undefined && !readsAsImperative(entry);
    for (let k = 0; k < ALTERNATIVES_TRIED; k += 1) {
      const reading = vowelWithAffixes(word, this.alternativeLexicon(k, isNoun), { previous });
      if (reading) return reading;
    }
    return undefined;
  }

  /**
   * The affix rules' lexicon of the list's `k`-th later vowelling of each spelling, where `keep`
   * takes it.
   */
  private alternativeLexicon(
    k: number,
    keep: (entry: string) => boolean = () => true,
  ): AffixLexicon {
    return {
      entry: (stem) => {
        const entry = this.alternatives.get(stem)?.[k];
        return entry !== undefined && keep(entry) ? entry : undefined;
      },
      tense: (entry) => this.affixLexicon.tense(entry),
    };
  }

  /**
   * A later vowelling of the word's spelling, or of its stem under clitics and endings (المنتِج:
   * الْمُنْتِج, not the first-listed مُنْتَج), that agrees with the caller's marks.
   */
  private completeFromAlternatives(
    typed: string,
    bare: string,
    previous: string | undefined,
  ): string | undefined {
    for (let k = 0; k < ALTERNATIVES_TRIED; k += 1) {
      const reading =
        this.alternatives.get(bare)?.[k] ??
        vowelWithAffixes(bare, this.alternativeLexicon(k), { previous });
      const completed = reading ? completeCallerMarks(typed, reading) : undefined;
      if (completed) return completed;
    }
    return undefined;
  }

  /**
   * A past verb the lexicons hold only in its "she" form (رَفَعَت، وُلِدَت: the bare "he" form is also a
   * noun, رَفْع، وَلَد, and so no entry): that form without its -at is the "he" form, which the caller's
   * marks may pick, or its passive (رُفع رُفِع، وُلد وُلِد).
   */
  private completeFromSheForm(typed: string, bare: string): string | undefined {
    const she = this.lookup(`${bare}ت`) ?? this.stems.get(`${bare}ت`);
    if (!she?.endsWith('\u064Eت')) return undefined;
    const he = she.slice(0, -2);
    if (stripHarakat(he) !== bare || bare.length < 3) return undefined;
    if (!/^.\u0651?\u064F/u.test(typed.normalize('NFC'))) return completeCallerMarks(typed, he);
    if (he.startsWith('ت\u064E')) return undefined; // forms V and VI: see completeAsPassive
    const passive = /^.\u0651?\u064F/u.test(he) ? he : passiveOf(he, 'past');
    return passive ? completeCallerMarks(typed, passive) : undefined;
  }

  /**
   * The lexicon's reading of a bare word; for an accusative with its alif (أمطارا) that the lexicon
   * holds without it, the entry's reading with the alif back (أَمْطَار + ا).
   */
  private readingOf(bare: string, previous: string | undefined): string | undefined {
    const reading = this.diacritizeWord(bare, previous);
    if (reading !== bare) return reading;
    if (!bare.endsWith('ا')) return undefined;
    const stem = bare.slice(0, -1);
    const stemReading = this.diacritizeWord(stem, previous);
    return stemReading === stem ? undefined : `${stemReading}ا`;
  }

  /**
   * A whole entry, but where the word before settles the case of a suffixed noun (or the mood of a
   * suffixed verb) that the entry holds in another (حِسَابِك at the start of a sentence is حِسَابُك),
   * the reading the pronoun rules give in this context.
   */
  private lookupInContext(word: string, previous: string | undefined): string | undefined {
    const found = this.modernVerbAfterConjunction(word) ?? this.lookup(word);
    if (!found) return undefined;
    // A "we" past (قَرَأْنَا) is no noun's "our" for the context to give a case, nor is a verb the
    // modern list holds whole a stem and a pronoun (يُشَارِك is no يُشَار + ك).
    if (WE_PAST.test(found.normalize('NFC')) || this.affixLexicon.tense(found) !== undefined)
      return found;
    const government = governmentAfter(previous);
    const ruled =
      vowelWithPronoun(word, this.affixLexicon, government) ??
      vowelWithPronoun(word, this.withStemOf(found), government);
    return ruled && ruled !== found && differOnlyAtSuffix(ruled, found) ? ruled : found;
  }

  /**
   * The lexicon, with the stem of a whole entry with a pronoun (وَجْهَك: وَجْه) known as a noun to the
   * pronoun rules where any list holds that stem so vowelled, though the modern list does not: the
   * entry is then that noun and its suffix, whose case the context may settle otherwise (على وجهك:
   * وَجْهِك). A verb with its object (وَجَّهَك) has another stem.
   */
  private withStemOf(found: string): AffixLexicon {
    const stem = withoutPronoun(found)?.normalize('NFC');
    const bare = stem && stripHarakat(stem);
    const listed = bare && this.affixLexicon.entry(bare, false)?.normalize('NFC');
    if (!bare || listed !== stem || this.isVerb(bare)) return this.affixLexicon;
    return {
      entry: (letters, inflected) =>
        letters === bare ? stem : this.affixLexicon.entry(letters, inflected),
      tense: (entry) => this.affixLexicon.tense(entry),
    };
  }

  /**
   * و or ف before a present verb of the modern list in its "he" (ي) or "we" (ن) person, where that
   * whole spelling is only a Quran-derived entry: the Quran's reading is another verb of the same
   * letters (ويتم وَيُتِمّ "and he completes", modern وَيَتِمّ "and it is done"; ويخرج وَيُخْرِج). A
   * ت-person is left to the entry: تفعّل is also a form V past (وتبين وَتَبَيَّن "it turned out").
   */
  private modernVerbAfterConjunction(word: string): string | undefined {
    if (this.inflectable.has(word) || !/^[وف][ين]/.test(word)) return undefined;
    const listed = this.inflectable.get(word.slice(1));
    // A "we" of three letters, from its listed "he" form (ونرد عليك: وَنَرُدّ, not the Quran's وَنُرَدّ).
    const verb =
      listed && this.tenses.get(listed) === 'present'
        ? listed
        : word[1] === 'ن' && this.exact.has(word)
          ? otherPresentPerson(word.slice(1), (form) => this.listedPresent(form), {
              verbOnly: true,
            })
          : undefined;
    return verb && `${word[0]}\u064E${verb}`;
  }

  /**
   * A word of the modern list that espeak-ng reads itself (إِنْتَرْنِت، الْإِلِكْتُرُونِيّ), typed without
   * its hamza (انترنت، الالكتروني): espeak-ng's dictionary knows only the spelling with it. A final ى
   * is an alif maqsura too often to be taken for the ي of such a word.
   */
  private casualStem(word: string): string | undefined {
    if (word.includes('ى')) return undefined;
    const stem = casualSpelling(word, this.foldedInflectable, this.modernWords);
    return stem && stripHarakat(stem) !== word ? stem : undefined;
  }

  private oathLamOverModernNoun(word: string, entry: string): boolean {
    // Three letters in all are a verb's in لَ as often (لبث، لحق، لمس): left.
    return (
      word.length >= 4 &&
      /^لَ/u.test(entry.normalize('NFC')) &&
      this.affixLexicon.entry(word, true) === undefined &&
      this.modernStem(word.slice(1)) !== undefined
    );
  }

  /**
   * Whether a verb's spelling (`bare`) was read as the noun the modern list holds with its article
   * (يمكنكم ربط: رَبْط, from الرَّبْط), which a suffixed noun after it completes in construct.
   */
  private readAsNounOfVerb(bare: string, reading: string): boolean {
    const noun = nounListedWithArticle(bare, this.affixLexicon);
    return noun !== undefined && speakableForm(noun).normalize('NFC') === reading.normalize('NFC');
  }

  private modernPresentOverQuran(word: string, entry: string): boolean {
    if (this.modernWords.has(entry) || !/^[يتن].{2,}(?:وا|ون|ين)$/.test(word)) return false;
    // Only a form I present over a passive or a form IV one (تُتْرَكُوا): يعدون stays the Quran's
    // يُعِدُّون, "prepare", over the modern list's passive يُعَدّ.
    const modern = vowelWithEnding(word, this.affixLexicon);
    return (
      modern !== undefined &&
      /^[يتن]\u064E/.test(modern.normalize('NFC')) &&
      /^[يتن]\u064F/.test(entry.normalize('NFC'))
    );
  }

  private articleOverModernNoun(word: string, entry: string): boolean {
    const stem = /^[وف]?ال([\u0621-\u064A]{3,})$/.exec(word)?.[1];
    return (
      stem !== undefined && !this.modernWords.has(entry) && this.modernStem(stem) !== undefined
    );
  }

  private lookup(word: string): string | undefined {
    const exact = this.exact.get(word);
    // A Quran-derived entry in the lam of oath (لَقَسَم) is, where the modern list holds the rest as a
    // noun and not the whole, li- and that noun (لقسم النظافة: لِقِسْم), read by the affix rules.
    if (exact && this.oathLamOverModernNoun(word, exact)) return undefined;
    // So does one with the article (الرُّبُع) where the modern list holds the noun (رُبْع: الرُّبْع).
    if (exact && this.articleOverModernNoun(word, exact)) return undefined;
    // And a present the modern list holds, with its plural or woman's ending, to a Quran-derived
    // whole entry (تتركوا: تَتْرُكُوا, not the Quran's passive تُتْرَكُوا).
    if (exact && this.modernPresentOverQuran(word, exact)) return undefined;
    // And a past of several listeners the modern list's verb makes (أرسلتم, ارسلتم: أَرْسَلْتُم, not
    // the Quran's passive أُرْسِلْتُم).
    if (!(exact && this.modernWords.has(exact)) && this.pastOfSeveral(word)) return undefined;
    if (exact) return exact;
    const folded = casualSpelling(word, this.folded, this.modernWords) ?? this.casualStem(word);
    if (!folded) return undefined;
    // A typed ال before a stem the modern list holds is the article, not a hamza left out: السنة is
    // السَّنَة, not أَلْسِنَة.
    const hamzaFirst = word[0] === 'ا' && folded.normalize('NFC')[0] !== 'ا';
    if (!hamzaFirst) return folded;
    if (word.startsWith('ال') && this.affixLexicon.entry(word.slice(2), true)) return undefined;
    // Nor where a pronoun follows a stem in hamzat wasl: اسمك is اسْم + ك, not أَسْمَك.
    const stem = withoutPronoun(word);
    return stem && stem.length >= 3 && this.inflectable.get(stem)?.startsWith('ا')
      ? undefined
      : folded;
  }
}
