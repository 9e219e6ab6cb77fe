import { ARABIC_WORD, hasHaraka, lookupKey, stripHarakat } from '../arabic-script.js';
import {
  markUnknownFeminineEnding,
  saysFeminineT,
  writeFeminineEnding,
} from './feminine-ending.js';
import { presentPerson, vowelWithAffixes, vowelWithFuture } from './affixes.js';
import { completeCallerMarks, lacksVowels, passiveOf, tanweenBeforeAlif } from './caller-marks.js';
import { particleInContext } from './context-particles.js';
import { formOneImperative, imperativeOfPast } from './imperative.js';
import { functionWord } from './function-words.js';
import { NOUN_READINGS, takesVerbalNoun } from './ambiguous-spellings.js';
import {
  differOnlyAtSuffix,
  GENITIVE_AFTER,
  AFTER_VERB_AND_SUBJECT,
  governmentAfter,
  SENTENCE_START,
  vowelWithPronoun,
} from './pronoun-suffixes.js';
import { pastVerbAfterPronoun, pastVerbOfTypedPerson } from './subject-agreement.js';
import type { AffixLexicon } from './endings.js';
import { speakableForm } from './speakable-form.js';
import { otherPresentPerson, type Tense, verbTenses } from './verb-forms.js';

/**
 * Restores the most likely short vowels of undiacritised Arabic words from a lexicon, because espeak-ng
 * reads unvowelled Arabic as bare consonant clusters. A word the caller marked keeps its marks and gets
 * the rest from the lexicon where the two agree.
 */

/** Clitics and the article that may stand before a stem whose first hamza was typed as a bare alif. */
const BEFORE_STEM = /^(?:[وف]?[بكل]?(?:ال)?|[وف]?لل)$/;

/** Words after which a verb addresses the listener: من فضلك انتظر، رجاء انتظر، الرجاء أرسل. */
const AFTER_PLEASE = new Set(['فضلك', 'فضلكم', 'رجاء', 'رجاءً', 'رجاءا', 'الرجاء']);

/**
 * إن and إذا open a condition; a verb written with ف after them in the sentence is its answer, which
 * takes ف only when it is not a plain past: a past's shape there is the imperative (إن كنت تحتاج
 * مساعدة فاتصل بنا).
 */
const CONDITION = /^[وف]?(?:إن|إذا|اذا)$/;

/**
 * Particles after which a word in أ is the "I" of a present verb (لن أتأخر، أريد أن أتعلم), not a
 * past of the fourth form or an elative (أعلن، أفضل).
 */
/** A preposition or a word a noun follows in the genitive, with its clitic و or ف (وبعد، ففي). */
function isPreposition(word: string): boolean {
  return GENITIVE_AFTER.has(word) || (/^[وف]/.test(word) && GENITIVE_AFTER.has(word.slice(1)));
}

/** Words of emphasis with their pronoun, which take the case of the noun they follow. */
const EMPHASIS = /^(?:نفس|أنفس|ذات|عين|كل|جميع|بعض|كلا|كلتا)(?:ه|ها|هم|هما|هن)$/;

const AN = new Set(['أن', 'ان']);
/**
 * Verbs and قبل after which أن is أنْ before a present verb, never أنّ before a noun, nor a past (as
 * after بعد أن): يجب أن تدفع، قبل أن نبدأ، أريد أن أعرف.
 */
const ONLY_PRESENT_AFTER_AN = /^[وف]?(?:يجب|يمكن|ينبغي|يجوز|قبل|[يتنأ](?:ريد|ستطيع|حاول))$/;

const ONLY_VERB_AFTER = new Set(['لن', 'لم', 'سوف']);
const I_SUBJECT = new Set(['أنا', 'انا']);

const BEFORE_PRESENT_VERB = new Set('أن لن لم لا قد كي لكي حتى'.split(' '));

/**
 * Whether `typed` is `entry` written the casual way: a bare alif for the hamza seat or madda that starts
 * the stem (الى for إلى, الاول for الأول), or a dotless ى for a final ي (فى for في, as Egyptian spelling
 * writes it). Inside a stem a bare alif is an alif (سال is not سأل), a typed ي is not ى (المشي is not
 * المشى), and a hamza the writer did put is kept: أمام is not إمام.
 */
function typedWithoutHamza(typed: string, entry: string): boolean {
  if (typed.length !== entry.length) return false;
  return [...typed].every((letter, i) => {
    const wanted = entry[i];
    if (letter === wanted) return true;
    if (letter === 'ا') return 'أإآ'.includes(wanted) && BEFORE_STEM.test(typed.slice(0, i));
    return letter === 'ى' && wanted === 'ي';
  });
}

/**
 * Whether a word begins a sentence, given what stands between it and the word before (or, for the
 * first word, what comes before it): nothing but spaces and opening marks at the start of the text, or
 * a sentence's end (. ! ? ؟ ! or a line break) after the word before.
 */
function sentenceStarts(between: string, first: boolean): boolean {
  if (first) return /^[\s"'«([-]*$/.test(between);
  return /[.!?؟\n]/.test(between) && !/[\p{L}\p{N}]/u.test(between);
}

/** A Latin word that opens a text. */
const LATIN_WORD_FIRST = /^[A-Za-z\u00C0-\u024F]+/;

/** What follows the last letter or digit of `text`: its closing punctuation and spaces. */
function afterLastWord(text: string): string {
  return text.slice(text.search(/[^\p{L}\p{N}]*$/u));
}

export class Diacritizer {
  private readonly exact = new Map<string, string>();
  private readonly folded = new Map<string, string>();
  private readonly inflectable = new Map<string, string>();
  private readonly tenses: ReadonlyMap<string, Tense>;
  private readonly affixLexicon: AffixLexicon = {
    entry: (bare, inflected) =>
      (inflected ? this.inflectable.get(bare) : (this.lookup(bare) ?? this.stems.get(bare))) ??
      (bare.startsWith('ن') ? this.otherPerson(bare) : undefined),
    tense: (entry) =>
      this.tenses.get(entry) ??
      (/^[أن][\u064E\u064F]/.test(entry) && this.tenses.get(`ي${entry.slice(1)}`) === 'present'
        ? 'present'
        : undefined),
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
   *   مُنْتَج): read, with their clitics and endings, only where a caller's marks pick them.
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
    for (const word of [...inflectableWords, ...stemWords]) {
      const spelling = stripHarakat(word);
      if (!this.inflectable.has(spelling)) this.inflectable.set(spelling, word);
    }
    for (const word of stemWords) {
      const spelling = stripHarakat(word);
      if (!this.stems.has(spelling)) this.stems.set(spelling, word);
    }
    for (const word of [...inflectableWords, ...vowelledWords]) {
      const spelling = stripHarakat(word);
      if (!this.exact.has(spelling)) this.exact.set(spelling, word);
      const key = lookupKey(word);
      if (!this.folded.has(key)) this.folded.set(key, word);
    }
    this.tenses = verbTenses([...inflectableWords, ...stemWords]);
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
    around: { before?: string; after?: string; wordBeforeName?: string } = {},
  ): string {
    const { before, after, wordBeforeName } = around;
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
    let inCondition = false;
    // The word before was read as an imperative: a suffixed noun after it is its object.
    let afterImperative = false;
    words.forEach((match, i) => {
      const word = match[0];
      const next = joined(i)
        ? stripHarakat(words[i + 1][0])
        : i === words.length - 1 && /^\s*$/.test(text.slice(match.index + word.length))
          ? LATIN_WORD_FIRST.exec(after ?? '')?.[0]
          : undefined;
      const previous = joined(i - 1)
        ? afterImperative
          ? AFTER_VERB_AND_SUBJECT
          : (this.objectPlace(words, i, joined) ?? stripHarakat(words[i - 1][0]))
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
      if (previous === SENTENCE_START) inCondition = false;
      const presentVerbFollows =
        previous !== undefined &&
        AN.has(previous) &&
        joined(i - 2) &&
        ONLY_PRESENT_AFTER_AN.test(stripHarakat(words[i - 2][0]));
      const imperative = this.imperativeInContext(word, previous, inCondition);
      spoken +=
        text.slice(at, match.index) +
        (imperative
          ? speakableForm(imperative)
          : this.speakWord(word, next, previous, presentVerbFollows));
      afterImperative = imperative !== undefined;
      inCondition ||=
        CONDITION.test(stripHarakat(word)) && !particleInContext(word, next, previous || undefined);
      at = match.index + word.length;
    });
    return spoken + text.slice(at);
  }

  /**
   * Whether the lexicon reads `word` (its clitics allowed) as a noun or adjective: it knows the word,
   * and not as a verb or a function word. A word no lexicon holds is not known to be one.
   */
  readsAsNoun(word: string): boolean {
    const bare = stripHarakat(word);
    if (functionWord(bare, false) !== undefined || this.isVerb(bare)) return false;
    return this.diacritizeWord(bare) !== bare;
  }

  /**
   * AFTER_VERB_AND_SUBJECT for word i where a verb and a definite noun, its subject, come right before
   * it: a suffixed noun there is the object, accusative (قدم الوزير استقالتَه، أعلنت الشركة أرباحَها),
   * or the predicate of كان and its sisters, accusative too. A word of emphasis (الوزير نفسُه، الطلاب
   * كلُّهم) follows its noun's case instead. Undefined anywhere else.
   */
  private objectPlace(
    words: RegExpExecArray[],
    i: number,
    joined: (i: number) => boolean,
  ): string | undefined {
    if (i < 2 || !joined(i - 2) || EMPHASIS.test(stripHarakat(words[i][0]))) return undefined;
    const subject = stripHarakat(words[i - 1][0]);
    if (!/^[وف]?ال/.test(subject)) return undefined;
    return this.isVerb(words[i - 2][0]) ? AFTER_VERB_AND_SUBJECT : undefined;
  }

  /** Whether the lexicon reads `word` (a clitic و or ف on it allowed) as a past or present verb. */
  private isVerb(word: string): boolean {
    const reading = this.diacritizeWord(stripHarakat(word)).replace(/^[وف]\u064E/, '');
    const lexicon = this.affixLexicon;
    return (
      lexicon.tense(reading) !== undefined ||
      (reading.endsWith('\u064Eت') && lexicon.tense(reading.slice(0, -2)) === 'past')
    );
  }

  /** `previous`: the bare word before `word` in the clause, which may fix a pronoun suffix's vowel. */
  diacritizeWord(word: string, previous?: string): string {
    if (hasHaraka(word)) return word;
    const fixed = functionWord(word, previous === SENTENCE_START);
    if (fixed) return fixed;
    if (this.leftToEspeak.has(word)) return word;
    // An ambiguous spelling's noun after a preposition (بعد شرب الماء: شُرْب) or تم (تم فتح: فَتْح).
    const noun =
      previous && (isPreposition(previous) || takesVerbalNoun(previous))
        ? NOUN_READINGS.get(word)
        : undefined;
    if (noun) return noun;
    if (previous === SENTENCE_START) {
      const imperative = formOneImperative(word, this.affixLexicon);
      if (imperative) return this.readsAsOtherThanIPresent(word) ?? imperative;
    }
    return (
      this.lookupInContext(word, previous) ??
      (word.startsWith('ن') ? this.otherPerson(word) : undefined) ??
      vowelWithAffixes(word, this.affixLexicon, { previous }) ??
      vowelWithFuture(word, this.affixLexicon, { previous }) ??
      (word.startsWith('أ') && previous !== undefined && BEFORE_PRESENT_VERB.has(previous)
        ? presentPerson(word, this.affixLexicon)
        : undefined) ??
      word
    );
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
   * Where only a verb can follow (لن، لم، سوف) a word in أ is a present verb's "I" even where the
   * lexicon holds its spelling as a past (لن أرسل أُرْسِل, not أَرْسَل); after the subject أنا too, where
   * the lexicon reads a past (أنا أرسل) or the word has five letters or more (أنا أتابع): a shorter
   * one may be an elative, its predicate (أنا أفضل). The sentence decides here, so this comes before
   * the words left to espeak-ng, whose dictionary reads such a spelling as the past (أَرْسَلَ).
   */
  private firstPersonAfter(word: string, previous: string | undefined): string | undefined {
    if (!word.startsWith('أ') || previous === undefined) return undefined;
    const verbFollows =
      ONLY_VERB_AFTER.has(previous) ||
      (I_SUBJECT.has(previous) &&
        (word.length >= 5 || this.affixLexicon.tense(this.lookup(word) ?? '') === 'past'));
    return verbFollows ? presentPerson(word, this.affixLexicon) : undefined;
  }

  /**
   * A present verb the modern list holds under the spelling, in any person (تَدْفَع، نَدْفَع، أَدْفَع),
   * for where the sentence allows nothing else: espeak-ng's dictionary may read the spelling as a noun
   * (تدفع as تَدَفُّع).
   */
  private presentVerb(word: string): string | undefined {
    if (word.startsWith('أ')) return presentPerson(word, this.affixLexicon);
    if (word.startsWith('ن')) return this.otherPerson(word);
    const entry = this.inflectable.get(word);
    return entry && this.tenses.get(entry) === 'present' ? entry : undefined;
  }

  /**
   * The imperative where the sentence asks for one: after من فضلك or رجاء, in a condition's answer
   * written with ف, and a form I one opening a sentence (as diacritizeWord reads it there).
   */
  private imperativeInContext(
    word: string,
    previous: string | undefined,
    answersCondition: boolean,
  ): string | undefined {
    if (hasHaraka(word)) return undefined;
    if (previous && AFTER_PLEASE.has(previous)) return this.imperativeOf(word);
    if (answersCondition) return this.imperativeOf(word, true);
    if (previous !== SENTENCE_START) return undefined;
    const formOne = formOneImperative(word, this.affixLexicon);
    return formOne && this.diacritizeWord(word, previous) === formOne ? formOne : undefined;
  }

  /**
   * One word as espeak-ng should read it, given its bare neighbours in the clause (none at a pause)
   * and whether only a present verb can stand there (يجب أن تدفع).
   */
  private speakWord(
    word: string,
    next: string | undefined,
    previous: string | undefined,
    presentVerbFollows = false,
  ): string {
    // A vowelled word (the caller's, or the number reader's) is read with the same care as ours.
    if (hasHaraka(word)) return speakableForm(this.completeMarks(word, next, previous));
    const inContext =
      particleInContext(word, next, previous || undefined) ??
      pastVerbAfterPronoun(word, previous || undefined, this.affixLexicon) ??
      this.firstPersonAfter(word, previous || undefined) ??
      (presentVerbFollows ? this.presentVerb(word) : undefined);
    if (inContext) return speakableForm(inContext);
    const saysT = saysFeminineT(word, next);
    const vowelled = this.diacritizeWord(word, previous);
    if (vowelled === word) return markUnknownFeminineEnding(word, saysT);
    return speakableForm(writeFeminineEnding(vowelled, saysT));
  }

  /**
   * The imperative of a verb whose past the lexicon reads (انْتَظَر انْتَظِرْ، أَرْسَل أَرْسِلْ) or, for a
   * word it reads as nothing, of form I from its present (اكتب اُكْتُبْ): imperative.ts. A clitic ف
   * is kept (فاتصل فَاتَّصِلْ).
   */
  private imperativeOf(word: string, clitic = false): string | undefined {
    if (clitic) {
      const verb = word.startsWith('ف') ? this.imperativeOf(word.slice(1)) : undefined;
      return verb && `ف\u064E${verb}`;
    }
    const reading = this.diacritizeWord(word);
    if (reading !== word) return imperativeOfPast(reading, this.affixLexicon);
    // espeak-ng's dictionary reads it as another word (اطلع is the form VIII اِطَّلَع).
    return this.leftToEspeak.has(word) ? undefined : formOneImperative(word, this.affixLexicon);
  }

  /** A word typed with some marks, its other vowels given where the lexicon agrees (caller-marks.ts). */
  private completeMarks(word: string, next: string | undefined, previous: string | undefined) {
    const typed = tanweenBeforeAlif(word);
    if (!lacksVowels(typed)) return typed;
    const person = pastVerbOfTypedPerson(typed, this.affixLexicon);
    if (person) return person;
    const dual = this.completeDual(typed);
    if (dual) return dual;
    const bare = stripHarakat(typed);
    const reading = this.readingOf(bare, previous);
    const completed =
      (reading
        ? (completeCallerMarks(typed, reading) ?? this.completeAsPassive(typed, reading))
        : undefined) ??
      this.completeFromSheForm(typed, bare) ??
      this.completeFromAlternatives(typed, bare, previous);
    if (!completed) return typed;
    // An ending the caller left unmarked is said as a bare word's would be.
    return completed.endsWith('ة')
      ? writeFeminineEnding(completed, saysFeminineT(bare, next))
      : completed;
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
   * A verb the caller marked as passive (رُفع، يُتوقع where the lexicon has رَفَع، يَتَوَقَّع): the marks
   * must include a damma on its first letter and agree with the passive (caller-marks.ts).
   */
  private completeAsPassive(typed: string, reading: string): string | undefined {
    if (!/^.\u0651?\u064F/u.test(typed.normalize('NFC'))) return undefined;
    const tense = this.affixLexicon.tense(reading);
    const passive = tense ? passiveOf(reading, tense) : undefined;
    return passive ? completeCallerMarks(typed, passive) : undefined;
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
    for (let k = 0; k < 3; k += 1) {
      const lexicon: AffixLexicon = {
        entry: (stem) => this.alternatives.get(stem)?.[k],
        tense: (entry) => this.affixLexicon.tense(entry),
      };
      const reading =
        this.alternatives.get(bare)?.[k] ?? vowelWithAffixes(bare, lexicon, { previous });
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
    const ruled = vowelWithPronoun(word, this.affixLexicon, governmentAfter(previous));
    return ruled && ruled !== found && differOnlyAtSuffix(ruled, found) ? ruled : found;
  }

  /**
   * و or ف before a present verb of the modern list in its "he" (ي) or "we" (ن) person, where that
   * whole spelling is only a Quran-derived entry: the Quran's reading is another verb of the same
   * letters (ويتم وَيُتِمّ "and he completes", modern وَيَتِمّ "and it is done"; ويخرج وَيُخْرِج). A
   * ت-person is left to the entry: تفعّل is also a form V past (وتبين وَتَبَيَّن "it turned out").
   */
  private modernVerbAfterConjunction(word: string): string | undefined {
    if (this.inflectable.has(word) || !/^[وف][ين]/.test(word)) return undefined;
    const verb = this.inflectable.get(word.slice(1));
    return verb && this.tenses.get(verb) === 'present' ? `${word[0]}\u064E${verb}` : undefined;
  }

  private lookup(word: string): string | undefined {
    const exact = this.exact.get(word);
    if (exact) return exact;
    const folded = this.folded.get(lookupKey(word));
    return folded && typedWithoutHamza(word, stripHarakat(folded)) ? folded : undefined;
  }
}
