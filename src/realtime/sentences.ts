/** Ends a sentence wherever it stands (a line break included). */
const FIRM_ENDS = new Set(['!', '?', '؟', '…', '\n']);
/** Closing marks that belong to the sentence they follow. */
const CLOSERS = new Set(['"', "'", '»', ')', ']', '”', '’']);

/**
 * A sentence longer than this with no end in sight is cut at its last space before it: POST
 * /tts reads at most 5,000 characters at once, and the front end reads a number or a date
 * whole only within one piece.
 */
export const LONGEST_SENTENCE = 5000;

export interface SplitText {
  /** Complete sentences, in order, trimmed; none empty. */
  sentences: string[];
  /** What follows the last complete sentence, kept until more text comes. */
  rest: string;
}

/**
 * Takes the complete sentences off the front of text that is still being written. A sentence
 * ends in `! ? ؟ …` or a line break, or in a full stop followed by a space: a stop at the very
 * end may yet be a decimal point ("3" "." "5" in separate pieces), a stop between digits is
 * one, and a stop after a one-letter word is an abbreviation (د. م. أ.), read with the name
 * after it. Closing quotes and brackets stay with their sentence.
 */
export function takeSentences(text: string): SplitText {
  const sentences: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const end = sentenceEndAt(text, i);
    if (end === undefined) {
      i++;
      continue;
    }
    if (end === -1) break; // undecided until more text comes
    push(sentences, text.slice(start, end));
    start = i = end;
  }
  let rest = text.slice(start);
  while (rest.length > LONGEST_SENTENCE) {
    const cut = rest.lastIndexOf(' ', LONGEST_SENTENCE);
    const at = cut > 0 ? cut : LONGEST_SENTENCE;
    push(sentences, rest.slice(0, at));
    rest = rest.slice(at);
  }
  return { sentences, rest };
}

/**
 * Where the sentence whose end may be at `i` stops (after its end marks and closers),
 * undefined when `i` ends nothing, -1 when that depends on text not yet written.
 */
function sentenceEndAt(text: string, i: number): number | undefined {
  const char = text[i];
  if (char === '.') {
    if (isAbbreviation(text, i)) return undefined;
    if (isDigit(text[i - 1])) {
      if (i + 1 === text.length) return -1;
      if (isDigit(text[i + 1])) return undefined;
    }
  } else if (!FIRM_ENDS.has(char)) return undefined;
  let end = i + 1;
  let firm = FIRM_ENDS.has(char);
  while (end < text.length && (isEndMark(text[end]) || CLOSERS.has(text[end]))) {
    firm ||= FIRM_ENDS.has(text[end]);
    end++;
  }
  if (firm) return end;
  if (end === text.length) return -1;
  return /\s/.test(text[end]) ? end : undefined;
}

function isEndMark(char: string): boolean {
  return char === '.' || FIRM_ENDS.has(char);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && /\p{Nd}/u.test(char);
}

/** A stop right after a word of one letter: a title or an initial. */
function isAbbreviation(text: string, stop: number): boolean {
  return /\p{L}/u.test(text[stop - 1] ?? '') && !/\p{L}/u.test(text[stop - 2] ?? ' ');
}

function push(sentences: string[], sentence: string): void {
  const trimmed = sentence.trim();
  if (trimmed) sentences.push(trimmed);
}
