import type { PhonemeReader } from './espeak-phonemes.js';
import { LATIN_LETTER_NAMES, withoutCaseEnding, withoutMarks } from './words.js';

/**
 * Whether two words sound alike: espeak-ng's phonemes of each word said alone, compared after the
 * scorer's own fixed rules (eval/arabic/README.md, "Scoring"). The reference is read as written; only
 * spellings that mean the same sound but that espeak-ng reads differently are evened out, and only on
 * the reference's side, so an output spelling that espeak-ng misreads still counts as misread.
 */
export class SoundJudge {
  private readonly phonemes = new Map<string, string>();

  constructor(private readonly reader: PhonemeReader) {}

  /** Reads every spelling the later comparisons of these word pairs need, in a few espeak-ng calls. */
  async learn(pairs: readonly [reference: string, output: string][]): Promise<void> {
    const spellings = new Set<string>();
    for (const [reference, output] of pairs) {
      for (const s of referenceSpellings(reference)) spellings.add(s);
      for (const s of outputSpellings(output)) spellings.add(s);
    }
    const missing = [...spellings].filter((s) => !this.phonemes.has(s));
    const read = await this.reader.read(missing);
    missing.forEach((s, i) => this.phonemes.set(s, comparablePhonemes(read[i])));
  }

  /** Whether `output` sounds like `reference` (both learnt before). */
  alike(reference: string, output: string): boolean {
    const heard = new Set(outputSpellings(output).map((s) => this.phonemesOf(s)));
    return referenceSpellings(reference).some((s) => heard.has(this.phonemesOf(s)));
  }

  private phonemesOf(spelling: string): string {
    const phonemes = this.phonemes.get(spelling);
    if (phonemes === undefined) throw new Error(`no phonemes learnt for ${spelling}`);
    return phonemes;
  }
}

/**
 * A reference word as written and in the spellings that say the same but that espeak-ng reads
 * otherwise, each also at a pause; a spelled-out Latin capital is its English name. These are the
 * scorer's own fixed rules (eval/arabic/README.md, "Scoring"), never the front end's.
 */
export function referenceSpellings(word: string): string[] {
  const written = (LATIN_LETTER_NAMES[word] ?? word).normalize('NFC');
  const wasl = /^ا(?![\u064B-\u0652])/.test(written) ? [written.replace(/^ا/, 'ا\u0650')] : [];
  // Before a verb whose second consonant has u (اكْتُبْ، اسْتُخْدِمَ) the hamzat wasl is said u; the
  // nouns that begin with one keep i before a case ending in u (ابْنُهُ، اسْمُهُ).
  if (/^ا(?!بْن|سْم|مْر|ثْن)[\u0621-\u064A]\u0652[\u0621-\u064A]\u0651?\u064F/.test(written))
    wasl.push(written.replace(/^ا/, 'ا\u064F'));
  const bare = withoutMarks(written);
  const byHeart = UNWRITTEN_LONG_VOWEL.has(bare.replace(/^[وف]/, '')) ? [bare] : [];
  return unique([
    ...[written, ...wasl, ...longVowelAfterClitic(written, bare)]
      .flatMap((s) => atPause(s))
      .map(evenOut),
    ...byHeart,
  ]);
}

/**
 * One of those words, alone or after a proclitic (لَكِنِّي، لِذَلِكَ، بِهَذِهِ, bare لكني، لذلك، بهذه): its
 * bare letters may be no word espeak-ng's dictionary holds, so its unwritten ā is also heard written,
 * a dagger alif in place of the fatha after its first letter (لٰكِنِّي، لِذٰلِكَ).
 */
function longVowelAfterClitic(written: string, bare: string): string[] {
  for (const clitics of [0, 1, 2]) {
    if (clitics > 0 && !/^[وفبكل]+$/.test(bare.slice(0, clitics))) break;
    if (!UNWRITTEN_LONG_VOWEL.has(bare.slice(clitics))) continue;
    const match = new RegExp(`^((?:[وفبكل][\u064E\u0650]?){${clitics}}[^ا])\u064E`).exec(written);
    if (match) return [`${match[1]}\u0670${written.slice(match[0].length)}`];
  }
  return [];
}

/**
 * Words whose long vowel the script does not write (هَذَا is hādhā): espeak-ng's dictionary says them
 * right from their bare letters, and its letter rules say the vowelled spelling short.
 */
const UNWRITTEN_LONG_VOWEL = new Set(
  'هذا هذه هذان هذين هؤلاء ذلك ذلكم لكن لكنه لكنها لكنهم لكنهما لكنك لكنكم لكني لكنني لكننا الله لله بالله والله هكذا الرحمن'.split(
    ' ',
  ),
);

function evenOut(spelling: string): string {
  return SAME_SOUND.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    spelling,
  );
}

/**
 * Proclitics written before a word, each with its own vowel or none: wa-, fa-, ka- with a, bi-, li-
 * with i (a ب or ل with a is a word's first letter: بَاتًّا is bāttan, not b-attan).
 */
const PROCLITICS = '(?:[وفك]\u064E?|[بل]\u0650?)';

/** Spellings of one sound, in the form espeak-ng reads rightly; applied in order. */
const SAME_SOUND: [RegExp, string][] = [
  // espeak-ng reads a vowel on a doubled letter only when the shadda comes first.
  [/([\u064B-\u0650])\u0651/g, '\u0651$1'],
  // Tanween written after or before a final alif.
  [/ا\u064B/g, '\u064Bا'],
  [/ٱ/g, 'ا'],
  // After a word-initial article espeak-ng doubles a sun letter itself; a written shadda loses its vowel.
  [/^ال([تثدذرزسشصضظلن])\u0651/, 'ال$1'],
  // After bi- the article's alif is silent (espeak-ng reads بِالْ as "bia:l"), and before a sun
  // letter so is its lam, which the letter's doubling replaces.
  [/^((?:[وف]\u064E?)?ب\u0650?)ال([تثدذرزسشصضطظلن])\u0651?/, '$1$2\u0651'],
  [/^((?:[وف]\u064E?)?ب\u0650?)ال/, '$1ٱل'],
  // After wa- or fa-, li- and the article before a sun letter is li- and the doubled letter:
  // espeak-ng says that lam there (وَلِلسَّيَّارَة walilssayyāra), as it does not after a lone li-.
  [/^([وف]\u064E?)ل\u0650?ل([تثدذرزسشصضطظن])\u0651?/, '$1ل\u0650$2\u0651'],
  // So is a hamzat wasl after a proclitic or the article: فَاسْتَخْدَمَ, الِانْتِخَابَات.
  [
    new RegExp(
      `^(${PROCLITICS}+|${PROCLITICS}*ٱ?ال[\u0650\u0652]?)ا(?=[\u0621-\u064A][\u0651\u0652])`,
    ),
    '$1ٱ',
  ],
  // A vowelled و or ي after a vowel is a consonant; espeak-ng makes it a vowel unless set apart.
  [/(?<=[\u064E-\u0651])(?=و\u0651?[\u064E-\u0650]|ي[\u064E-\u0650](?!\u0651))/g, '\u0640'],
  // A ي with i before a long ī is a consonant too (تَغْيِير taghyīr); espeak-ng says it i:-i unless
  // its i is set apart.
  [/ي(?=\u0650ي)/g, 'ي\u0640'],
  // The alif after a plural waw is silent, also after a diphthong's waw (نَسَوْا، تَنْسَوُا): -aw.
  [/\u064Fوا$/, '\u064Fو'],
  [/\u064E\u0640?و[\u064F\u0652]?ا$/, '\u064Eو\u0652'],
  // So is the alif of مائة, the older spelling of مئة (espeak-ng reads it long), at a pause too (ـه).
  [/م(\u0650?)ائ(?=[\u064B-\u0652]*(?:[ةت]|ه$))/g, 'م$1ئ'],
  // The article standing alone before a Latin word: espeak-ng reads a lone الْ as the sukun's name.
  [/^ال\u0652?$/, 'اَلْ'],
];

/** An output word as the front end wrote it, and at a pause: its case ending is not scored. */
export function outputSpellings(word: string): string[] {
  return atPause(word);
}

/** A word as written, at a pause, and without its accusative tanween and alif (case not scored). */
function atPause(word: string): string[] {
  return unique([word, pausal(word), pausal(withoutCaseEnding(word))]);
}

/**
 * A word as said at a pause: no short vowel, tanween or sukun after its last letter (nor on the unit
 * of a hundreds compound), a tanween before a final alif said as a long a, a ta marbuta said -a.
 */
export function pausal(word: string): string {
  return (
    word
      // The unit of a hundreds compound carries a case ending too (خَمْسُمِئَة، خَمْسَمِئَة), as it
      // does when the two are written apart, on either side of its shadda (سِتُّمِئَة).
      .replace(/(?<=[ثعستن]\u0651?)[\u064E-\u0650](?=\u0651?م\u0650?ا?ئ)/, '')
      // The last letter's shadda stays, whichever side of it the case vowel was typed.
      .replace(/[\u064B-\u0650\u0652]*(\u0651?)[\u064B-\u0650\u0652]*$/, '$1')
      .replace(/\u064B(?=\u0651?[اى]$)/, '\u064E')
      .replace(/ة$/, 'ه')
  );
}

/**
 * Phonemes reduced to what a listener hears: no stress or syllable marks, one spelling of each
 * diphthong, of ghain and of khaa (espeak-ng's dictionary writes x where its letter rules write X), no glottal onset before a first vowel (every vowel-initial word has one),
 * one spelling of a doubled consonant and no tripled one (a sun letter's shadda after the article),
 * a pausal -ah as -a.
 */
export function comparablePhonemes(phonemes: string): string {
  return (
    phonemes
      .replace(/[',_-]/g, '')
      .replace(/gH/g, 'Q')
      .replace(/x/g, 'X')
      .replace(/aj(?![aiu])/g, 'ai')
      .replace(/aw(?![aiu])/g, 'au')
      .replace(/i:j$/, 'i:')
      .replace(/(?<=[aiu]:?)\./g, '')
      .replace(/^\?(?=[aiu])/, '')
      // A doubled consonant is written twice (from an assimilated article) or with a length mark (from a
      // shadda): t t, t:; t[t[, t[:.
      .replace(/([^aiu:[\s]\[?):/g, '$1$1')
      .replace(/([^aiu:[]\[?)\1\1/g, '$1$1')
      .replace(/ah$/, 'a')
      .trim()
  );
}

function unique(spellings: string[]): string[] {
  return [...new Set(spellings)];
}
