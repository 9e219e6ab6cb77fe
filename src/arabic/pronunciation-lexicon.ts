/** One entry of a pronunciation dictionary: say `alias` wherever `text` is written. */
export interface PronunciationRule {
  text: string;
  alias: string;
}

/**
 * Applies a caller's pronunciation dictionaries to text as written: every whole-word match of a
 * rule's text is replaced by its alias. Latin is matched case-insensitively; Arabic ignores
 * short vowels and tatweel, so a rule for "محمد" also matches "مُحَمَّد" and "محــمد".
 * At each word the longest rule wins (most words, then most letters); between rules of the same
 * length, the dictionary named first wins, then the rule listed first.
 */

interface IndexedRule {
  words: string[];
  /** What stands between consecutive words (white space folded to one space), e.g. "." in "U.S". */
  separators: string[];
  /** Punctuation written after the last word ("د." for an abbreviation): it must follow in the text too. */
  suffix: string;
  letters: number;
  alias: string;
}

interface Word {
  start: number;
  end: number;
  folded: string;
}

/** Letters, combining marks (harakat) and digits make up a word; anything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Short vowels, tanween, shadda, sukun, dagger alif and tatweel: ignored when matching Arabic. */
const IGNORED_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

function fold(word: string): string {
  return word.replace(IGNORED_MARKS, '').toLowerCase();
}

function separator(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)]
    .map((m) => ({ start: m.index, end: m.index + m[0].length, folded: fold(m[0]) }))
    .filter((w) => w.folded.length > 0);
}

export class PronunciationLexicon {
  /** Rules by their first folded word, best candidate first. */
  private readonly byFirstWord = new Map<string, IndexedRule[]>();

  /** The dictionaries as given, so the lexicon can be built again on a worker thread. */
  readonly dictionaries: readonly (readonly PronunciationRule[])[];

  /** @param dictionaries in the order the request named them. */
  constructor(dictionaries: readonly (readonly PronunciationRule[])[]) {
    this.dictionaries = dictionaries;
    const ranked: (IndexedRule & { rank: number })[] = [];
    for (const rules of dictionaries) {
      for (const rule of rules) {
        const written = rule.text.trim();
        const found = wordsOf(written);
        if (found.length === 0) continue;
        const words = found.map((w) => w.folded);
        ranked.push({
          words,
          separators: found.slice(1).map((w, k) => separator(written.slice(found[k].end, w.start))),
          suffix: written.slice(found.at(-1)!.end),
          letters: words.join('').length,
          alias: rule.alias,
          rank: ranked.length,
        });
      }
    }
    ranked.sort(
      (a, b) => b.words.length - a.words.length || b.letters - a.letters || a.rank - b.rank,
    );
    for (const rule of ranked) {
      const list = this.byFirstWord.get(rule.words[0]) ?? [];
      list.push(rule);
      this.byFirstWord.set(rule.words[0], list);
    }
  }

  get isEmpty(): boolean {
    return this.byFirstWord.size === 0;
  }

  apply(text: string): string {
    if (this.isEmpty) return text;
    const words = wordsOf(text);
    let out = '';
    let copiedUpTo = 0;
    for (let i = 0; i < words.length;) {
      const match = this.matchAt(text, words, i);
      if (!match) {
        i += 1;
        continue;
      }
      out += text.slice(copiedUpTo, words[i].start) + match.alias;
      copiedUpTo = words[i + match.words.length - 1].end + match.suffix.length;
      i += match.words.length;
    }
    return out + text.slice(copiedUpTo);
  }

  /** The best rule whose words are words[i..] in order, with the rule's own separators and ending. */
  private matchAt(text: string, words: Word[], i: number): IndexedRule | undefined {
    return this.byFirstWord.get(words[i].folded)?.find((rule) => {
      const last = words[i + rule.words.length - 1];
      if (!last || !text.startsWith(rule.suffix, last.end)) return false;
      return rule.words.every(
        (word, k) =>
          words[i + k].folded === word &&
          (k === 0 ||
            separator(text.slice(words[i + k - 1].end, words[i + k].start)) ===
              rule.separators[k - 1]),
      );
    });
  }
}
