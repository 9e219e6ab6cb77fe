import { sameLetters, type ReadWord } from './words.js';

/**
 * Pairs each reference word with the output word that reads it, by the cheapest word edits, so one
 * extra or missing word does not shift the rest. A missing or an extra word costs 2, a word with other
 * letters 3: pairing two different words is cheaper than dropping both, but never worth shifting a
 * run of equal words. Returns, per reference word, the index of its output word, or -1.
 */
const GAP = 2;
const OTHER_WORD = 3;

export function alignWords(reference: readonly ReadWord[], output: readonly ReadWord[]): number[] {
  const rows = reference.length + 1;
  const cols = output.length + 1;
  const cost: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => GAP * (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const pair =
        cost[i - 1][j - 1] + (sameLetters(reference[i - 1], output[j - 1]) ? 0 : OTHER_WORD);
      cost[i][j] = Math.min(pair, cost[i - 1][j] + GAP, cost[i][j - 1] + GAP);
    }
  }
  const pairedWith = new Array<number>(reference.length).fill(-1);
  for (let i = rows - 1, j = cols - 1; i > 0 && j > 0;) {
    const pair =
      cost[i - 1][j - 1] + (sameLetters(reference[i - 1], output[j - 1]) ? 0 : OTHER_WORD);
    if (cost[i][j] === pair) pairedWith[--i] = --j;
    else if (cost[i][j] === cost[i - 1][j] + GAP) i--;
    else j--;
  }
  return pairedWith;
}
