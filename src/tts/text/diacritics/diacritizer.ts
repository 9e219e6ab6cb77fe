import { ARABIC_WORD, hasHaraka, lookupKey, stripHarakat } from '../arabic-script.js';
import {
  markUnknownFeminineEnding,
  saysFeminineT,
  writeFeminineEnding,
} from './feminine-ending.js';
import { shaddaBeforeVowel, speakableForm } from './speakable-form.js';

/**
 * Restores the most likely short vowels of undiacritised Arabic words from a lexicon, because espeak-ng
 * reads unvowelled Arabic as bare consonant clusters. A word the caller already vowelled is left alone.
 */

/** Clitic prefixes tried when the whole word is unknown, with their own vowels; longest first. */
const PREFIXES: { letters: string; vowelled: string; needsArticle: boolean }[] = [
  { letters: 'ولل', vowelled: 'وَلِ', needsArticle: true },
  { letters: 'فلل', vowelled: 'فَلِ', needsArticle: true },
  { letters: 'لل', vowelled: 'لِ', needsArticle: true },
  { letters: 'وب', vowelled: 'وَبِ', needsArticle: false },
  { letters: 'ول', vowelled: 'وَلِ', needsArticle: false },
  { letters: 'و', vowelled: 'وَ', needsArticle: false },
  { letters: 'ف', vowelled: 'فَ', needsArticle: false },
  { letters: 'ب', vowelled: 'بِ', needsArticle: false },
  { letters: 'ل', vowelled: 'لِ', needsArticle: false },
  { letters: 'ك', vowelled: 'كَ', needsArticle: false },
];

/** Below this many letters a stem left after removing a prefix matches too many unrelated words. */
const MIN_STEM_LETTERS = 3;

/**
 * Whether `typed` is `entry` written the casual way: a bare alif for a hamza seat or madda (الى for إلى,
 * الاول for الأول), ya and alif maqsura swapped. A hamza the writer did put is kept: أمام is not إمام.
 */
function typedWithoutHamza(typed: string, entry: string): boolean {
  if (typed.length !== entry.length) return false;
  return [...typed].every((letter, i) => {
    const wanted = entry[i];
    if (letter === wanted) return true;
    if (letter === 'ا') return 'أإآ'.includes(wanted) && i < typed.length - 1;
    return 'يى'.includes(letter) && 'يى'.includes(wanted);
  });
}

export class Diacritizer {
  private readonly exact = new Map<string, string>();
  private readonly folded = new Map<string, string>();

  /** @param vowelledWords most frequent first: on a folded-spelling clash the earlier word wins. */
  constructor(vowelledWords: readonly string[]) {
    for (const word of vowelledWords) {
      const spelling = stripHarakat(word);
      if (!this.exact.has(spelling)) this.exact.set(spelling, word);
      const key = lookupKey(word);
      if (!this.folded.has(key)) this.folded.set(key, word);
    }
  }

  get size(): number {
    return this.exact.size;
  }

  /**
   * Vowels every word of `text` it knows, in the spelling espeak-ng reads best, and writes out how each
   * final ة is said (it depends on the next word: see feminine-ending.ts).
   */
  diacritizeText(text: string): string {
    const words = [...text.matchAll(ARABIC_WORD)];
    let spoken = '';
    let at = 0;
    words.forEach((match, i) => {
      const word = match[0];
      const following = words[i + 1];
      const gap = following ? text.slice(match.index + word.length, following.index) : '';
      const next = following && /^\s+$/.test(gap) ? stripHarakat(following[0]) : undefined;
      spoken += text.slice(at, match.index) + this.speakWord(word, next);
      at = match.index + word.length;
    });
    return spoken + text.slice(at);
  }

  diacritizeWord(word: string): string {
    if (hasHaraka(word)) return word;
    return this.lookup(word) ?? this.lookupWithPrefix(word) ?? word;
  }

  /** One word as espeak-ng should read it, given the bare word after it in the clause (none at a pause). */
  private speakWord(word: string, next: string | undefined): string {
    if (hasHaraka(word)) return shaddaBeforeVowel(word);
    const saysT = saysFeminineT(word, next);
    const vowelled = this.diacritizeWord(word);
    if (vowelled === word) return markUnknownFeminineEnding(word, saysT);
    return speakableForm(writeFeminineEnding(vowelled, saysT)) ?? word;
  }

  private lookup(word: string): string | undefined {
    const exact = this.exact.get(word);
    if (exact) return exact;
    const folded = this.folded.get(lookupKey(word));
    return folded && typedWithoutHamza(word, stripHarakat(folded)) ? folded : undefined;
  }

  private lookupWithPrefix(word: string): string | undefined {
    for (const prefix of PREFIXES) {
      if (!word.startsWith(prefix.letters)) continue;
      const rest = word.slice(prefix.letters.length);
      if (prefix.needsArticle) {
        // "للكتاب" is li + al-kitab with the article's alif dropped in writing.
        const withArticle = this.lookup(`ال${rest}`);
        if (withArticle?.startsWith('ال') && rest.length >= MIN_STEM_LETTERS) {
          return prefix.vowelled + withArticle.slice(1);
        }
        continue;
      }
      if (rest.length < MIN_STEM_LETTERS) continue;
      const stem = this.lookup(rest);
      if (stem) return prefix.vowelled + stem;
    }
    return undefined;
  }
}
