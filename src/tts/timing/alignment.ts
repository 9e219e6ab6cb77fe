import type { SourceSpan } from '../../arabic/index.js';
import { writtenWords, type WrittenWord } from './written-words.js';

/** Words the engine was heard saying: which characters of which line they read, and when (s). */
export interface HeardSpan {
  line: number;
  source: SourceSpan;
  start: number;
  end: number;
}

/** One entry of `alignment.words`: a word of the input as written. */
export interface WordTime {
  text: string;
  start: number;
  end: number;
  /** Dialogues: the line's index in `segments`. */
  segment?: number;
}

/** One entry of `alignment.characters`: a character of the input other than whitespace. */
export interface CharacterTime {
  char: string;
  start: number;
  end: number;
  segment?: number;
}

export interface Alignment {
  words: WordTime[];
  characters?: CharacterTime[];
}

export interface AlignmentOptions {
  /** Add `characters`. */
  characters: boolean;
  /** Add `segment` to every entry. */
  dialogue: boolean;
}

/** A written word and its time, in whole milliseconds while being laid out. */
interface TimedWord extends WrittenWord {
  line: number;
  startMs: number;
  endMs: number;
}

/**
 * Lays what the engine was heard saying over the input as written. A written word takes the
 * time of everything heard that reads its characters: a number read as three words spans all
 * three. Where the front end read several written words as one phrase (a phone number written
 * in groups, "USD 100"), the phrase's time is shared among them by their length; a written word
 * nothing was heard for shares its neighbour's time the same way. Then every word starts where
 * the one before ended or later and lasts at least a millisecond, in input order.
 */
export function alignInput(
  lines: readonly string[],
  heard: readonly HeardSpan[],
  options: AlignmentOptions,
): Alignment {
  const timed = lines.flatMap((text, line) =>
    timeLine(
      writtenWords(text),
      heard.filter((span) => span.line === line),
    ).map((word) => ({ ...word, line })),
  );
  keepInOrder(timed);
  const segment = (line: number) => (options.dialogue ? { segment: line } : {});
  const words = timed.map((word) => ({
    text: word.text,
    start: word.startMs / 1000,
    end: word.endMs / 1000,
    ...segment(word.line),
  }));
  if (!options.characters) return { words };
  const characters = timeCharacters(lines, timed).map((character) => ({
    char: character.char,
    start: character.startMs / 1000,
    end: character.endMs / 1000,
    ...segment(character.line),
  }));
  return { words, characters };
}

/** The written words of one line, each with the time of the words heard reading it. */
function timeLine(
  words: readonly WrittenWord[],
  heard: readonly HeardSpan[],
): Omit<TimedWord, 'line'>[] {
  if (words.length === 0) return [];
  const groups = new Groups(words.length);
  const spans = words.map(() => ({ start: Infinity, end: -Infinity }));
  for (const span of heard) {
    // The words it reads, found by bisection: words are in order and do not overlap.
    const first = firstEndingAfter(words, span.source.start);
    for (let index = first; index < words.length && words[index].start < span.source.end; index++) {
      groups.join(first, index);
      spans[index].start = Math.min(spans[index].start, span.start);
      spans[index].end = Math.max(spans[index].end, span.end);
    }
  }
  // A word nothing was heard for goes with the word before it (or after, at the start).
  const heardAny = spans.map((span) => span.end > span.start);
  let lastHeard = heardAny.indexOf(true);
  if (lastHeard >= 0) {
    words.forEach((_, index) => {
      if (heardAny[index]) lastHeard = index;
      else groups.join(lastHeard, index);
    });
  }
  const timed = words.map((word) => ({ ...word, startMs: 0, endMs: 0 }));
  for (const members of groups.all()) {
    const start = Math.min(...members.map((index) => spans[index].start));
    const end = Math.max(...members.map((index) => spans[index].end));
    if (!(end > start)) continue;
    const lengths = members.map((index) => [...words[index].text].length);
    const total = lengths.reduce((sum, length) => sum + length, 0);
    let before = 0;
    members.forEach((index, k) => {
      timed[index].startMs = Math.round((start + ((end - start) * before) / total) * 1000);
      before += lengths[k];
      timed[index].endMs = Math.round((start + ((end - start) * before) / total) * 1000);
    });
  }
  return timed;
}

/** The index of the first word that ends after `offset` (words.length when none does). */
function firstEndingAfter(words: readonly WrittenWord[], offset: number): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle].end > offset) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Each word starts at or after the previous end and lasts at least 1 ms. */
function keepInOrder(words: TimedWord[]): void {
  let previousEnd = 0;
  for (const word of words) {
    word.startMs = Math.max(word.startMs, previousEnd);
    word.endMs = Math.max(word.endMs, word.startMs + 1);
    previousEnd = word.endMs;
  }
}

interface TimedCharacter {
  char: string;
  line: number;
  startMs: number;
  endMs: number;
}

/**
 * Every character but whitespace. A word's time is spread evenly over its characters; the
 * characters between words (punctuation, symbols) share the gap between them, the pause a
 * comma makes, say, or take no time where there is none.
 */
function timeCharacters(lines: readonly string[], words: readonly TimedWord[]): TimedCharacter[] {
  const characters: TimedCharacter[] = [];
  let gap: TimedCharacter[] = [];
  let previousEnd = 0;
  let next = 0;
  // The word being read: its letters, counted once, and the place of the next one in it.
  let letters = 0;
  let index = 0;
  const closeGap = (until: number) => {
    gap.forEach((character, k) => {
      character.startMs = Math.round(previousEnd + ((until - previousEnd) * k) / gap.length);
      character.endMs = Math.round(previousEnd + ((until - previousEnd) * (k + 1)) / gap.length);
    });
    gap = [];
  };
  lines.forEach((text, line) => {
    let offset = 0;
    for (const char of text) {
      const at = offset;
      offset += char.length;
      if (/\s/u.test(char)) continue;
      const character = { char, line, startMs: previousEnd, endMs: previousEnd };
      characters.push(character);
      while (next < words.length && isBehind(words[next], line, at)) next++;
      const word = words[next];
      if (!word || word.line !== line || at < word.start) {
        gap.push(character);
        continue;
      }
      if (at === word.start) {
        closeGap(word.startMs);
        letters = [...text.slice(word.start, word.end)].length;
        index = 0;
      }
      const share = (word.endMs - word.startMs) / letters;
      character.startMs = Math.round(word.startMs + share * index);
      character.endMs = Math.round(word.startMs + share * (index + 1));
      index += 1;
      previousEnd = word.endMs;
    }
  });
  closeGap(previousEnd);
  return characters;
}

/** Whether a word ends before an offset of a line (or is on an earlier line). */
function isBehind(word: TimedWord, line: number, at: number): boolean {
  return word.line < line || (word.line === line && word.end <= at);
}

/** Union-find over word indices: which written words the engine read as one. */
class Groups {
  private readonly parent: number[];

  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, index) => index);
  }

  join(a: number, b: number): void {
    this.parent[this.root(b)] = this.root(a);
  }

  /** Each group's members in input order, groups in the order of their first member. */
  all(): number[][] {
    const byRoot = new Map<number, number[]>();
    this.parent.forEach((_, index) => {
      const root = this.root(index);
      const members = byRoot.get(root);
      if (members) members.push(index);
      else byRoot.set(root, [index]);
    });
    return [...byRoot.values()];
  }

  /** Halves the path on the way up, so chains of joins stay short: near-constant time. */
  private root(index: number): number {
    while (this.parent[index] !== index) {
      this.parent[index] = this.parent[this.parent[index]];
      index = this.parent[index];
    }
    return index;
  }
}
