import { afterConjunction } from './conjunction.js';
import { type AffixLexicon, KASRA, SUKUN } from './endings.js';
import { pronounAfterVowel } from './pronoun-suffixes.js';
import { isSheOfDefectivePast } from './verb-forms.js';

/**
 * The imperative addressed to the listener (انْتَظِرْ، أَرْسِلْ، حَمِّلْ، اُكْتُبْ), for where the sentence
 * asks for one: after من فضلك or رجاء, in the answer of a condition (إن كنت تحتاج مساعدة فاتصل بنا), or
 * for a word no past or noun is spelled like. Only verbs with sound letters: a weak or doubled stem
 * changes more than its vowels (قُلْ، رُدَّ).
 */

/** Words after which a verb addresses the listener: من فضلك انتظر، رجاء انتظر، الرجاء أرسل. */
export const AFTER_PLEASE = new Set(['فضلك', 'فضلكم', 'رجاء', 'رجاءً', 'رجاءا', 'الرجاء']);

/**
 * The speaker as a verb's object or goal right after it: a past there would need its subject after
 * it, so a service's text asks the listener (اتصل بنا، أرسل لي الملف، تواصل معنا).
 */
export const SPEAKER_AFTER_VERB = new Set(['لي', 'لنا', 'بنا', 'معنا', 'إلي', 'إلينا', 'إليّ']);

/** A sound consonant (no و، ي or alif). */
const C = '[\u0628-\u0646\u0621\u0623\u0625\u0624\u0626\u0647]';

/**
 * Pasts whose imperative is the past with i on the last consonant but one: forms VII, VIII and X
 * (انْتَظَر، اتَّصَل، اسْتَمَع), whose vowelled shape no noun has, and forms II (حَمَّل), III (تَابَع) and
 * IV (أَرْسَل), which the lexicon must know as pasts (a noun may be vowelled like them), as it must
 * forms V and VI, whose imperative is the past itself (تَوَقَّف). Groups: all but the last
 * consonant's vowel, and the last consonant.
 */
const HAMZAT_WASL_PAST = new RegExp(
  `^(ا(?:${C}\u0652${C}\u064E|${C}(?:\u064E\u0651|\u0651\u064E))(?:${C}\u0652)?${C})\u064E(${C})$`,
  'u',
);
// Its doubled letter may be و or ي, a consonant there (حَوَّل حَوِّلْ، غَيَّر غَيِّرْ).
const FORM_II_PAST = new RegExp(
  `^(${C}\u064E(?:${C}|[وي]))(?:\u064E\u0651|\u0651\u064E)(${C})$`,
  'u',
);
const FORM_III_OR_IV_PAST = new RegExp(
  `^((?:${C}\u064Eا|أ\u064E${C}\u0652)${C})\u064E(${C})$`,
  'u',
);
const FORM_V_OR_VI_PAST = new RegExp(
  `^ت\u064E(?:${C}|[وي])\u064E(?:${C}(?:\u064E\u0651|\u0651\u064E)|ا${C}\u064E)${C}$`,
  'u',
);
/** A form I present in its "he" person: يَفْعُل، يَفْعِل، يَفْعَل. */
const FORM_I_PRESENT = new RegExp(`^ي\u064E(${C}\u0652${C})([\u064E-\u0650])(${C})$`, 'u');

/**
 * The imperative of a past the lexicon reads (`past`: its vowelled reading of the word), or
 * undefined when it is not a past of forms II to X with sound letters.
 */
export function imperativeOfPast(past: string, lexicon: AffixLexicon): string | undefined {
  const reading = past.normalize('NFC');
  const wasl = HAMZAT_WASL_PAST.exec(reading);
  // The "she" form of a past in ى (انْتَهَت of انْتَهَى) is shaped like a sound one: no imperative.
  if (wasl && !isSheOfDefectivePast(reading, lexicon))
    return `${wasl[1]}${KASRA}${wasl[2]}${SUKUN}`;
  // Form II's doubled middle letter is a verb's whether or not the list holds its other persons
  // (فَعَّل: فَعِّلْ).
  const formII = FORM_II_PAST.exec(reading);
  if (formII) return `${formII[1]}\u0651${KASRA}${formII[2]}${SUKUN}`.normalize('NFC');
  if (lexicon.tense(reading) !== 'past') return undefined;
  const formIIIOrIV = FORM_III_OR_IV_PAST.exec(reading);
  if (formIIIOrIV) return `${formIIIOrIV[1]}${KASRA}${formIIIOrIV[2]}${SUKUN}`;
  // Forms V and VI keep the past's vowels (تَوَقَّف تَوَقَّفْ، تَوَاصَل تَوَاصَلْ).
  return FORM_V_OR_VI_PAST.test(reading) ? `${reading}${SUKUN}` : undefined;
}

/**
 * The imperative of three sound root letters typed alone, where an imperative is asked and no list
 * holds the spelling (حمل التطبيق وأرسل لنا: حَمِّلْ): form I would be written with its hamzat wasl
 * (احمل) and form IV with its hamza, so it is form II. Undefined for any other spelling.
 */
export function formTwoOfRootLetters(bare: string): string | undefined {
  const match = /^([^اويءأإآىؤئة])([^اويءأإآىؤئة])([^اويءأإآىؤئة])$/.exec(bare);
  if (!match) return undefined;
  const [, first, second, third] = match;
  return `${first}\u064E${second}\u0651${KASRA}${third}${SUKUN}`.normalize('NFC');
}

/**
 * A form I imperative, spelled with a hamzat wasl and the three root letters (اكتب، ادفع), from the
 * present the modern list holds in its "he" person: its hamza takes u where the stem's vowel is u
 * (يَكْتُب اُكْتُبْ), i otherwise (يَدْفَع اِدْفَعْ). No past or noun of form I has that spelling;
 * the caller must first make sure the lexicon reads the word as nothing else (أخرج typed اخرج).
 */
export function formOneImperative(bare: string, lexicon: AffixLexicon): string | undefined {
  if (!/^ا[^اوي]{3}$/.test(bare)) return undefined;
  const present = lexicon.entry(`ي${bare.slice(1)}`, true)?.normalize('NFC');
  if (!present || lexicon.tense(present) !== 'present') return undefined;
  const match = FORM_I_PRESENT.exec(present);
  if (!match) return undefined;
  const [, head, vowel, last] = match;
  return `ا${vowel === '\u064F' ? '\u064F' : KASRA}${head}${vowel}${last}${SUKUN}`;
}

/**
 * The verbal nouns of forms V and VI (تَجَنُّب، تَوَاصُل), sound letters but for a و or ي as the first
 * root letter, a consonant here (تَيَسُّر): groups around the vowel that changes.
 */
const FORM_V_NOUN = new RegExp(
  `^(ت\u064E(?:${C}|[وي])\u064E${C})(?:\u064F\u0651|\u0651\u064F)(${C})$`,
  'u',
);
const FORM_VI_NOUN = new RegExp(`^(ت\u064E(?:${C}|[وي])\u064Eا${C})\u064F(${C})$`, 'u');

/**
 * The imperative of forms V and VI from the verbal noun the lexicon reads the spelling as
 * (تجنب تَجَنُّب تَجَنَّبْ، تواصل تَوَاصُل تَوَاصَلْ): their imperative is spelled like the noun.
 */
export function imperativeOfVerbalNoun(noun: string): string | undefined {
  const reading = noun.normalize('NFC');
  const formV = FORM_V_NOUN.exec(reading);
  if (formV) return `${formV[1]}\u0651\u064E${formV[2]}${SUKUN}`.normalize('NFC');
  const formVI = FORM_VI_NOUN.exec(reading);
  return formVI ? `${formVI[1]}\u064E${formVI[2]}${SUKUN}` : undefined;
}

/**
 * Imperatives the lexicon lists as they are (اضْغَط، حَمِّل، أَدْخِل، أَضِف، اسْتَخْدِم), by shapes no
 * past, noun or adjective has: form I with its hamzat wasl, form II with i on the doubled letter
 * (سَيِّد has a ي there), form IV with its أَ and i before the last letter, also hollow (أَضِف), and
 * forms VII, VIII and X with i before the last letter. Form III (تَابِع) is left out: it is spelled
 * and vowelled like the active participle.
 */
const LISTED_IMPERATIVE = new RegExp(
  `^(?:ا[\u064F\u0650]?${C}\u0652${C}[\u064E-\u0650]${C}|` +
    `${C}\u064E${C}(?:\u0651\u0650|\u0650\u0651)${C}|` +
    `أ\u064E(?:${C}\u0652)?${C}\u0650${C}|` +
    `ا\u0650?(?:${C}\u0652${C}\u064E|${C}(?:\u064E\u0651|\u0651\u064E))(?:${C}\u0652)?${C}\u0650${C})$`,
  'u',
);

/** The lexicon's reading of a word, when it is an imperative (see LISTED_IMPERATIVE), with its sukun. */
export function listedImperative(reading: string): string | undefined {
  const word = reading.normalize('NFC');
  return LISTED_IMPERATIVE.test(word) ? `${word}${SUKUN}` : undefined;
}

/**
 * Whether a word of two letters reads as an imperative that dropped its first root letter (خُذ، ضَع،
 * قِف) or its middle long vowel (قُل، بِع، نَم): vowelled so, no noun is spelled like them. Only the
 * word alone: with و or a pronoun on it its letters spell other words (وضع، زرنا، وقل).
 */
export function isShortImperative(bare: string, reading: string): boolean {
  return (
    bare.length === 2 && SHORT_IMPERATIVES.has(reading.normalize('NFC').replace(/\u0652$/, ''))
  );
}

const SHORT_IMPERATIVES = new Set(
  ['خُذ', 'كُل', 'ضَع', 'قِف', 'صِل', 'دَع', 'قُل', 'قُم', 'زُر', 'بِع', 'نَم', 'عِش'].map((word) =>
    word.normalize('NFC'),
  ),
);

/**
 * Whether the lexicon's reading of a word (its clitic و or ف off) is a listed imperative, addressed to
 * one (اِغْسِلْ), to a woman (اِغْسِلِي) or to several (اِغْسِلُوا), an object pronoun after it
 * (أَدْخِلْهُ، اِغْسِلُوهُ).
 */
export function readsAsImperative(reading: string): boolean {
  const word = reading.normalize('NFC').replace(/\u0652$/, '');
  // Each ending is tried off and on: ـنِي is "me", or ن and the woman's ـِي (اعْجِنِي).
  const withoutObject = [
    word,
    word.replace(/\u0652?(?:ه[\u064F\u0650]?|هَا|هُم|هِم|هُمَا|نَا|نِي)$/u, ''),
  ];
  return withoutObject.some((form) => {
    const single = form
      .replace(/\u064F(?:وا|و)$/u, '')
      .replace(/\u0650ي$/u, '')
      .replace(/\u0652$/, '');
    return listedImperative(single) !== undefined;
  });
}

/** A stem, the woman's ي or the plural's و, and an object pronoun (اغسليه، ادفعوها). */
const WITH_OBJECT = /^(.{3,}?)(ي|و)?(هما|هم|ها|ه|ني|نا)$/;

/**
 * A listed imperative (see LISTED_IMPERATIVE) with an object pronoun after it, addressed to one, a
 * woman or several, a clitic و or ف kept (اغسله اِغْسِلْهُ، واحذفيها وَاحْذِفِيهَا، ادفعوها
 * اِدْفَعُوهَا): the pronoun follows the imperative's sukun or long vowel, never a case vowel. Its
 * shape being no noun's, it needs no context; undefined for any other spelling.
 */
export function listedImperativeWithObject(
  bare: string,
  lexicon: AffixLexicon,
): string | undefined {
  for (const clitic of /^[وف]/.test(bare) ? ['', bare[0]] : ['']) {
    const match = WITH_OBJECT.exec(bare.slice(clitic.length));
    const entry = match ? lexicon.entry(match[1], true)?.normalize('NFC') : undefined;
    // Typed with a bare alif, أَفْعِل is also a present's "I" (لا اعرفها: أَعْرِف), where its ي form
    // is listed with the same vowels.
    const iPresent = entry?.startsWith('أ') && lexicon.tense(`ي${entry.slice(1)}`) === 'present';
    const single = entry && !iPresent && listedImperative(entry);
    if (!match || !single) continue;
    const [, , person, object] = match;
    const verb = addressed(single, person === 'ي' ? 'woman' : person ? 'several' : 'one', object);
    return afterConjunction(clitic, verb);
  }
  return undefined;
}

/** A verb of three root letters the caller marked with a shadda alone on its second: form II. */
const MARKED_FORM_II =
  /^([وف]?)([^اىءة])([^اوىيءة])\u0651([^اوىيءة])(ي|وا|و)?(هما|هم|ها|ه|نا|ني)?$/u;

/**
 * The imperative of a verb the caller marked as form II by its shadda alone (سجّل سَجِّلْ، علّمي
 * عَلِّمِي، وفّروا وَفِّرُوا، قدّمها قَدِّمْهَا), a clitic و or ف kept; undefined for any other spelling.
 * Whether an imperative is asked for is the sentence's to say.
 */
export function markedFormIIImperative(typed: string): string | undefined {
  const match = MARKED_FORM_II.exec(typed.normalize('NFC'));
  if (!match) return undefined;
  const [, clitic, c1, c2, c3, person = '', object] = match;
  if (person === 'و' && !object) return undefined;
  const single = `${c1}\u064E${c2}\u0651${KASRA}${c3}${SUKUN}`;
  const verb = addressed(single, person === 'ي' ? 'woman' : person ? 'several' : 'one', object);
  return afterConjunction(clitic, verb);
}

/**
 * An imperative to one man, ending in its sukun (حَمِّلْ), addressed to one, a woman (ـِي) or several
 * (ـُوا, ـُو before an object), its object pronoun after it (حَمِّلْهُ، حَمِّلِيهَا، حَمِّلُوهُ).
 */
export function addressed(
  single: string,
  to: 'one' | 'woman' | 'several',
  object?: string,
): string {
  const suffix = object ? (pronounAfterVowel(object) ?? '') : '';
  if (to === 'one') return single + suffix;
  const stem = single.slice(0, -1);
  if (to === 'woman') return `${stem}${KASRA}ي${suffix}`;
  return `${stem}\u064Fو${object ? suffix : 'ا'}`;
}
