import { stripHarakat } from '../arabic-script.js';
import { toPausal } from './lexicon-builder.js';

/**
 * Reads modern-lexicon.txt: "#" comments, "@domain" batch headings, vowelled words separated by spaces.
 * Each word is reduced to its pausal form; a spelling listed twice keeps its first vowelling.
 */
export function parseModernLexicon(text: string): string[] {
  const bySpelling = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.startsWith('@')) continue;
    for (const token of line.split(/\s+/)) {
      if (!token) continue;
      const word = toPausal(token.normalize('NFC'));
      const spelling = stripHarakat(word);
      if (!bySpelling.has(spelling)) bySpelling.set(spelling, word);
    }
  }
  return [...bySpelling.values()];
}

/**
 * The later vowellings of spellings modern-lexicon.txt lists more than once (مُنْتِج after مُنْتَج,
 * يُقَدَّم after يُقَدِّم), in pausal form: never a bare word's reading, only one a caller's marks pick.
 */
export function parseModernAlternatives(text: string): string[] {
  const first = new Map<string, string>();
  const later = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.startsWith('@')) continue;
    for (const token of line.split(/\s+/)) {
      if (!token) continue;
      const word = toPausal(token.normalize('NFC'));
      const spelling = stripHarakat(word);
      const listed = first.get(spelling);
      if (listed === undefined) first.set(spelling, word);
      else if (listed !== word) later.add(word);
    }
  }
  return [...later];
}
