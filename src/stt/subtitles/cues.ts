import type { TimedSegment, TimedWord } from '../ports/speech-recognizer.js';

/** The usual broadcast limits, which the API promises. */
export const MAX_LINE_CHARACTERS = 42;
export const MAX_LINES = 2;
export const MAX_CUE_SECONDS = 7;
/** A silence this long between two words starts a new cue. */
export const PAUSE_SECONDS = 0.5;

/** RIGHT-TO-LEFT MARK: lets players lay out a line of Arabic mixed with Latin and digits. */
export const RLM = '\u200F';

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export interface Cue {
  start: number;
  end: number;
  /** One or two lines, each starting with RLM when the cue holds Arabic. */
  lines: string[];
}

interface Word {
  text: string;
  start: number;
  end: number;
}

/**
 * Subtitle cues from a timed transcript: words in order, a new cue at every pause, at every
 * segment boundary, and wherever the next word would not fit in two lines or seven seconds.
 * Cues never overlap, since they follow the words. Without word times (an engine that
 * times only segments), each segment's words are spread over it by their length.
 */
export function buildCues(words: readonly TimedWord[], segments: readonly TimedSegment[]): Cue[] {
  const groups = words.length > 0 ? splitAtPauses(words) : segments.map(spreadOverSegment);
  return groups.flatMap((group) => packCues(group.flatMap(breakLongWord)));
}

function splitAtPauses(words: readonly TimedWord[]): Word[][] {
  const groups: Word[][] = [];
  let previousEnd = -Infinity;
  for (const word of words) {
    if (word.start - previousEnd >= PAUSE_SECONDS || groups.length === 0) groups.push([]);
    groups.at(-1)!.push(word);
    previousEnd = word.end;
  }
  return groups;
}

/** The segment's words, each given a share of its time proportional to its length. */
function spreadOverSegment(segment: TimedSegment): Word[] {
  return spreadOver(segment.text.split(/\s+/).filter(Boolean), segment.start, segment.end);
}

function spreadOver(texts: string[], start: number, end: number): Word[] {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  let at = start;
  return texts.map((text) => {
    const next = at + ((end - start) * text.length) / total;
    const word = { text, start: at, end: next };
    at = next;
    return word;
  });
}

/** A word longer than a line (a URL, say) is cut into line-sized pieces sharing its time. */
function breakLongWord(word: Word): Word[] {
  const width = lineWidth(word.text);
  if (word.text.length <= width) return [word];
  const pieces: string[] = [];
  for (let at = 0; at < word.text.length; at += width) pieces.push(word.text.slice(at, at + width));
  return spreadOver(pieces, word.start, word.end);
}

function packCues(words: readonly Word[]): Cue[] {
  const cues: Cue[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length > 0) cues.push(cueOf(current));
    current = [];
  };
  for (const word of words) {
    const candidate = [...current, word];
    const tooLong = current.length > 0 && word.end - current[0].start > MAX_CUE_SECONDS;
    if (tooLong || layoutLines(candidate.map((w) => w.text)) === undefined) flush();
    current.push(word);
  }
  flush();
  return cues;
}

function cueOf(words: readonly Word[]): Cue {
  const start = words[0].start;
  const end = Math.min(words.at(-1)!.end, start + MAX_CUE_SECONDS);
  return { start, end, lines: layoutLines(words.map((word) => word.text))! };
}

/** Characters a line may hold: one fewer when it will start with the RLM. */
function lineWidth(text: string): number {
  return ARABIC.test(text) ? MAX_LINE_CHARACTERS - 1 : MAX_LINE_CHARACTERS;
}

/**
 * The words laid out in at most two lines of at most 42 characters (mark included), the
 * first filled as far as it goes; undefined when they do not fit.
 */
function layoutLines(texts: readonly string[]): string[] | undefined {
  const arabic = texts.some((text) => ARABIC.test(text));
  const width = arabic ? MAX_LINE_CHARACTERS - 1 : MAX_LINE_CHARACTERS;
  const lines: string[] = [];
  for (const text of texts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= width) {
      lines[lines.length - 1] = `${last} ${text}`;
    } else {
      if (text.length > width || lines.length === MAX_LINES) return undefined;
      lines.push(text);
    }
  }
  return arabic ? lines.map((line) => RLM + line) : lines;
}
