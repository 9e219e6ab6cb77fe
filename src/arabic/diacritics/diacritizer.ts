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
  passiveOf,
  splitTypedProclitics,
  tanweenBeforeAlif,
  typedGovernment,
} from './caller-marks.js';
import { particleInContext } from './context-particles.js';
import { functionWord } from './function-words.js';
import { NOUN_READINGS } from './ambiguous-spellings.js';
import {
  AFTER_TOPIC,
  AFTER_VERBAL_NOUN,
  differOnlyAtSuffix,
  GENITIVE_AFTER,
  AFTER_VERB_AND_SUBJECT,
  isVerbalNoun,
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

/**
 * Particles after which a word in أ is the "I" of a present verb (لن أتأخر، أريد أن أتعلم), not a
 * past of the fourth form or an elative (أعلن، أفضل).
 */
/**
 * A past of form VII, VIII or X with sound letters (انْتَظَر، اتَّصَل، اسْتَمَع): its vowelled shape is
 * that of no noun (their verbal nouns have i and ā). Groups: all but the last consonant's vowel, and
 * the last consonant.
 */
const C = '[\u0628-\u0646\u0621\u0623\u0625\u0624\u0626\u0647]';
const IMPERATIVE_OF_PAST = new RegExp(
  `^(ا(?:${C}\u0652${C}\u064E|${C}(?:\u064E\u0651|\u0651\u064E))(?:${C}\u0652)?${C})\u064E(${C})$`,
  'u',
);

/** Words after which a verb addresses the listener: من فضلك انتظر، رجاء انتظر. */
const AFTER_PLEASE = new Set(['فضلك', 'فضلكم', 'رجاء', 'رجاءً', 'رجاءا']);

const BEFORE_PRESENT_VERB = new Set('أن لن لم لا قد كي لكي حتى'.split(' '));
/** Of those, the ones no past verb follows: after them a word in أ is never أَرْسَل (لن أرسلها). */
const ONLY_BEFORE_PRESENT_VERB = new Set('لن لم كي لكي'.split(' '));

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

/**
 * A verb's plural ending, its subject, after its clitics: ـُوا on a verb only, ـُون on a present verb
 * (nouns have it too: مُعَلِّمُون).
 */
const PLURAL_VERB = /^(?:[وف]\u064E)?(?:سَ)?(.+?)\u064F(\u0651?)(وا|ون)$/u;
/** A noun with the article and no clitic (والطالب is coordinated, للطالب a preposition's). */
const DEFINITE_NOUN = /^ال[\u0621-\u064A]{2,}$/;
/** A definite noun that may begin a sentence, after و or ف too: its topic (والشركة أرباحها). */
const TOPIC = /^[وف]?ال[\u0621-\u064A]{2,}$/;

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
    // What stood before each word (see wordBefore).
    const contexts: (string | undefined)[] = [];
    words.forEach((match, i) => {
      const word = match[0];
      const next = joined(i)
        ? stripHarakat(words[i + 1][0])
        : i === words.length - 1 && /^\s*$/.test(text.slice(match.index + word.length))
          ? LATIN_WORD_FIRST.exec(after ?? '')?.[0]
          : undefined;
      const previous = joined(i - 1)
        ? this.wordBefore(
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
      contexts.push(previous);
      spoken += text.slice(at, match.index) + this.speakWord(word, next, previous);
      at = match.index + word.length;
    });
    return spoken + text.slice(at);
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
    if (isVerbalNoun(this.readingOfAny(previous))) return AFTER_VERBAL_NOUN;
    const bare = stripHarakat(previous);
    if (itsContext === SENTENCE_START && TOPIC.test(bare) && !functionWord(bare, true)) {
      return AFTER_TOPIC;
    }
    return bare;
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
    return (
      beforeThat !== undefined &&
      DEFINITE_NOUN.test(stripHarakat(previous)) &&
      !functionWord(stripHarakat(previous), false) &&
      this.isVerb(beforeThat)
    );
  }

  /**
   * A word of the text as read alone, to tell what it is: the lexicon's reading (its entry too where
   * the word is left to espeak-ng, which reads it the same: أرسل), or the caller's marks completed.
   */
  private readingOfAny(word: string): string {
    const reading = hasHaraka(word)
      ? this.completeMarks(word, undefined, undefined)
      : this.leftToEspeak.has(word)
        ? (this.lookup(word) ?? word)
        : this.diacritizeWord(word);
    return reading.normalize('NFC');
  }

  /** Whether the lexicon reads `word` (a clitic و or ف on it allowed) as a past or present verb. */
  private isVerb(word: string): boolean {
    const reading = this.readingOfAny(word).replace(/^[وف]\u064E/, '');
    const lexicon = this.affixLexicon;
    return (
      lexicon.tense(reading) !== undefined ||
      (reading.endsWith('\u064Eت') && lexicon.tense(reading.slice(0, -2)) === 'past') ||
      // A past verb listed only in its "she" form, its bare "he" form also a noun (قدّم: قَدَّمَت).
      lexicon.entry(`${stripHarakat(reading)}ت`, false)?.normalize('NFC') === `${reading}\u064Eت`
    );
  }

  /** `previous`: the bare word before `word` in the clause, which may fix a pronoun suffix's vowel. */
  diacritizeWord(word: string, previous?: string): string {
    if (hasHaraka(word)) return word;
    const fixed = functionWord(word, previous === SENTENCE_START);
    if (fixed) return fixed;
    // After لن، لم or كي a word in أ is a present verb's "I", whatever espeak-ng's dictionary, which
    // knows no context, holds for its spelling (أرسل is arsala there).
    const onlyPresent =
      word.startsWith('أ') && previous !== undefined && ONLY_BEFORE_PRESENT_VERB.has(previous)
        ? vowelAsPresentVerb(word, this.affixLexicon, { previous })
        : undefined;
    if (onlyPresent) return onlyPresent;
    if (this.leftToEspeak.has(word)) return word;
    // An ambiguous spelling's noun after a preposition (بعد شرب الماء: شُرْب).
    const noun = previous && GENITIVE_AFTER.has(previous) ? NOUN_READINGS.get(word) : undefined;
    if (noun) return noun;
    return (
      this.lookupInContext(word, previous) ??
      (word.startsWith('ن') ? this.otherPerson(word) : undefined) ??
      vowelWithAffixes(word, this.affixLexicon, { previous }) ??
      vowelWithFuture(word, this.affixLexicon) ??
      (word.startsWith('أ') && previous !== undefined && BEFORE_PRESENT_VERB.has(previous)
        ? vowelAsPresentVerb(word, this.affixLexicon, { previous })
        : undefined) ??
      word
    );
  }

  /** One word as espeak-ng should read it, given its bare neighbours in the clause (none at a pause). */
  private speakWord(word: string, next: string | undefined, previous: string | undefined): string {
    // A vowelled word (the caller's, or the number reader's) is read with the same care as ours.
    if (hasHaraka(word)) return speakableForm(this.completeMarks(word, next, previous));
    const inContext =
      particleInContext(word, next, previous || undefined) ??
      pastVerbAfterPronoun(word, previous || undefined, this.affixLexicon);
    if (inContext) return speakableForm(inContext);
    const saysT = saysFeminineT(word, next);
    const imperative = previous && AFTER_PLEASE.has(previous) ? this.imperativeOf(word) : undefined;
    if (imperative) return speakableForm(imperative);
    const vowelled = this.diacritizeWord(word, previous);
    if (vowelled === word) return markUnknownFeminineEnding(word, saysT);
    return speakableForm(writeFeminineEnding(vowelled, saysT));
  }

  /**
   * The imperative of a verb of form VII, VIII or X whose past the lexicon reads (انْتَظَر انْتَظِر،
   * اسْتَمَع اسْتَمِع): the past with i on its last consonant but one. Other forms change more letters,
   * and a weak or doubled stem too: undefined.
   */
  private imperativeOf(word: string): string | undefined {
    const past = this.diacritizeWord(word).normalize('NFC');
    const match = IMPERATIVE_OF_PAST.exec(past);
    return match ? `${match[1]}\u0650${match[2]}\u0652` : undefined;
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
    const person = pastVerbOfTypedPerson(typed, this.affixLexicon);
    if (person) return person;
    const bare = stripHarakat(typed);
    const reading = this.readingOf(bare, previous);
    return (
      (reading
        ? (completeCallerMarks(typed, reading) ?? this.completeAsPassive(typed, reading))
        : undefined) ??
      this.completeFromOtherReadings(typed, bare, previous) ??
      this.completeFromSheForm(typed, bare) ??
      this.completeFromAlternatives(typed, bare, previous)
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
   * A verb the caller marked as passive (رُفع، يُتوقع where the lexicon has رَفَع، يَتَوَقَّع): the marks
   * must include a damma on its first letter and agree with the passive (caller-marks.ts).
   */
  private completeAsPassive(typed: string, reading: string): string | undefined {
    if (!/^.\u0651?\u064F/u.test(typed.normalize('NFC'))) return undefined;
    const tense = this.affixLexicon.tense(reading);
    // A past verb's "she" form (أَعْلَنَت) is its "he" form's passive with the same -at: أُعْلِنَت.
    const she = reading.endsWith('\u064Eت') ? reading.slice(0, -2) : undefined;
    const passive = tense
      ? passiveOf(reading, tense)
      : she && this.affixLexicon.tense(she) === 'past'
        ? passiveOf(she, 'past')?.concat('\u064Eت')
        : undefined;
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
    const found = this.lookup(word);
    if (!found) return undefined;
    const ruled = vowelWithPronoun(word, this.affixLexicon, governmentAfter(previous));
    return ruled && ruled !== found && differOnlyAtSuffix(ruled, found) ? ruled : found;
  }

  private lookup(word: string): string | undefined {
    const exact = this.exact.get(word);
    if (exact) return exact;
    const folded = this.folded.get(lookupKey(word));
    return folded && typedWithoutHamza(word, stripHarakat(folded)) ? folded : undefined;
  }
}
