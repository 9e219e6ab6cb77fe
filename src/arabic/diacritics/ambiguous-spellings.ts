import { stripHarakat } from '../arabic-script.js';

/**
 * Spellings with two common readings that no lexicon entry may settle out of context: the wrong one
 * would be worse than espeak-ng's own guess (diacritics/README.md). A past verb and its noun (علم
 * عِلْم / عَلِمَ / عُلِمَ، ولد وَلَد / وُلِدَ، قدم، فتح، وصف، شرب), active and passive (يعقد، يعرض، يقدر),
 * "I" and "she" (كتبت، قرأت), and nouns read two ways (حمل، مسيرة).
 */
export const AMBIGUOUS_SPELLINGS: ReadonlySet<string> = new Set([
  'علم',
  'كتب',
  'ولد',
  'حمل',
  'مسيرة',
  'قدم',
  'فتح',
  'تعلم',
  'وصف',
  'شرب',
  'يعقد',
  'يعرض',
  'يقدر',
  'كتبت',
  'قرأت',
]);

/** The entries whose bare spelling is not one of the ambiguous ones. */
export function withoutAmbiguousSpellings(entries: readonly string[]): string[] {
  return entries.filter((entry) => !AMBIGUOUS_SPELLINGS.has(stripHarakat(entry)));
}
