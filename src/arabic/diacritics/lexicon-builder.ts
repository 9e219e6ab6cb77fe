import { stripHarakat } from '../arabic-script.js';
import { uthmaniToModern } from './uthmani.js';

/**
 * Learns "undiacritised spelling -> most frequent vowelled spelling" from a fully vowelled corpus.
 * Entries are stored in pausal form (no case ending on the last letter): the case vowel depends on the
 * sentence, which a word list cannot know, while the pausal reading is always grammatical and is how
 * modern read speech mostly sounds.
 */

export interface LexiconOptions {
  /** Spellings seen fewer times than this are dropped: one-off forms are mostly noise for modern text. */
  minCount: number;
  /**
   * The share of a spelling's occurrences its most frequent vowelling must have to be kept: below it the
   * spelling is ambiguous (عِلْم / عَلِمَ / عُلِمَ) and a context-free guess is wrong too often.
   */
  minShare: number;
}

/**
 * Removes the case vowel, tanween or sukun after the last letter. "-an" written with an alif stays: modern
 * read speech says "قَرِيبًا، جِدًّا، شُكْرًا" with it even at a pause.
 */
export function toPausal(word: string): string {
  return word
    .replace(/\u064B(?=ى$)/, '\u064E')
    .replace(/وُا$/, 'وْا') // "دَعَوُا" joins the next word with a damma; at a pause the waw is "aw"

    .replace(/[\u064B-\u0652]+$/, (marks) => marks.replace(/[^\u0651]/g, ''));
}

/** Splits a vowelled text into the modern-spelling pausal words the lexicon is made of. */
export function corpusWords(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/)) {
    const modern = token && uthmaniToModern(token);
    if (modern) words.push(toPausal(modern));
  }
  return words;
}

/** The lexicon as a list of vowelled words, most frequent first (the order breaks ties at lookup). */
export function buildLexicon(
  texts: Iterable<string>,
  { minCount, minShare }: LexiconOptions,
): string[] {
  const bySpelling = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const word of corpusWords(text)) {
      const spelling = stripHarakat(word);
      const forms = bySpelling.get(spelling) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      bySpelling.set(spelling, forms);
    }
  }
  const entries: { form: string; total: number }[] = [];
  for (const forms of bySpelling.values()) {
    let best = '';
    let bestCount = 0;
    let total = 0;
    for (const [form, count] of forms) {
      total += count;
      if (count > bestCount || (count === bestCount && form < best))
        [best, bestCount] = [form, count];
    }
    if (total >= minCount && bestCount >= minShare * total) entries.push({ form: best, total });
  }
  entries.sort((a, b) => b.total - a.total || (a.form < b.form ? -1 : 1));
  return entries.map((e) => e.form);
}
