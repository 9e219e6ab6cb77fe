import { type Tense, verbalNounOfPast } from './verb-forms.js';

/**
 * The inflection endings ـة، ـات، ـون، ـين، ـان، ـتان، ـتين، ـتي (my, after a ta marbuta) and the
 * accusative ـًا on a lexicon word, so one entry covers its written forms.
 */

export const FATHA = '\u064E';
export const DAMMA = '\u064F';
export const KASRA = '\u0650';
export const SHADDA = '\u0651';
export const SUKUN = '\u0652';

/** Letters the article's lam assimilates to: الشَّرِكَة. */
export const SUN_LETTERS = 'تثدذرزسشصضطظلن';

/** What the affix rules need of the lexicons. */
export interface AffixLexicon {
  /** A spelling's vowelled entry: from every list, or (`inflected`) from the reviewed modern list only. */
  entry(bare: string, inflected: boolean): string | undefined;
  /** The tense of a modern entry that is a verb (see verb-forms.ts). */
  tense(entry: string): Tense | undefined;
  /**
   * The present of form II or IV that a bare present spells (نذكر: نُذَكِّر، نبلغ: نُبْلِغ), in its own
   * person, where the modern list holds it beside the form I reading or alone.
   */
  causative?(bare: string): string | undefined;
}

interface Ending {
  letters: string;
  /** The stem's vowelled form with the ending, or null when the stem cannot take it. */
  attach: (stem: string) => string | null;
  /** For endings written after a ta marbuta turned ت: the stem is looked up with its ة. */
  onFeminine?: boolean;
  /** A present verb takes it too (يكتبون، تكتبين، يكتبان); a past verb takes no ending here. */
  verbal?: boolean;
  /** Where a present verb says it otherwise than a noun: ـين is the listener's "you, woman" there. */
  attachToVerb?: (stem: string) => string | null;
  /** Only a present verb in ي or ت takes it: the plural's ـوا after أن، لن، لم، لا (أن يكتبوا). */
  onlyPresent?: boolean;
  /** Not on a spelling the modern list also holds as a noun, with its article (التخرج). */
  notOnNoun?: boolean;
  /** Where the stem alone is not listed, its noun in ة is, the ة dropped (إِضَافَة: إضافية). */
  fromFeminine?: boolean;
}

const endsFeminine = (stem: string) => /ة$/.test(stem);

const ENDINGS: Ending[] = [
  { letters: 'تان', onFeminine: true, attach: (s) => feminineStem(s, 'َتَان') },
  { letters: 'تين', onFeminine: true, attach: (s) => feminineStem(s, 'َتَيْن') },
  { letters: 'تي', onFeminine: true, attach: (s) => feminineStem(s, 'َتِي') },
  { letters: 'ات', onFeminine: true, attach: (s) => feminineStem(s, 'َات') },
  { letters: 'ات', attach: (s) => (closed(s) || defective(s) ? `${s}َات` : null) },
  {
    letters: 'ة',
    attach: (s) => ((closed(s) && !placeOrTool(s)) || defective(s) ? `${s}َة` : null),
  },
  { letters: 'ون', verbal: true, attach: (s) => (closed(s) ? `${s}ُون` : null) },
  {
    letters: 'ين',
    verbal: true,
    attach: (s) => (closed(s) ? `${s}${pluralOrDual(s)}` : null),
    attachToVerb: (s) => (closed(s) ? `${s}ِين` : null),
  },
  { letters: 'ان', verbal: true, attach: (s) => (closed(s) ? `${s}َان` : null) },
  {
    letters: 'وا',
    onlyPresent: true,
    attach: (s) => (/^[يت]/.test(s) && closed(s) ? `${s}ُوا` : null),
  },
  // The listener's "you, woman" without its ن (أن تغلقي، لا تنسي): on a present in ت only, and not
  // on a spelling that is a noun too, which takes "my" (حفل تخرجي: تَخَرُّجِي).
  {
    letters: 'ي',
    onlyPresent: true,
    notOnNoun: true,
    attach: (s) => (/^ت/.test(s) && closed(s) ? `${s}ِي` : null),
  },
  // The indefinite accusative, said -an before its alif even at a pause: مَرْكَزًا، نَقِيًّا.
  { letters: 'ا', attach: (s) => (closed(s) ? `${s}\u064Bا` : null) },
  // The nisba of a noun the list holds, where the list holds no nisba of it (فُولَاذ: الفولاذية
  // الْفُولَاذِيَّة، صَخْر: الصخرية): its feminine and plurals, not the bare ـي, which is "my" as often
  // (كتابي). Tried last, so a listed word (زُجَاجِيّ + ة) wins.
  { letters: 'ية', fromFeminine: true, attach: (s) => nisba(s, 'ِيَّة') },
  { letters: 'يات', fromFeminine: true, attach: (s) => nisba(s, 'ِيَّات') },
  { letters: 'يين', fromFeminine: true, attach: (s) => nisba(s, 'ِيِّين') },
  { letters: 'يون', fromFeminine: true, attach: (s) => nisba(s, 'ِيُّون') },
];

/**
 * A noun of place or of tool, مَفْعَل، مَفْعِل or مِفْعَل (مَخْزَن، مَجْلِس، مِبْرَد), has no feminine: the
 * words of its letters in ة are nouns of their own, listed where known (مَكْتَبَة، مِنْطَقَة), or the
 * participle of form II (مبردة مُبَرَّدَة، مخزنة مُخَزَّنَة), which the stem would misread.
 */
function placeOrTool(stem: string): boolean {
  return /^م[\u064E\u0650][\u0621-\u064A]\u0652[\u0621-\u064A][\u064E\u0650][\u0621-\u064A]$/u.test(
    stem.normalize('NFC'),
  );
}

/** The noun in ة the list holds for a stem, its ة and the fatha before it dropped (إِضَافَة: إِضَاف). */
function feminineNounStem(base: string, lexicon: AffixLexicon): string | undefined {
  const noun = lexicon.entry(`${base}ة`, true)?.normalize('NFC');
  return noun && !lexicon.tense(noun) && /\u064Eة$/.test(noun) ? noun.slice(0, -2) : undefined;
}

/** With the article the bare ـي is no "my" (الفولاذي، بالصخري): the nisba's masculine. */
const DEFINITE_NISBA: Ending = { letters: 'ي', fromFeminine: true, attach: (s) => nisba(s, 'ِيّ') };

/**
 * A noun's nisba with `ending`: a stem ending in a consonant; not a participle, whose ـِي before a
 * pronoun is a plural's or a weak letter's (مُعَلِّمِيه، لَاعِبِيه، كَافِيَة), nor a hollow noun of three
 * letters, for the same (كَاف، خَال: كافية، خالية), a trade noun فَعَّال (خَبَّازِيه), an imperative with
 * its hamzat wasl (اتْرُكِيه), a word with bi- or li- on it (بِكَم: بكميات is بِ + كَمِّيَّات), or a
 * hollow verb's passive present, the list holding it in one person only (يُعَان: يعانيه).
 */
function nisba(stem: string, ending: string): string | null {
  const form = stem.normalize('NFC');
  return closed(form) && !namesPeople(form) && !NOT_NISBA_STEM.test(form)
    ? `${form}${ending}`.normalize('NFC')
    : null;
}

const C = '[\u0621-\u064A]';
/** The stems no nisba is derived from besides those that name people (see nisba). */
const NOT_NISBA_STEM = new RegExp(
  [
    '\u0651$', // a doubled last letter, a listed nisba's own included
    '^ا(?!.*ا[\u0621-\u064A]$)', // an imperative's hamzat wasl, not a verbal noun's (اسْتِيعَاب)
    '^[بل]\u0650', // bi- or li- on a word
    `^${C}\u064Eا${C}$`, // a hollow noun of three letters (كَاف)
    `^ي\u064F${C}\u064Eا${C}$`, // a hollow verb's passive present (يُعَان: يعانيه is يُعَانِيه)
  ].join('|'),
  'u',
);
/**
 * Stems that take the sound masculine plural: participles in مُ (مُوَظَّفِين), the active participle
 * فَاعِل (عَامِلِين), the nisba (عَرَبِيِّين) and the trade noun فَعَّال (خَبَّازِين). They name people;
 * the other nouns a customer's text puts in ـين are duals: أُسْبُوعَيْن، يَوْمَيْن، كِتَابَيْن.
 */
const SOUND_PLURAL_STEM = new RegExp(`^(?:مُ.*|${C}َا${C}ِ${C}|.*ِيّ|${C}َ${C}\u064E\u0651ا${C})$`, 'u');

/** Whether a vowelled stem names people and so takes the sound masculine plural (SOUND_PLURAL_STEM). */
export function namesPeople(stem: string): boolean {
  return SOUND_PLURAL_STEM.test(stem.normalize('NFC'));
}

/** Whether a vowelled word is a nisba in ـِيّ (عَرَبِيّ، إِضَافِيّ). */
export function isNisba(vowelled: string): boolean {
  return /\u0650ي\u0651$/u.test(vowelled.normalize('NFC'));
}

/** ـين on a noun or adjective: the plural's -īn on a stem that names people, else the dual's -ayn. */
function pluralOrDual(stem: string): string {
  return namesPeople(stem) ? 'ِين' : 'َيْن';
}

/** A masculine dual as read: ـَيْن after two letters or more (كِتَابَيْن، الْيَوْمَيْن; not بَيْن). */
const MASCULINE_DUAL =
  /[\u0621-\u064A][^\u0621-\u064A]*[\u0621-\u064A][^\u0621-\u064A]*\u064Eي\u0652?ن$/u;
/** The article, behind a clitic or not: an adjective is definite when its noun is. */
const WITH_ARTICLE = /^(?:[وف]\u064E?)?(?:[بكل][\u064E\u0650]?)?(?:ال|لِل|لل)/u;

/**
 * The people's plural -īn a stem that names people takes (pluralOrDual) is the dual's -ayn right
 * after a masculine dual of the same definiteness, which that word then describes: قفصين منفصلين
 * (مُنْفَصِلَيْن), اليومين القادمين (الْقَادِمَيْن), عامين متتاليين; undefined for any other pair.
 */
export function dualAfterDual(reading: string, before: string): string | undefined {
  const word = reading.normalize('NFC');
  const noun = before.normalize('NFC');
  // Behind و or ف the word is a noun of its own (ومهندسين), which no dual before it decides.
  if (/^[وف]/.test(word) || !MASCULINE_DUAL.test(noun) || !/\u0650\u0651?ين$/u.test(word))
    return undefined;
  if (WITH_ARTICLE.test(noun) !== WITH_ARTICLE.test(word)) return undefined;
  return word.replace(/\u0650(\u0651?)ين$/u, `${FATHA}$1ي${SUKUN}ن`).normalize('NFC');
}

/** A stem ending in a consonant (pausal, so unvowelled) takes an ending with the ending's own vowel. */
export function closed(stem: string): boolean {
  if (endsFeminine(stem)) return false;
  if (stem.endsWith(SHADDA)) return true; // a doubled last letter, the nisba ـِيّ included
  return !/[اىوي]$/.test(stem);
}

/**
 * A stem ending in -ī with no shadda, a participle of a root whose last letter is weak (الْمَاضِي،
 * التَّالِي، كَافِي): its ي takes the feminine's ـَة and ـَات (الْمَاضِيَة، كَافِيَة), unlike the nisba's ـِيّ,
 * which is doubled, and a word in ـي of another shape.
 */
function defective(stem: string): boolean {
  return /[\u0621-\u064A]\u064Eا[\u0621-\u064A]\u0650ي$/u.test(stem.normalize('NFC'));
}

/**
 * A feminine stem with its ة turned ت before `ending` (which opens with the fatha that ت carries): the
 * fatha may sit before or after a shadda (ـِيَّة), and after an alif there is none (مُبَارَاتَان).
 */
function feminineStem(stem: string, ending: string): string | null {
  if (!endsFeminine(stem)) return null;
  const [, body, shadda] = /^(.*?)\u064E?(\u0651?)\u064E?ة$/u.exec(stem)!;
  const opening = body.endsWith('ا') && !shadda ? ending.slice(1) : ending;
  return `${body}${shadda}${opening}`.normalize('NFC');
}

/** `letters` as a modern stem plus one of the endings, or undefined. Only stems of three letters or more. */
export function vowelWithEnding(
  letters: string,
  lexicon: AffixLexicon,
  definite = false,
): string | undefined {
  for (const ending of definite ? [...ENDINGS, DEFINITE_NISBA] : ENDINGS) {
    if (!letters.endsWith(ending.letters)) continue;
    const base =
      letters.slice(0, letters.length - ending.letters.length) + (ending.onFeminine ? 'ة' : '');
    if (base.length < 3) continue;
    const entry =
      lexicon.entry(base, true) ??
      (ending.fromFeminine ? feminineNounStem(base, lexicon) : undefined);
    if (!entry || (ending.notOnNoun && lexicon.entry(`ال${base}`, true))) continue;
    // A final ي typed for ى (الاولي: الْأُولَى) is no nisba.
    if (ending === DEFINITE_NISBA && lexicon.entry(`${base}ى`, false)) continue;
    // A past's "she" form (بَلَغَت) is a verb too: بلغتين is بِ + لُغَتَيْن, no dual of it.
    const form = entry.normalize('NFC');
    const tense =
      lexicon.tense(form) ??
      (form.endsWith('\u064Eت') ? lexicon.tense(form.slice(0, -2)) : undefined);
    if (ending.onlyPresent ? tense !== 'present' : tense && !(tense === 'present' && ending.verbal))
      continue;
    const attach = tense === 'present' ? (ending.attachToVerb ?? ending.attach) : ending.attach;
    const vowelled = attach(entry);
    if (vowelled) return vowelled;
  }
  return undefined;
}

/** The stem of a noun listed with its article (الطَّلَب -> طَلَب), undefined when there is none. */
export function nounListedWithArticle(letters: string, lexicon: AffixLexicon): string | undefined {
  const entry = lexicon.entry(`ال${letters}`, false);
  if (!entry) return undefined;
  const stem = entry.replace(/^ال\u0652?/, '');
  // A sun letter's shadda belongs to the article.
  return SUN_LETTERS.includes(letters[0]) ? stem.replace(/^(.[\u064E-\u0650]?)\u0651/, '$1') : stem;
}

/**
 * The noun a verb's spelling is where no verb can stand (after the article, a preposition or a
 * preposition's place): the noun listed with its article (الطَّلَب for طلب), or a past of form V or
 * VI's verbal noun (تَنَاوَل: تَنَاوُل, so عن تناوله is تَنَاوُلِه).
 */
export function nounSpelledLikeVerb(
  letters: string,
  verb: string,
  lexicon: AffixLexicon,
): string | undefined {
  return nounListedWithArticle(letters, lexicon) ?? verbalNounOfPast(verb);
}

/** A listed noun of two letters whose last is doubled (حَدّ، خَطّ، حَيّ), for a stem of two letters. */
export function doubledRootNoun(letters: string, lexicon: AffixLexicon): string | undefined {
  const entry = letters.length === 2 ? lexicon.entry(letters, true) : undefined;
  return entry?.endsWith(SHADDA) && !lexicon.tense(entry) ? entry : undefined;
}
