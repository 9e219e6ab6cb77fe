/**
 * Joining vowelled words the way espeak-ng reads them. Its letter rules mis-say a few standard
 * spellings, so the number reader writes those as the spellings it reads right.
 */

const SUN_LETTERS = 'تثدذرزسشصضطظلن';

/** "وَ" before a word: a word opening on "اِ" (اِثْنَان) takes a wasla, or espeak-ng says "wa:-ithnān". */
export function withWa(word: string): string {
  return `وَ${word.replace(/^اِ/, 'ٱ')}`;
}

/** Number parts joined by "و": "مِئَة وَخَمْسَة وَعِشْرُون". */
export function joinWithWa(parts: readonly string[]): string {
  return parts.map((part, i) => (i === 0 ? part : withWa(part))).join(' ');
}

/**
 * The definite form of a vowelled word. At the start of a word espeak-ng doubles a sun letter after
 * the article by itself (a written shadda makes it say the letter three times); after a prefix such as
 * "وَ" it needs the shadda, written before the vowel as it reads it.
 */
export function definite(word: string, afterPrefix = false): string {
  const first = word[0];
  if (!afterPrefix || !SUN_LETTERS.includes(first)) return `ال${word}`;
  return `ال${first}\u0651${word.slice(1)}`;
}

/** The forms a counted noun or scale word takes besides its singular and plural. */
export interface Declension {
  dualNominative: string;
  dualOblique: string;
  /** After 11-99; a noun in ة keeps its pausal form there ("خَمْسَ عَشْرَة دَقِيقَة"). */
  accusative: string;
}

/** "دُولَار" -> "دُولَارَان", "دُولَارَيْن", "دُولَارًا"; "سَاعَة" -> "سَاعَتَان", "سَاعَتَيْن", "سَاعَة". */
export function declension(singular: string): Declension {
  if (singular.endsWith('ة')) {
    const stem = singular.slice(0, -1);
    return { dualNominative: `${stem}تَان`, dualOblique: `${stem}تَيْن`, accusative: singular };
  }
  return {
    dualNominative: `${singular}َان`,
    dualOblique: `${singular}َيْن`,
    accusative: `${singular}ًا`,
  };
}
