import { hasHaraka } from '../arabic-script.js';
import { isParticle } from './context-particles.js';
import { type AffixLexicon } from './endings.js';
import { functionWord } from './function-words.js';
import {
  endsInPronoun,
  isPreposition,
  isVerbalNoun,
  pronounAfterVowel,
} from './pronoun-suffixes.js';
import { pastVerbAfterPronoun } from './subject-agreement.js';

/**
 * The person of a past in ت where its sentence decides it. The bare spelling (قدمت) is "she" to the
 * lexicon; it is the speaker's "I" (قَدَّمْتُ) in a sentence that is the speaker's or one sent to the
 * listener (أرسلت لك الرابط), and the listener's "you" (قَدَّمْت) where a question or a condition asks
 * the listener (هل سافرت من قبل، إن شعرت بدوار فتوقف). The lexicon is reached through a small port.
 */

/** What the persons of a past ask of the lexicon. */
export interface PastPersonLexicon {
  readonly affixes: AffixLexicon;
  /** The modern list's entry for a bare spelling, endings not derived. */
  listed(bare: string): string | undefined;
  /** Whether the word has a reading of its own, whole (بدوار has none: بِ + دُوَار). */
  isWord(bare: string): boolean;
  /** Whether the lexicon reads the bare spelling as a noun. */
  readsAsNoun(bare: string): boolean;
  /** Whether `bare` is a noun the lexicon knows with the listener's pronoun (حسابك). */
  hasListenersPronoun(bare: string): boolean;
  /** Whether a bare noun may be a doer: a person or a body of people (doers.ts). */
  mayBeDoer(bare: string): boolean;
}

/** What the sentence around the verb says of its person (sentence-cues.ts). */
export interface PastPersonCues {
  /** The sentence is the speaker's: a word of the speaker later in it, or an "I" past before. */
  speakers: boolean;
  /** A word later in the sentence speaks to the listener. */
  listenerLater: boolean;
  /** The verb is the text's first word: no noun stands before it for a "she" to mean. */
  opensText: boolean;
}

/** A past read in a person other than the lexicon's, and whose it is. */
export interface PastInPerson {
  reading: string;
  person: 'أنا' | 'أنت';
}

/**
 * إن and إذا open a condition; a verb written with ف after them in the sentence is its answer, which
 * takes ف only when it is not a plain past: a past's shape there is the imperative (إن كنت تحتاج
 * مساعدة فاتصل بنا).
 */
export const CONDITION = /^[وف]?(?:إن|إذا|اذا)$/;

/**
 * A past's "she" form as the lexicon lists it, -at after a consonant (قَدَّمَت، حَجَزَت): listed so
 * where the bare "he" form is also a noun (قدم); no noun ends so.
 */
export const SHE_PAST =
  /^[\u0621-\u064A][\u064E\u064F\u0651].*(?![\u064B-\u0652])[^اوىيء]\u064Eت$/u;

/**
 * Pasts in ت of verbs that take no object, what arrives, starts, stops or happens (وصلت، انتهت،
 * تأخرت): after هل the definite noun after one is its subject (هل وصلت الشحنة).
 */
const ARRIVES_OR_HAPPENS =
  /^(?:وصلت|تأخرت|تاخرت|انتهت|بدأت|بدات|انقطعت|تعطلت|توقفت|انطلقت|ارتفعت|انخفضت|صدرت|حدثت|تمت|نجحت|فشلت|ظهرت|تغيرت|زادت|نقصت|وقعت|جاءت|عادت|مرت|انتقلت|اكتملت|تحسنت|وردت|خرجت|دخلت|سقطت|نزلت|هطلت)$/;

/** Pasts in ت of what others do to one's things: سرقت حقيبتي is passive, not the speaker's. */
const DONE_BY_OTHERS = /^[وف]?(?:سرقت|نهبت|صودرت)$/;

/** A defective past's "she" form, its last root letter a ي after i (نَسِيَت، بَقِيَت، رَضِيَت). */
export const DEFECTIVE_SHE_PAST = /^[\u0621-\u064A]\u064E[\u0621-\u064A]\u0650ي\u064Eت$/u;

/** A noun of one closed syllable, فَعْل، فِعْل، فُعْل (رَقْم، حِلْم، قُفْل). */
const ONE_SYLLABLE = /^[\u0621-\u064A][\u064E-\u0650][\u0621-\u064A]\u0652[\u0621-\u064A]$/u;

/**
 * Other shapes of a masculine singular noun that no plural has: فَعَال (دَوَاء), فُعْلُل (فُنْدُق), فَعْلَل,
 * مِفْعَال (مِفْتَاح), مَفْعَل and مِفْعَل, مَفْعُول, فَعِيل (طَبِيب), فَاعِل (سَائِق), فَعَل (طَلَب).
 */
const MASCULINE_SINGULAR_SHAPE = new RegExp(
  [
    'C\u064EC\u064EاC',
    'C\u064FC\u0652C\u064FC',
    'C\u064EC\u0652C\u064EC',
    'م\u0650C\u0652C\u064EاC',
    'م\u064EC\u0652C[\u064E\u0650]C',
    'م\u0650C\u0652C\u064EC',
    'م\u064EC\u0652C\u064FوC',
    'C\u064EC\u0650يC',
    'C\u064EاC\u0650C',
    'C\u064EC\u064EC',
  ]
    // A consonant: no ة or ى, which end a feminine or another shape.
    .map((shape) => `^${shape.replaceAll('C', '[\u0621-\u0628\u062A-\u0648\u064A]')}$`)
    .join('|'),
  'u',
);

/** Nouns of no feminine ending that are feminine (أم، شمس، أرض), and so may be a "she" past's subject. */
const FEMININE_BY_MEANING = new Set(
  'أم ام بنت أخت اخت شمس أرض ارض دار حرب نار ريح عين أذن اذن يد رجل نفس روح بئر كأس سوق طريق'.split(
    ' ',
  ),
);

/**
 * Prepositions, in which no subject stands right after a verb (ذهبت إلى، حصلت على). A past in ت
 * opening a text before one of them has its subject in itself, unless one follows their noun.
 */
const NO_SUBJECT_NEXT = new Set('في من إلى الى الي على علي عن مع منذ حتى لمدة'.split(' '));

/** To the listener, right after a verb: لك، لكم، إليك، إليكم (typed اليك too). */
const TO_LISTENER = /^(?:لك|لكم|لكما|إليك|إليكم|اليك|اليكم)$/;

/**
 * Whether a subject and then more follow the phrase after the verb (`after`: the bare words of its
 * clause after the one right after the verb): a definite noun, or a noun in construct, then another
 * noun (أرسلت لك الشركة رسالة، أرسلت لكم معلمة ابنتكم ملاحظاتها). Then the verb is hers, the noun
 * her name, and not the speaker's.
 */
function subjectFollows(after: readonly string[]): boolean {
  const noun = (k: number) =>
    k < after.length &&
    /^[\u0621-\u064A]{3,}$/.test(after[k]) &&
    !/^(?:لل|[بل])/.test(after[k]) &&
    !isPreposition(after[k]) &&
    functionWord(after[k], false) === undefined;
  const inConstruct =
    !/^ال/.test(after[0] ?? '') && (/^ال/.test(after[1] ?? '') || endsInPronoun(after[1] ?? ''));
  return (
    noun(0) && (inConstruct ? noun(1) && noun(2) : noun(1)) && (/^ال/.test(after[0]) || inConstruct)
  );
}

export class PastPersonReader {
  // A field, not a parameter property: the text reader's worker thread strips types only.
  private readonly lexicon: PastPersonLexicon;

  constructor(lexicon: PastPersonLexicon) {
    this.lexicon = lexicon;
  }

  /**
   * The person the sentence gives a bare past in ت (`word`), or undefined where it leaves the
   * lexicon's "she". `previous` and `next` are the bare words around it in its clause (`next` may be
   * a Latin word), `after` the bare words of the clause after `next`.
   */
  inContext(
    word: string,
    previous: string | undefined,
    next: string | undefined,
    after: readonly string[],
    cues: PastPersonCues,
  ): PastInPerson | undefined {
    if (hasHaraka(word)) return undefined;
    const toListener =
      next !== undefined && TO_LISTENER.test(next) && !this.sheSubjectFollows(after);
    // A text that opens with a past in ت names no one before it whom a "she" could mean; where the
    // word after it is no subject either, the verb is the writer's own (وصلت إلى المطار، طلبت
    // فستانا): وَصَلْتُ، طَلَبْتُ. Not one with a pronoun after the ت, which may be a noun's (شحنتك).
    const ownOpening = cues.opensText && /ت$/.test(word) && this.noSubject(next, after);
    const speakers =
      cues.speakers || toListener || ownOpening || this.speakersThing(word, previous, next)
        ? this.pastOfSpeaker(word)
        : undefined;
    if (speakers) return { reading: speakers, person: 'أنا' };
    // After هل a past in ت is the listener's "you" (هل سافرت من قبل), unless a definite noun after
    // it may be its subject and nothing in the sentence speaks to the listener (هل وصلت الشحنة); a
    // masculine singular cannot be a "she" past's subject (هل نظفت الحوض: نَظَّفْت).
    // So it is after إن or إذا, a condition a notice sets its reader (إذا شعرت بدوار فتوقف، إن
    // تأخرت في إعادة السيارة), unless a noun after it may be its subject (إذا انتهت صلاحية بطاقتك).
    const asked =
      previous !== undefined &&
      ((/^[وف]?هل$/.test(previous) &&
        (cues.listenerLater ||
          !/^(?:ال|لل)/.test(next ?? '') ||
          this.masculineSingular(next) ||
          this.listenersObject(word, next))) ||
        (CONDITION.test(previous) && (!this.mayBeSubject(next) || this.masculineSingular(next))));
    const listeners = asked ? this.pastInPerson(word, 'أنت') : undefined;
    return listeners ? { reading: listeners, person: 'أنت' } : undefined;
  }

  /**
   * Whether the word after a past in ت is a thing of the speaker's, its object: a noun with "my"
   * (the whole word no entry of its own: عربي) that is no doer nor feminine by meaning (شربت قهوتي،
   * حجزت مقعدي: I; قرأت أمي: she), after a verb that takes an object (وصلت سيارتي: she) and is not
   * one done to a thing by others (سرقت حقيبتي: passive).
   */
  private speakersThing(
    verb: string,
    previous: string | undefined,
    next: string | undefined,
  ): boolean {
    if (next === undefined || !/^.{3,}[^ن]ي$/.test(next) || this.lexicon.isWord(next)) return false;
    // Not a verb with its own object (وصلتك), nor one asked of the listener (هل جربت وصفتي).
    if (!/ت$/.test(verb) || (previous !== undefined && /^[وف]?هل$/.test(previous))) return false;
    if (ARRIVES_OR_HAPPENS.test(verb) || DONE_BY_OTHERS.test(verb)) return false;
    const stem = next.slice(0, -1);
    // A preposition's noun is no object (لحقت بسيارتي).
    if (/^[بل]/.test(stem) && this.lexicon.readsAsNoun(stem.slice(1).replace(/ت$/, 'ة')))
      return false;
    const nouns = [stem, stem.replace(/ت$/, 'ة')].filter((noun) => this.lexicon.readsAsNoun(noun));
    return (
      nouns.length > 0 &&
      !FEMININE_BY_MEANING.has(stem) &&
      !nouns.some((noun) => this.lexicon.mayBeDoer(noun))
    );
  }

  /**
   * Whether a definite noun after a past in ت that takes an object is more likely the listener's
   * object than the verb's subject: a thing, no doer (هل دفعت الرسوم، هل جربت الميزة), and not one
   * feminine by its meaning (الأم).
   */
  private listenersObject(verb: string, next: string | undefined): boolean {
    if (next === undefined || ARRIVES_OR_HAPPENS.test(verb)) return false;
    const bare = next.replace(/^(?:ال|لل)/, '');
    return !FEMININE_BY_MEANING.has(bare) && !this.lexicon.mayBeDoer(next);
  }

  /**
   * Whether the word right after a verb cannot be its subject: a preposition, أنّ or أنْ, or a noun
   * in the indefinite accusative, its tanween's alif written (طلبت فستانا), which is an object or an
   * adverb; and whether no subject follows that either (`after`, the bare words after it: انطلقت
   * رسميا فعاليات المهرجان، وصلت إلى الميناء سفينة الركاب), a preposition's noun passed over.
   */
  private noSubject(next: string | undefined, after: readonly string[]): boolean {
    if (next === undefined) return false;
    if (/^(?:أن|ان|بأن|بان)$/.test(next)) return true;
    if (NO_SUBJECT_NEXT.has(next)) return !this.sheSubjectFollows(after.slice(1));
    // A masculine singular with the article is the verb's object (حولت المبلغ إلى حسابك), but for
    // an adverb of time, the subject still to come (صدرت اليوم مجموعة طوابع).
    if (/^ال/.test(next) && !/^(?:اليوم|الآن|الان)$/.test(next) && this.masculineSingular(next))
      return true;
    return (
      !this.sheSubjectFollows(after) &&
      /^(?!ال).{2,}[^اويىة]ا$/.test(next) &&
      functionWord(next, false) === undefined &&
      this.lexicon.readsAsNoun(next.slice(0, -1))
    );
  }

  /**
   * Whether the word after a verb may be its subject: a noun with the article, or one the lexicon
   * knows, with a pronoun or in construct (صلاحية بطاقتك); not a preposition, a particle or a verb.
   */
  private mayBeSubject(next: string | undefined): boolean {
    if (next === undefined) return false;
    if (/^ال../.test(next)) return true;
    if (functionWord(next, false) !== undefined || isParticle(next) || isPreposition(next))
      return false;
    // A preposition written on a noun (بدوار) makes it none, where the whole is no word of its own.
    if (
      /^[بلك]../.test(next) &&
      this.lexicon.readsAsNoun(next.slice(1)) &&
      !this.lexicon.isWord(next)
    )
      return false;
    return this.lexicon.readsAsNoun(next) || this.lexicon.hasListenersPronoun(next);
  }

  /**
   * Whether a subject follows (subjectFollows) that a "she" past agrees with: not a masculine
   * singular (أرسلت لك العقد أمس: العقد sends nothing as "she").
   */
  private sheSubjectFollows(after: readonly string[]): boolean {
    return subjectFollows(after) && !this.masculineSingular(after[0]);
  }

  /**
   * Whether a noun (bare, the article maybe before it) is a masculine singular the modern list reads
   * so by its shape, which a "she" past cannot agree with (إذا نسيت الرقم السري: "you", not "she"):
   * فَعْل، فِعْل، فُعْل, the verbal noun of a derived form (التحديث، الإرسال), or another shape no plural
   * has (MASCULINE_SINGULAR_SHAPE: هل حجزت الفندق); not a noun feminine by meaning.
   */
  private masculineSingular(noun: string | undefined): boolean {
    if (noun === undefined) return false;
    const bare = noun.replace(/^ال(?=..)/, '');
    if (FEMININE_BY_MEANING.has(bare)) return false;
    const reading = this.lexicon.listed(bare)?.normalize('NFC');
    return (
      reading !== undefined &&
      (ONE_SYLLABLE.test(reading) ||
        isVerbalNoun(reading) ||
        MASCULINE_SINGULAR_SHAPE.test(reading))
    );
  }

  /**
   * A past in ت read as the speaker's "I" (قدمت قَدَّمْتُ), a clitic و or ف and an object pronoun kept
   * (وأرسلتها وَأَرْسَلْتُهَا); undefined where the word is no sound past the lexicon knows
   * (subject-agreement.ts) or the verb is hollow (كانت is not كَانْتُ).
   */
  private pastOfSpeaker(word: string): string | undefined {
    const match = /^(.{3,}?ت)(ه|ها|هم|هما|ك|كم)?$/.exec(word);
    if (!match || /ا.ت$/.test(match[1])) return undefined;
    const [, verb, object] = match;
    // An object pronoun after the "I" (أَرْسَلْتُهَا).
    const suffix = (object && pronounAfterVowel(object)) ?? '';
    // The verb as written (وصلت: its و is its own first letter), else after a clitic و or ف.
    const whole = this.pastInPerson(verb, 'أنا');
    if (whole) return whole + suffix;
    if (!/^[وف]/.test(verb)) return undefined;
    const mine = this.pastInPerson(verb.slice(1), 'أنا');
    return mine && `${verb[0]}\u064E${mine}${suffix}`;
  }

  /**
   * The "I" or "you" of a past in ى, spelled with its ي before the ت (ألغيت، اشتريت; الغيت with its
   * hamza left off): the listed "he" form's fatha before the ى, then يْت (أَلْغَيْتُ، أَلْغَيْت).
   */
  private defectiveInPerson(verb: string, person: 'أنا' | 'أنت'): string | undefined {
    const stem = /^(.{2,})يت$/.exec(verb)?.[1];
    if (stem === undefined) return undefined;
    // Its "she" form listed beside it makes it a verb (أَلْغَى، أَلْغَت), not a noun in ى.
    const letters = [stem, stem.replace(/^ا/, 'أ')].find((form) =>
      this.lexicon.listed(`${form}ت`)?.normalize('NFC').endsWith('\u064Eت'),
    );
    const he = letters && this.lexicon.listed(`${letters}ى`)?.normalize('NFC');
    // An active past opens on a fatha or a hamzat wasl (أَلْغَى، اشْتَرَى), a noun may not (هُدَى).
    if (he === undefined || !he.endsWith('\u064Eى') || /^.\u064F/.test(he)) return undefined;
    return `${he.slice(0, -1)}ي\u0652ت${person === 'أنا' ? '\u064F' : ''}`;
  }

  /**
   * The "I" or "you" of a past in ت, from its "he" form (subject-agreement.ts) or its listed "she"
   * form (قَدَّمَت: قَدَّمْتُ، قَدَّمْت; SHE_PAST; نَسِيَت: نَسِيتُ، نَسِيت).
   */
  private pastInPerson(verb: string, person: 'أنا' | 'أنت'): string | undefined {
    const inPerson = pastVerbAfterPronoun(verb, person, this.lexicon.affixes);
    if (inPerson) return inPerson;
    const defective = this.defectiveInPerson(verb, person);
    if (defective) return defective;
    const she = this.lexicon.listed(verb)?.normalize('NFC');
    if (she === undefined) return undefined;
    // A defective past in ـِيَت (نَسِيَت، بَقِيَت) keeps its long ī before the ت: نَسِيتُ، نَسِيت.
    if (DEFECTIVE_SHE_PAST.test(she))
      return `${she.slice(0, -2)}ت${person === 'أنا' ? '\u064F' : ''}`;
    const ending = person === 'أنا' ? '\u0652تُ' : '\u0652ت';
    return SHE_PAST.test(she) ? `${she.slice(0, -2)}${ending}` : undefined;
  }
}
