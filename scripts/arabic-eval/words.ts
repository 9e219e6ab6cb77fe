/**
 * Words of a reading as the scorer sees them. Everything here is the scorer's own and frozen: nothing
 * passes through the front end under test, so a change to the front end cannot move a reference.
 */

/** Short vowels, tanween, shadda, sukun and the dagger alif. */
const MARKS = /[\u064B-\u0652\u0670]/g;
const ARABIC = /[\u0621-\u064A\u0671-\u06D3]/;

/** Punctuation and joiners no voice reads: dropped from both readings before they are compared. */
const SILENT = /(?:[\s.,،؛;:!?؟…"'«»“”„()[\]{}\-–—_\u200c\u200e\u200f]|\u200d)+/u;

/** A word of a reading: what was written, and the letters that decide whether it is the right word. */
export interface ReadWord {
  written: string;
  /** The letters alone (see skeletonOf); for a spelled-out Latin capital, every way to write it. */
  skeletons: string[];
  arabic: boolean;
  /** An Arabic word with at least one mark: its sound is compared; an unmarked one only by letters. */
  vowelled: boolean;
}

/**
 * The English names of the Latin capitals in Arabic letters, vowelled as a newsreader says them: a
 * reference spells an acronym "U S B", and a reader may say it with either voice.
 */
export const LATIN_LETTER_NAMES: Readonly<Record<string, string>> = {
  A: 'إِيه',
  B: 'بِي',
  C: 'سِي',
  D: 'دِي',
  E: 'إِي',
  F: 'إِفْ',
  G: 'جِي',
  H: 'إِتْشْ',
  I: 'آيْ',
  J: 'جِيه',
  K: 'كِيه',
  L: 'إِلْ',
  M: 'إِمْ',
  N: 'إِنْ',
  O: 'أُو',
  P: 'بِي',
  Q: 'كِيُو',
  R: 'آرْ',
  S: 'إِسْ',
  T: 'تِي',
  U: 'يُو',
  V: 'فِي',
  W: 'دَبْلِيُو',
  X: 'إِكْسْ',
  Y: 'وَايْ',
  Z: 'زِدْ',
};

export function withoutMarks(text: string): string {
  return text.replace(MARKS, '');
}

/**
 * The letters that decide whether a word is the right one: no marks, no tatweel, the spellings writers
 * use interchangeably folded (hamza seats on alif, alif maqsura and ya, final ة and ه, مائة and مئة),
 * Latin in lower case. Case endings and vowels are the sound comparison's business, not the text's.
 */
export function skeletonOf(word: string): string {
  return (
    withoutMarks(word)
      .replace(/ـ/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      // مائة is the older spelling of مئة (its alif is not said), in its compounds and dual too.
      .replace(/مائ(?=[ةهت])/g, 'مئ')
      .replace(/ة$/, 'ه')
      .toLowerCase()
  );
}

/**
 * Splits a reading into words: at spaces and silent punctuation, and where the script changes inside a
 * token (الـbackend is two words, the article and the Latin word). Digits and symbols a voice would
 * read (/, +, ×, %, ¾) stay as words of their own, so a symbol left in the output never matches a
 * reference word.
 */
export function readWords(reading: string): ReadWord[] {
  const words: ReadWord[] = [];
  // Not normalised: the order of an output word's marks is part of what espeak-ng hears.
  for (const token of joinHundreds(reading.split(SILENT))) {
    for (const piece of token.replace(EDGE_TATWEEL, '').match(SCRIPT_PIECES) ?? []) {
      // An acronym is said letter by letter, whether written "USB" or "U S B".
      const pieces = SHORT_ACRONYM.test(piece) ? [...piece] : [piece];
      for (const word of pieces) words.push(wordOf(word));
    }
  }
  return words;
}

const HUNDRED_UNIT = /^[وف]?(?:ثلاث|أربع|اربع|خمس|ست|سبع|ثماني|ثمان|تسع)$/;
const HUNDRED = /^ما?ئ[ةت]$/;

/**
 * Hundreds are written joined (ثلاثمئة) or apart (ثلاث مئة, the spelling the academies advise);
 * both are one word to the ear, so both readings join them before words are compared.
 */
function joinHundreds(tokens: string[]): string[] {
  const joined: string[] = [];
  for (const token of tokens) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      HUNDRED_UNIT.test(withoutMarks(previous)) &&
      HUNDRED.test(withoutMarks(token))
    ) {
      joined[joined.length - 1] = previous + token;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

/** Runs of one script: Arabic letters with their marks, Latin letters, digits, any other symbol. */
const SCRIPT_PIECES =
  /[\u0621-\u065F\u0670-\u06D3]+|[A-Za-z\u00C0-\u024F]+|[0-9\u0660-\u0669\u06F0-\u06F9]+|[^\s\u0621-\u065F\u0670-\u06D3A-Za-z\u00C0-\u024F0-9\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A tatweel at the end of a piece joins it to the next script's word (الـbackend): not a letter. One
 * that carries a mark (يـِ) is inside its word.
 */
const EDGE_TATWEEL = /ـ+(?=[^\u0621-\u065F]|$)|(?<=^|[^\u0621-\u065F])ـ+/g;

const SHORT_ACRONYM = /^[A-Z]{2,5}$/;

function wordOf(written: string): ReadWord {
  const letterName = /^[A-Z]$/.test(written) ? LATIN_LETTER_NAMES[written] : undefined;
  const arabic = ARABIC.test(written);
  return {
    written,
    skeletons: letterName
      ? [skeletonOf(written), skeletonOf(letterName)]
      : [...new Set([skeletonOf(written), skeletonOf(withoutCaseEnding(written))])],
    arabic,
    vowelled: arabic && withoutMarks(written) !== written,
  };
}

/**
 * A word without the accusative tanween and its alif (رِيَالًا → رِيَال): the alif only seats the case
 * ending, which a reading at a pause or without case endings leaves out.
 */
export function withoutCaseEnding(word: string): string {
  return word.replace(/\u064B(\u0651?)ا$/, '$1').replace(/ا\u064B$/, '');
}

/** Whether two words are the same word by their letters. */
export function sameLetters(reference: ReadWord, output: ReadWord): boolean {
  return reference.skeletons.some((s) => output.skeletons.includes(s));
}

/** Whether a reading says the reference's words, in order, by their letters. */
export function sameText(reference: readonly ReadWord[], output: readonly ReadWord[]): boolean {
  return reference.length === output.length && reference.every((w, i) => sameLetters(w, output[i]));
}
