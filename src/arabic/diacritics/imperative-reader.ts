import { hasHaraka, stripHarakat } from '../arabic-script.js';
import { completeCallerMarks } from './caller-marks.js';
import { type AffixLexicon, SUKUN } from './endings.js';
import { DEFINITE_NOUN, functionWord } from './function-words.js';
import {
  addressed,
  AFTER_PLEASE,
  formOneImperative,
  formTwoOfRootLetters,
  imperativeOfPast,
  imperativeOfVerbalNoun,
  listedImperative,
  markedFormIIImperative,
  SPEAKER_AFTER_VERB,
} from './imperative.js';
import {
  FEMININE_WITH_PRONOUN,
  isPreposition,
  pronounAfterVowel,
  SENTENCE_START,
} from './pronoun-suffixes.js';
import { WE_PAST } from './verb-forms.js';

/**
 * Where a sentence asks for an imperative and how a word says it there: the shapes of imperative.ts
 * applied to a word in its place, the lexicon reached through a small port.
 */

/** What reading an imperative asks of the lexicon. */
export interface ImperativeLexicon {
  readonly affixes: AffixLexicon;
  /** The word's reading alone, or where `previous` stands before it (diacritizer.ts). */
  diacritizeWord(word: string, previous?: string): string;
  /** The modern list's entry for a bare spelling, endings not derived. */
  listed(bare: string): string | undefined;
  /** The modern list's later vowellings of a spelling it holds twice (قطع: قَطِّع، قِطَع). */
  alternatives(bare: string): readonly string[];
  /** Whether espeak-ng's dictionary reads the spelling as another word, left bare for it. */
  leftToEspeak(bare: string): boolean;
  /** The "he" form of a past the modern list holds in its "she" form (قدم: قَدَّمَت gives قَدَّم). */
  heFormOfSheForm(bare: string): string | undefined;
  /** Whether the word is a noun the lexicon knows with the listener's pronoun (حسابك). */
  hasListenersPronoun(bare: string): boolean;
}

/** What the sentence around a word says of the imperative (see inContext). */
export interface ImperativeCues {
  answersCondition: boolean;
  asked: boolean;
  joinedToImperative: boolean;
  toSeveral: boolean;
  toOne: boolean;
  opensAsked: boolean;
  /** The sentence speaks to the listener, one or several. */
  toListener: boolean;
  /** The word opens a clause after a comma. */
  afterComma: boolean;
  /** The sentence has words in another language: a product's or a service's names. */
  instructs: boolean;
  /**
   * The word opens the text before a preposition (اتصل بخدمة العملاء، انتظر خلف الخط): no one stands
   * before it for a "he" to mean, nor after it as its subject.
   */
  opensBeforePreposition: boolean;
  /**
   * The speaker the word is done to is followed by a person who may be its doer, and more (أصدر لي
   * طبيبكم إجازة): a past before its subject, not an imperative.
   */
  doerAfterSpeaker: boolean;
}

/** Imperatives of giving, showing or telling with "us", which take a second object (أعطنا رقمك). */
const GIVING_TO_US = /^[وف]?(?:أعط|اعط|امنح|سلم|أر|ار|أخبر|اخبر|علم|ناول|أعر|اعر|هب|بلغ|شارك)نا$/;

/** An object pronoun after a verb of three letters or more. */
const IMPERATIVE_OBJECT = /^(.{3,}?)(هما|هم|ها|ه|ني|نا)$/;

/** A verb addressed to several, with its plural ending (سافروا، فجهزوا، تابعونا، فقدموها). */
const TO_SEVERAL = /^.{3,}(?:وا|و(?:هما|هم|ها|ه|نا|ني))$/;

/** The letter that lengthens each short vowel. */
const LONG_VOWEL: Record<string, string> = { '\u064E': 'ا', '\u064F': 'و', '\u0650': 'ي' };

/** Three sound root letters and the ending of several listeners, an object pronoun after it maybe. */
const THREE_LETTERS_TO_SEVERAL =
  /^([وف]?)([^اويءأإآىة])([^اويءأإآىة])([^اويءأإآىة])و(ا|هما|هم|ها|ه|نا|ني)$/;
const OBJECT_AFTER_WAW: Record<string, string> = {
  ا: 'ا',
  هما: 'هُمَا',
  هم: 'هُم',
  ها: 'هَا',
  ه: 'هُ',
  نا: 'نَا',
  ني: 'نِي',
};

/**
 * A verb of three root letters in ـوا that asks several listeners (ذكروا أبناءكم، علموا اولادكم، ركبوا
 * الواحا): form I would be written with its hamzat wasl (اذكروا), so without one it is form II,
 * ذَكِّرُوا. The lexicon leaves such spellings out (ذَكَر، ذَكَّر), so the shape is built here.
 */
function formTwoToSeveral(word: string): string | undefined {
  const match = THREE_LETTERS_TO_SEVERAL.exec(word);
  if (!match) return undefined;
  const [, clitic, first, second, third, ending] = match;
  return `${clitic && `${clitic}\u064E`}${first}\u064E${second}\u0651\u0650${third}\u064Fو${OBJECT_AFTER_WAW[ending]}`.normalize(
    'NFC',
  );
}

/** The verbs of becoming shaped like form IV, which take a predicate and no object. */
const BECOMING = new Set(['أصبح', 'اصبح', 'أمسى', 'امسى', 'أضحى', 'اضحى']);

/**
 * An imperative of form II (فَعِّلْ), III (سَارِعْ) or IV (أَرْسِلْ), spelled as its past (in NFC, where
 * a kasra comes before the shadda it is written with).
 */
const DERIVED_IMPERATIVE =
  /^(?:[^\u064B-\u0652]\u064E[^\u064B-\u0652]\u0650?\u0651|[^\u064B-\u0652]\u064Eا|أ\u064E)/u;

/** A form I past of three letters (حَدَث، فَتَح، شَرِب). */
const FORM_I_PAST = /^[\u0621-\u064A]\u064E[\u0621-\u064A][\u064E-\u0650][\u0621-\u064A]$/u;

/**
 * An imperative after its clitic و or ف, whose hamzat wasl is then silent, its vowel unsaid (وَاجْمَعْ
 * wajmaʿ).
 */
function afterClitic(clitic: string, verb: string): string {
  return `${clitic}\u064E${verb.replace(/^ا[\u064F\u0650]/, 'ا')}`;
}

export class ImperativeReader {
  // A field, not a parameter property: the text reader's worker thread strips types only.
  private readonly lexicon: ImperativeLexicon;

  constructor(lexicon: ImperativeLexicon) {
    this.lexicon = lexicon;
  }

  /**
   * The imperative where the sentence asks for one: after من فضلك or رجاء, in a condition's answer
   * written with ف, before the speaker as its object (اتصل بنا), when `asked` (after ثم joining it
   * to an imperative, or after the comma that ends a condition or the purpose a sentence opens with:
   * إذا استمرت الأعراض، راجع الطبيب؛ للاشتراك، اتصل), joined by و or ف to an imperative of its
   * sentence, and opening a sentence as a form I one (as diacritizeWord reads it there) or before a
   * noun with the listener's pronoun (حدث بياناتك).
   */
  inContext(
    word: string,
    previous: string | undefined,
    next: string | undefined,
    cues: ImperativeCues,
  ): string | undefined {
    const {
      answersCondition,
      asked,
      joinedToImperative,
      toSeveral,
      toOne,
      opensAsked,
      toListener,
      afterComma,
      instructs,
      opensBeforePreposition,
      doerAfterSpeaker,
    } = cues;
    if (hasHaraka(word)) {
      // A shadda alone, the caller's, is form II's in its past and imperative alike (سجّل موادك).
      if (/[\u064B-\u0650\u0652]/.test(word)) return undefined;
      const bare = this.inContext(stripHarakat(word), previous, next, cues);
      if (bare && completeCallerMarks(word, bare)) return bare;
      // Opening a sentence that speaks to the listener, or joined by و or ف to an imperative, form II
      // marked so is the imperative (سجّل رقم هاتفك، علّمي طفلك، أضيفي الملح وقلّبي الخليط).
      // So is one to a woman, whose ـي no past or present of form II ends in (قلّبي الخليط).
      return (previous === SENTENCE_START && toListener) ||
        (joinedToImperative && /^[وف]/.test(word)) ||
        /^[وف]?[^اوي]{3}ي$/.test(stripHarakat(word))
        ? markedFormIIImperative(word)
        : undefined;
    }
    if (previous && AFTER_PLEASE.has(previous)) return this.of(word);
    if (answersCondition) {
      const answer = this.of(word, 'ف');
      if (answer) return answer;
    }
    if (next && SPEAKER_AFTER_VERB.has(next) && !doerAfterSpeaker)
      return this.of(word) ?? this.of(word, 'وف');
    if (asked) return this.of(word);
    if (joinedToImperative) {
      const joined = this.of(word, 'وف');
      if (joined) return joined;
    }
    // A verb in ـوا opening a clause of a sentence that speaks to several listeners (اشربوا الماء بين
    // تمارينكم، وامنحوا أجسامكم وقتا؛ فجهزوا لهم غرفتكم) asks them: "they" has no one to stand for.
    if (toSeveral && TO_SEVERAL.test(word)) {
      const several = this.of(word, 'وف') ?? this.of(word) ?? formTwoToSeveral(word);
      if (several) return several;
    }
    // So does a verb after a comma and ف where it speaks to one (أضفنا إلى باقتك دقائق، فاستخدمها).
    if (toOne) {
      const one = this.of(word, 'ف');
      if (one) return one;
    }
    // So does a verb of forms II to IV opening a clause after a comma, where the sentence speaks to
    // the listener and no definite noun after it may be its subject (باقتك ستنتهي غدا، شجعه الآن).
    if (afterComma && toListener && !DEFINITE_NOUN.test(next ?? '')) {
      const derived = this.derivedImperative(word);
      if (derived) return derived;
    }
    if (previous !== SENTENCE_START) return undefined;
    // Not a "we" past (أرسلنا لكم), a noun in ة, nor a form IV past, which a report opens with as its
    // impersonal passive (أُعلن عن).
    if (opensBeforePreposition && !/(?:نا|ة)$|^[أا][^اوي]{3}$/.test(word)) {
      const opening = this.of(word);
      if (opening) return opening;
    }
    // To a woman before a definite noun, its object (قطعي البصل، اغسلي الخضار): no adjective in ـيّ
    // opens a sentence before a definite noun.
    if (next !== undefined && DEFINITE_NOUN.test(next)) {
      const toWoman = /ي$/.test(word) ? this.feminine(word) : undefined;
      if (toWoman) return toWoman;
    }
    // An imperative joined to it later asks for one here too (حمل التطبيق وأرسل لنا رسالة), as does
    // a noun with the listener's pronoun after it (حدث جهازك).
    // Not a "we" past the lexicon reads (أرسلنا إليكم ... فاملؤوه): its ـنا is no object "us" there.
    // Nor one in ـنا right before such a noun, two objects that only a verb of giving, showing or
    // sharing takes (أعطنا رقمك، شاركنا رأيك): راجعنا ملفاتكم is "we reviewed your files"; with a
    // preposition between it asks (اخبرينا بإصاباتك).
    const listenersNounNext = next !== undefined && this.lexicon.hasListenersPronoun(next);
    const yoursAfterUs =
      listenersNounNext &&
      // bi- or li- on the noun (بإصاباتك), not a ب of its own (بياناتك).
      !(/^[بل]/.test(next) && this.lexicon.hasListenersPronoun(next.slice(1))) &&
      /نا$/.test(word) &&
      !GIVING_TO_US.test(word);
    const startAsks =
      (opensAsked || listenersNounNext) &&
      !yoursAfterUs &&
      !WE_PAST.test(this.lexicon.diacritizeWord(word).normalize('NFC'));
    const asksHere = startAsks ? (this.of(word) ?? this.formTwoAtStart(word)) : undefined;
    if (asksHere) return asksHere;
    // A sentence that speaks to the listener opening with a verb of forms II to IV asks too (سارع
    // بطلبها ... في بيتك، أرسل صورة هويتك), unless a definite noun after it may be its subject; so
    // does an instruction that names a product in another language, its object after the verb (فعل
    // الـGPS، حمل تطبيقنا من App Store): the imperative is spelled as its past, and a report would
    // name its subject (nor a person after the speaker it is done to: أصدر لي طبيبكم إجازة). Form I
    // is left: its past (وصل طلبك) has no imperative so spelled.
    const derived =
      (toListener && !DEFINITE_NOUN.test(next ?? '') && !doerAfterSpeaker) || instructs
        ? this.derivedImperative(word)
        : undefined;
    if (derived) return derived;
    const listed = listedImperative(this.lexicon.diacritizeWord(word, previous));
    if (listed) return listed;
    // Form I addressed to several, its object after it (احجزوا، اخلطوا، اتركوه): a hamzat wasl before
    // three root letters, the shape of no past's "they" either.
    const several = /^(ا[^اوي]{3})و/.exec(word);
    if (several && this.formOneAtStart(several[1])) return this.plural(word);
    return this.formOneAtStart(word);
  }

  /**
   * Form IV's imperative where form I's was found for a spelling typed with a bare alif for its
   * hamza, and the verb takes its object directly (ادخل رقمك، فادخله في التطبيق: أَدْخِلْ, "enter";
   * ارجع المنتج: أَرْجِعْ, "return"): form I's goes before a preposition (ادخل إلى حسابك: ادْخُلْ),
   * and the lists hold form IV's imperative or past of the letters. Undefined where `reading`, the
   * word's reading in its sentence, is no form I imperative or form IV's is not wanted.
   */
  formFourForObject(word: string, reading: string, next: string | undefined): string | undefined {
    const [, clitic = '', stem, several, object] =
      /^([وف]?)(ا[^اوي]{3})(وا|و(?=ه))?(ه|ها|هم|هما)?$/.exec(word) ?? [];
    if (
      stem === undefined ||
      !/^[وف]?\u064E?ا[\u064F\u0650]?[^\u064B-\u0652]\u0652/u.test(
        reading.normalize('NFC').replace(/\u0671/g, 'ا'),
      )
    )
      return undefined;
    if (
      object === undefined &&
      (next === undefined || isPreposition(next) || functionWord(next, false) !== undefined)
    )
      return undefined;
    // The hamza's spelling must be form IV's verb, not the "I" of form I's present (أحجز أَحْجِز).
    const hamza = `أ${stem.slice(1)}`;
    if (
      this.lexicon.affixes.tense(this.lexicon.diacritizeWord(hamza).normalize('NFC')) === 'present'
    )
      return undefined;
    const formFour = this.bare(hamza)?.normalize('NFC');
    if (
      formFour === undefined ||
      !/^أَ[^\u064B-\u0652]\u0652[^\u064B-\u0652]\u0650[^\u064B-\u0652]\u0652$/u.test(formFour)
    )
      return undefined;
    const addressedTo = several
      ? addressed(formFour, 'several', object)
      : object === undefined
        ? formFour
        : addressed(formFour, 'one', object);
    return clitic ? afterClitic(clitic, addressedTo) : addressedTo;
  }

  /**
   * A form I imperative opening a sentence (اكتب اُكْتُبْ), where diacritizeWord reads the word so there
   * but for the sukun it may leave off at the end and the hamzat wasl's vowel.
   */
  private formOneAtStart(word: string): string | undefined {
    const formOne = formOneImperative(word, this.lexicon.affixes);
    const open = (reading: string) =>
      reading
        .normalize('NFC')
        .replace(/\u0652$/, '')
        .replace(/^ا[\u064F\u0650]/, 'ا');
    return formOne && open(this.lexicon.diacritizeWord(word, SENTENCE_START)) === open(formOne)
      ? formOne
      : undefined;
  }

  /**
   * The imperative of a verb whose past the lexicon reads (انْتَظَر انْتَظِرْ، أَرْسَل أَرْسِلْ) or, for a
   * word it reads as nothing, of form I from its present (اكتب اُكْتُبْ): imperative.ts. With
   * `clitics`, the word must begin with one of them, which is kept (فاتصل فَاتَّصِلْ، وراجع وَرَاجِعْ).
   */
  of(word: string, clitics = ''): string | undefined {
    if (clitics) {
      const verb = clitics.includes(word[0]) ? this.of(word.slice(1)) : undefined;
      return verb && afterClitic(word[0], verb);
    }
    return this.bare(word) ?? this.withObject(word) ?? this.plural(word) ?? this.feminine(word);
  }

  /**
   * An imperative to a woman or to several with its object pronoun (ضعيها ضَعِيهَا، قطعوها
   * قَطِّعُوهَا), by its letters alone: the stem before the ending is read, never the whole word, so
   * the lexicon may ask it of a word it reads no other way.
   */
  withObjectByLetters(word: string, clitics = ''): string | undefined {
    if (clitics) {
      const verb = clitics.includes(word[0]) ? this.withObjectByLetters(word.slice(1)) : undefined;
      return verb && afterClitic(word[0], verb);
    }
    const match = /^(.{2,}?)([يو])(هما|هم|ها|ه|نا|ني)$/.exec(word);
    if (!match) return undefined;
    const [, stem, person, object] = match;
    // Only a stem the list holds as an imperative, or whose ي present makes one (ضع، قطع: قَطِّع);
    // a noun with a possessive left bare for its case (أيديهم) is no أَيِّد.
    const single = this.assimilated(stem) ?? this.listedImperativeOf(stem);
    return single && addressed(single, person === 'ي' ? 'woman' : 'several', object);
  }

  /**
   * An imperative addressed to a woman (سجلي سَجِّلِي، حركيها حَرِّكِيهَا، احمليه احْمِلِيهِ): the one
   * to one listener with ـِي in place of its final sukun, an object pronoun after it.
   */
  private feminine(word: string): string | undefined {
    const match = /^(.{2,}?)ي(هما|هم|ها|ه|نا|ني)?$/.exec(word);
    if (match && !this.threeLettersOrUnlisted(match[1], word)) return undefined;
    const defective = match && this.defectiveToWoman(match[1]);
    if (defective)
      return `${defective}${match[2] ? pronounAfterVowel(match[2]) : ''}`.normalize('NFC');
    const single = match && this.openSyllable(match[1]);
    if (!single?.endsWith(SUKUN)) return undefined;
    const object = match![2];
    // ـينا the lexicon reads as a past's "we" is that (اشترينا اشْتَرَيْنَا "we bought").
    if (object === 'نا' && WE_PAST.test(this.lexicon.diacritizeWord(word))) return undefined;
    return addressed(single, 'woman', object);
  }

  /**
   * The imperative to one listener that an ending with a vowel is put on: the stem's own, or a hollow
   * verb's, whose long vowel, dropped before the sukun of the one to one listener (أَضِفْ، اخْتَرْ),
   * comes back once the last letter has a vowel (أضيفوا أَضِيفُوا، اختاروا اخْتَارُوا، أضيفي).
   */
  private openSyllable(stem: string): string | undefined {
    const own = this.bare(stem);
    if (own) return own;
    const hollow = /^(.{2,})([اوي])([^اوي])$/.exec(stem);
    const short = hollow && this.bare(hollow[1] + hollow[3]);
    const closed = short && /([\u064E-\u0650])([^\u064B-\u0652])\u0652$/u.exec(short);
    if (!closed || LONG_VOWEL[closed[1]] !== hollow[2]) return undefined;
    return `${short.slice(0, closed.index)}${closed[1]}${hollow[2]}${closed[2]}${SUKUN}`;
  }

  /**
   * An imperative addressed to several (سددوا سَدِّدُوا، فجهزوا، تابعونا تَابِعُونَا، اتركوه
   * اتْرُكُوهُ): the one to one listener with ـُوا, or ـُو before an object pronoun, in place of its
   * final sukun.
   */
  private plural(word: string): string | undefined {
    const match = /^(.{2,}?)(?:وا|و(هما|هم|ها|ه|نا|ني))$/.exec(word);
    if (match && !this.threeLettersOrUnlisted(match[1], word)) return undefined;
    // A و or ي after the first letter is as often a hollow verb's long vowel (زوروا zūrū "visit",
    // not zawwirū "forge"), whose imperative has no letter for the form II reading to take.
    if (match && /^.[وي].$/.test(match[1])) return undefined;
    const single = match && this.openSyllable(match[1]);
    if (!single?.endsWith(SUKUN)) return undefined;
    return addressed(single, 'several', match![2]);
  }

  /**
   * An imperative with its object pronoun (حركه حَرِّكْهُ، أدخله أَدْخِلْهُ، أرسلها أَرْسِلْهَا): the
   * pronoun after the sukun that ends a sound imperative.
   */
  private withObject(word: string): string | undefined {
    const match = IMPERATIVE_OBJECT.exec(word);
    const verb = match && this.bare(match[1]);
    return verb?.endsWith(SUKUN) ? addressed(verb, 'one', match![2]) : undefined;
  }

  /**
   * The imperative to a woman of a defective verb in ī (قلى يَقْلِي: اِقْلِي، رمى يَرْمِي: اِرْمِي), by
   * its stem typed with a bare alif (اقل): its listed present without the person letter, after a
   * hamzat wasl. Where it is listed, أقال's imperative أَقِلْ is no reading of اقلي.
   */
  private defectiveToWoman(stem: string): string | undefined {
    const letters = /^ا([\u0621-\u064A]{2})$/.exec(stem)?.[1];
    const present = letters && this.lexicon.listed(`ي${letters}ي`)?.normalize('NFC');
    return present && /^ي\u064E[\u0621-\u064A]\u0652[\u0621-\u064A]\u0650ي$/u.test(present)
      ? `اِ${present.slice(2)}`
      : undefined;
  }

  /**
   * A stem of two letters (an assimilated verb's: ضعي، قفوا) only where the lexicon reads the whole
   * word no other way (صلوا is صَلُّوا, "pray", not صِلُوا).
   */
  private threeLettersOrUnlisted(stem: string, word: string): boolean {
    return stem.length > 2 || this.lexicon.diacritizeWord(word) === word;
  }

  /** The imperative the modern list holds for a spelling, among its later vowellings too (قَطِّع). */
  private listedImperativeOf(stem: string): string | undefined {
    return [this.lexicon.listed(stem), ...this.lexicon.alternatives(stem)]
      .map((form) => form && listedImperative(form))
      .find((imperative) => imperative !== undefined);
  }

  private bare(word: string): string | undefined {
    // A function word is none (كيف حالك is no كَيِّفْ).
    if (functionWord(word, false) !== undefined) return undefined;
    const reading = this.lexicon.diacritizeWord(word);
    // A bare alif the lexicon took for the hamza of an "I" present (ابدأ أَبْدَأ) is, where an
    // imperative is asked, a form I imperative's hamzat wasl (اِبْدَأْ); not one it took for a form
    // IV past's (احضروا أَحْضَر: أَحْضِرُوا, "bring").
    const iPresent =
      /^ا/.test(word) && /^أ/.test(reading) && this.lexicon.affixes.tense(reading) === 'present';
    const formOne = iPresent ? formOneImperative(word, this.lexicon.affixes) : undefined;
    if (formOne) return formOne;
    const hollow = this.hollowFormFour(word);
    if (hollow) return hollow;
    const assimilated = this.assimilated(word);
    if (assimilated) return assimilated;
    if (reading !== word) {
      const imperative =
        imperativeOfPast(reading, this.lexicon.affixes) ??
        imperativeOfVerbalNoun(reading) ??
        listedImperative(reading);
      // A noun's spelling may be a past's too (حول لي: حَوِّلْ), where an imperative is asked.
      return imperative ?? this.ofSheForm(word);
    }
    // A past left bare for its other readings (أرسل: أَرْسَلَ or أُرْسِلُ) still has its imperative.
    const past = this.lexicon.listed(word);
    if (past && this.lexicon.affixes.tense(past) === 'past')
      return imperativeOfPast(past, this.lexicon.affixes);
    // Or the imperative itself, listed (أدخل أَدْخِل, which espeak-ng reads أَدْخَلَ), among the
    // list's later vowellings too (قطع: قَطَّع، then قَطِّع).
    const listed = past && this.listedImperativeOf(word);
    if (listed) return listed;
    const ofSheForm = this.ofSheForm(word);
    if (ofSheForm) return ofSheForm;
    // espeak-ng's dictionary reads it as another word (اطلع is the form VIII اِطَّلَع).
    return this.lexicon.leftToEspeak(word)
      ? undefined
      : formOneImperative(word, this.lexicon.affixes);
  }

  /**
   * The imperative of a verb whose first root letter و drops in the present (وضع يَضَع: ضَعْ، وقف
   * يَقِف: قِفْ), two letters: its listed present without the person letter, where the list holds no
   * other reading of the spelling (ضَع is listed as itself).
   */
  private assimilated(word: string): string | undefined {
    if (word.length !== 2) return undefined;
    const present = this.lexicon.listed(`ي${word}`)?.normalize('NFC');
    if (present === undefined || this.lexicon.affixes.tense(present) !== 'present')
      return undefined;
    if (!/^ي\u064E[\u0621-\u064A][\u064E\u0650][\u0621-\u064A]$/u.test(present)) return undefined;
    const imperative = present.slice(2);
    const listed = this.lexicon.listed(word)?.normalize('NFC');
    return listed === undefined || listed === imperative ? `${imperative}${SUKUN}` : undefined;
  }

  /**
   * The imperative of a hollow verb of form IV, spelled with no long vowel (أعد أَعِدْ of أَعَاد،
   * typed اعد too), where the list holds that past: where an imperative is asked, أعد المحاولة
   * repeats rather than prepares (the past أَعَدّ the same letters spell).
   */
  private hollowFormFour(word: string): string | undefined {
    const match = /^[أا]([^اويىء])([^اويىء])$/.exec(word);
    if (!match) return undefined;
    const [, first, last] = match;
    const past = this.lexicon.listed(`أ${first}ا${last}`)?.normalize('NFC');
    if (past !== `أَ${first}َا${last}`.normalize('NFC')) return undefined;
    return `أَ${first}ِ${last}ْ`.normalize('NFC');
  }

  /**
   * Three root letters opening a sentence that asks for an imperative, where neither list holds an
   * imperative for them (حمل التطبيق وأرسل لنا، حدث جهازك): form II's (formTwoOfRootLetters), when
   * the lexicon reads the spelling as nothing or as a form I past (حَدَث, whose imperative would
   * have its hamzat wasl).
   */
  private formTwoAtStart(word: string): string | undefined {
    const reading = this.lexicon.diacritizeWord(word).normalize('NFC');
    return reading === word || FORM_I_PAST.test(reading) ? formTwoOfRootLetters(word) : undefined;
  }

  /**
   * The imperative of forms II to IV a word spells, where it is no "we" past (أرسلنا، حولنا: ـنا
   * after anything but the plural's و, تابعونا), no feminine noun with a pronoun (شقتنا), and no verb
   * of becoming, which takes no object (أصبح).
   */
  private derivedImperative(word: string): string | undefined {
    if (/[^و]نا$/.test(word) || FEMININE_WITH_PRONOUN.test(word) || BECOMING.has(word))
      return undefined;
    const imperative = this.of(word) ?? this.formTwoOfUnknown(word);
    return imperative && DERIVED_IMPERATIVE.test(imperative.normalize('NFC'))
      ? imperative
      : undefined;
  }

  /**
   * Form II's imperative of three root letters the lexicon reads as nothing (فعل فَعِّلْ); not of
   * letters that open like a present (تبث is تَبُثّ).
   */
  private formTwoOfUnknown(word: string): string | undefined {
    return !/^[يتن]/.test(word) && this.lexicon.diacritizeWord(word) === word
      ? formTwoOfRootLetters(word)
      : undefined;
  }

  /**
   * The imperative of a past of forms II to IV listed only in its "she" form, its "he" form being also
   * a noun (قدم قَدَم: قَدَّمَت gives قَدِّمْ; حول حَوْل: حَوَّلَت gives حَوِّلْ).
   */
  private ofSheForm(word: string): string | undefined {
    const he = this.lexicon.heFormOfSheForm(word);
    if (!he || stripHarakat(he) !== word) return undefined;
    const asPast: AffixLexicon = {
      ...this.lexicon.affixes,
      tense: (entry) => (entry === he ? 'past' : this.lexicon.affixes.tense(entry)),
    };
    return imperativeOfPast(he, asPast);
  }
}
