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
 *
 * Each dictionary is compiled once into a trie of its rules' words, so applying it walks from
 * each word of the text at most as deep as its longest rule (a rule's text is at most 100
 * characters): linear in the text, whatever the rules. Comparing every rule that starts with
 * a word held the event loop 21 s for 2,500 repeats of one letter against three dictionaries
 * of rules made of that letter.
 */

interface Word {
  start: number;
  end: number;
  folded: string;
  /** Its trie edge: with what stands before it from the previous word (see edgeKey). */
  edge: string;
}

interface Ending {
  /** Punctuation written after the last word ("د." for an abbreviation): it must follow in the text too. */
  suffix: string;
  alias: string;
  /** Its place in the dictionary: of two rules that match, the one listed first wins. */
  rank: number;
}

interface TrieNode {
  /** By the next word, keyed with the separator before it (see edge). */
  readonly next: Map<string, TrieNode>;
  /** Rules whose words end here, by their suffix; the first listed of each suffix. */
  readonly endings: Map<string, Ending>;
  /** The longest suffix among them: no more of the text after the last word is looked at. */
  longestSuffix: number;
}

/** Letters, combining marks (harakat) and digits make up a word; anything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Short vowels, tanween, shadda, sukun, dagger alif and tatweel: ignored when matching Arabic. */
const IGNORED_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

function fold(word: string): string {
  return word.replace(IGNORED_MARKS, '').toLowerCase();
}

/**
 * A trie edge after the first word: the word and the separator before it, white space
 * folded to one space ("." in "U.S"), which must match too.
 */
function edgeKey(gap: string, folded: string): string {
  return `${gap.replace(/\s+/g, ' ')}\u0000${folded}`;
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const folded = fold(m[0]);
    if (folded.length === 0) continue;
    const previous = words.at(-1);
    const edge = edgeKey(previous ? text.slice(previous.end, m.index) : '', folded);
    words.push({ start: m.index, end: m.index + m[0].length, folded, edge });
  }
  return words;
}

function emptyNode(): TrieNode {
  return { next: new Map(), endings: new Map(), longestSuffix: 0 };
}

/**
 * The first-listed rule ending at `node` whose suffix follows the word ending at `end`. A
 * suffix holds no word characters, so only the text up to the next word can match it: each
 * of its prefixes is looked up once, however many rules end here.
 */
function endingAt(
  node: TrieNode,
  text: string,
  end: number,
  nextStart: number,
): Ending | undefined {
  if (node.endings.size === 0) return undefined;
  let best: Ending | undefined;
  const longest = Math.min(node.longestSuffix, nextStart - end);
  for (let length = 0; length <= longest; length++) {
    const ending = node.endings.get(text.slice(end, end + length));
    if (ending && (!best || ending.rank < best.rank)) best = ending;
  }
  return best;
}

/** One dictionary's rules as a trie of their words: built once per version of the dictionary. */
export class CompiledDictionary {
  private readonly root = emptyNode();
  readonly isEmpty: boolean;

  // No parameter properties: the worker threads run this file with types stripped only.
  constructor(rules: readonly PronunciationRule[]) {
    let empty = true;
    for (const [rank, rule] of rules.entries()) {
      const written = rule.text.trim();
      const words = wordsOf(written);
      if (words.length === 0) continue;
      let node = this.root;
      for (const [k, word] of words.entries()) {
        const key = k === 0 ? word.folded : word.edge;
        let child = node.next.get(key);
        if (!child) node.next.set(key, (child = emptyNode()));
        node = child;
      }
      const suffix = written.slice(words.at(-1)!.end);
      if (!node.endings.has(suffix)) {
        node.endings.set(suffix, { suffix, alias: rule.alias, rank });
        node.longestSuffix = Math.max(node.longestSuffix, suffix.length);
      }
      empty = false;
    }
    this.isEmpty = empty;
  }

  /** The longest rule whose words are words[i..] in order, with its ending in the text. */
  longestAt(text: string, words: readonly Word[], i: number): Match | undefined {
    let best: Match | undefined;
    let node = this.root.next.get(words[i].folded);
    for (let k = i; node; node = words[++k] && node.next.get(words[k].edge)) {
      const ending = endingAt(node, text, words[k].end, words[k + 1]?.start ?? text.length);
      if (ending) best = { ...ending, wordCount: k - i + 1 };
    }
    return best;
  }
}

interface Match extends Ending {
  wordCount: number;
}

export class PronunciationLexicon {
  private readonly compiled: readonly CompiledDictionary[];

  /** @param dictionaries in the order the request named them, compiled or as rules. */
  constructor(dictionaries: readonly (CompiledDictionary | readonly PronunciationRule[])[]) {
    this.compiled = dictionaries
      .map((d) => (d instanceof CompiledDictionary ? d : new CompiledDictionary(d)))
      .filter((d) => !d.isEmpty);
  }

  get isEmpty(): boolean {
    return this.compiled.length === 0;
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
      copiedUpTo = words[i + match.wordCount - 1].end + match.suffix.length;
      i += match.wordCount;
    }
    return out + text.slice(copiedUpTo);
  }

  /** The most words any dictionary matches at words[i]; on a tie, the dictionary named first. */
  private matchAt(text: string, words: readonly Word[], i: number): Match | undefined {
    let best: Match | undefined;
    for (const dictionary of this.compiled) {
      const match = dictionary.longestAt(text, words, i);
      if (match && match.wordCount > (best?.wordCount ?? 0)) best = match;
    }
    return best;
  }
}
