import { lookupKey } from './arabic-script.js';

/**
 * Which characters of the caller's text each word of the front end's output reads. The front end
 * is a chain of text rewrites (dictionaries, cleaning, numbers as words, abbreviations, vowels);
 * rather than teach every rewrite to carry offsets, each step's output is compared word by word
 * with its input: a word left as it was (vowels added, say) keeps its source, and the words a
 * step wrote in place of others ("١٢٥" -> "مِئَة وَخَمْسَة وَعِشْرُون") all read the characters of
 * the words they replaced. Steps rewrite a few words each, so the comparison stays exact except
 * where one step rewrote several neighbouring words as one phrase; those share one source.
 */

/** A range of UTF-16 offsets, end excluded. */
export interface SourceSpan {
  start: number;
  end: number;
}

/** A word (whitespace-separated) of the rewritten text, and what of the caller's text it reads. */
export interface TracedWord {
  start: number;
  end: number;
  source: SourceSpan;
}

export interface TracedText {
  text: string;
  words: TracedWord[];
}

/** Past this many differing words in one step, the comparison gives up and the step is one phrase. */
const MAX_EDITS = 400;

/** Whitespace-separated words of a text, as offsets. */
export function wordSpans(text: string): SourceSpan[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The caller's text before any rewrite: every word reads itself. */
export function traceOf(text: string): TracedText {
  return { text, words: wordSpans(text).map((span) => ({ ...span, source: span })) };
}

/** The traced text after a step that rewrote `previous.text` as `next`. */
export function retrace(previous: TracedText, next: string): TracedText {
  const after = wordSpans(next);
  const sources = sourcesAfterRewrite(
    previous.words.map((word) => keyOf(previous.text.slice(word.start, word.end))),
    previous.words.map((word) => word.source),
    after.map((span) => keyOf(next.slice(span.start, span.end))),
  );
  return { text: next, words: after.map((span, index) => ({ ...span, source: sources[index] })) };
}

/** The traced words of `text`, a slice of `traced.text` starting at `offset`, re-based on the slice. */
export function traceSlice(traced: TracedText, offset: number, text: string): TracedWord[] {
  const end = offset + text.length;
  return traced.words
    .filter((word) => word.start >= offset && word.end <= end)
    .map((word) => ({ start: word.start - offset, end: word.end - offset, source: word.source }));
}

/** The smallest span covering every given span. */
export function coveringSpan(spans: readonly SourceSpan[]): SourceSpan {
  return {
    start: Math.min(...spans.map((span) => span.start)),
    end: Math.max(...spans.map((span) => span.end)),
  };
}

/**
 * A word compared across a rewrite: added short vowels, hamza seats, a ta marbuta said as ha and
 * punctuation the cleaner tidied do not make it another word.
 */
function keyOf(word: string): string {
  const letters = lookupKey(word)
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]/gu, '');
  return letters || word;
}

/**
 * Whether a rewritten word is still the word it replaced, with an ending added or dropped: the
 * accusative alif of a counted noun ("دولار" -> "دُولَارًا"), a plural a reader chose.
 */
function resembles(before: string, after: string): boolean {
  const [shorter, longer] = before.length <= after.length ? [before, after] : [after, before];
  return shorter.length >= 3 && longer.startsWith(shorter);
}

/**
 * The source of each word after a rewrite. Words the diff keeps take their own source. In each
 * stretch of changed words, words at either edge that still resemble the word they replaced keep
 * its source; the rest take the sources of the words they replaced, one for one when the counts
 * agree, else the span covering them all. Words inserted where nothing was removed read the word
 * before them (or after, at the start).
 */
function sourcesAfterRewrite(
  before: readonly string[],
  beforeSources: readonly SourceSpan[],
  after: readonly string[],
): SourceSpan[] {
  const sources: SourceSpan[] = new Array<SourceSpan>(after.length);
  const changed = (i: number, toI: number, j: number, toJ: number) => {
    while (i < toI && j < toJ && resembles(before[i], after[j])) sources[j++] = beforeSources[i++];
    while (i < toI && j < toJ && resembles(before[toI - 1], after[toJ - 1])) {
      sources[--toJ] = beforeSources[--toI];
    }
    const removed = beforeSources.slice(i, toI);
    const neighbour = beforeSources[i - 1] ?? beforeSources[i] ?? { start: 0, end: 0 };
    const span = removed.length > 0 ? coveringSpan(removed) : neighbour;
    for (let k = j; k < toJ; k++) {
      sources[k] = removed.length === toJ - j ? removed[k - j] : span;
    }
  };
  let i = 0;
  let j = 0;
  for (const [oldIndex, newIndex] of commonWords(before, after)) {
    changed(i, oldIndex, j, newIndex);
    sources[newIndex] = beforeSources[oldIndex];
    i = oldIndex + 1;
    j = newIndex + 1;
  }
  changed(i, before.length, j, after.length);
  return sources;
}

/**
 * Pairs of indices of words the two sequences share, in order: a shortest edit script (Myers'
 * O((N+M)D) algorithm). Beyond MAX_EDITS differences no pair is returned.
 */
export function commonWords(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  const offset = MAX_EDITS + 1;
  const reach = new Int32Array(2 * offset + 1);
  const history: Int32Array[] = [];
  for (let d = 0; d <= Math.min(MAX_EDITS, n + m); d++) {
    history.push(reach.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && reach[offset + k - 1] < reach[offset + k + 1]);
      let x = down ? reach[offset + k + 1] : reach[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      reach[offset + k] = x;
      if (x >= n && y >= m) return backtrack(history, offset, d, n, m);
    }
  }
  return [];
}

/** Walks the recorded frontiers back from the end, collecting the diagonal (shared) steps. */
function backtrack(
  history: readonly Int32Array[],
  offset: number,
  edits: number,
  n: number,
  m: number,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    const reach = history[d];
    const k = x - y;
    const down = k === -d || (k !== d && reach[offset + k - 1] < reach[offset + k + 1]);
    const previousK = down ? k + 1 : k - 1;
    const previousX = reach[offset + previousK];
    const previousY = previousX - previousK;
    // The edit itself moved one word down or across; the shared words follow it diagonally.
    const afterEdit = down ? previousX : previousX + 1;
    while (x > afterEdit) {
      x--;
      y--;
      pairs.push([x, y]);
    }
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    pairs.push([x, y]);
  }
  return pairs.reverse();
}
