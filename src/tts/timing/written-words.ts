import { hasSomethingToSay, type SourceSpan } from '../../arabic/index.js';

/** A word of the caller's text as written, with its offsets in the line. */
export interface WrittenWord extends SourceSpan {
  text: string;
}

/** Punctuation read as part of a word: percent and per-mille signs are said ("بِٱلْمِئَة"). */
const SPOKEN_SIGNS = /[%٪‰]/u;
const PUNCTUATION = /[\p{P}]/u;
/** An Arabic abbreviation: one or two letters and a period (د. م. أ. ص.ب), read as its expansion. */
const ARABIC_ABBREVIATION = /^[\u0621-\u064A](?:\.?[\u0621-\u064A])?\.$/;

/**
 * The words of a line as the caller wrote them: whitespace-separated, without the punctuation
 * around them (an Arabic abbreviation keeps its period, a percentage its sign), and only those
 * with something to say (an Arabic or Latin letter or a digit): "..." or an emoji is no word.
 */
export function writtenWords(line: string): WrittenWord[] {
  const words: WrittenWord[] = [];
  for (const token of line.matchAll(/\S+/g)) {
    let start = token.index;
    let end = start + token[0].length;
    if (ARABIC_ABBREVIATION.test(token[0])) {
      words.push({ text: token[0], start, end });
      continue;
    }
    while (start < end && isUnspokenPunctuation(line[start])) start++;
    while (end > start && isUnspokenPunctuation(line[end - 1])) end--;
    const text = line.slice(start, end);
    if (hasSomethingToSay(text)) words.push({ text, start, end });
  }
  return words;
}

function isUnspokenPunctuation(character: string): boolean {
  return PUNCTUATION.test(character) && !SPOKEN_SIGNS.test(character);
}
