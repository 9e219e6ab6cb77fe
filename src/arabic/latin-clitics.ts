/**
 * The Arabic proclitics a writer puts on a Latin word: the article (الـbackend), a preposition or
 * conjunction (لـGoogle، بـiPhone، وTwitter), or both (بالـAPI، والـiPhone، للـSEO). Cut from the Latin
 * word, their letters alone would be read as other words (بال "mind", آل "family of") or as letter
 * names (ل "lām"), so they are written out as the syllables they are: the article's alif silent after a
 * clitic (alif wasla, the spelling espeak-ng reads without a long a) and said "al" alone.
 */

/** A clitic group as typed (no marks, tatweel gone): [و|ف] [ب|ك] ال, [و|ف] لل, or the letters alone. */
export const LATIN_CLITICS = '(?:[وف]?[بك]?ال|[وف]?لل|[وف]?[بكل]|[وف])';

/**
 * The clitic groups that may also be typed apart from the Latin word (الـ API, the tatweel gone, is
 * ال API): those that are no Arabic word. بال، فال، كال، وبال are words too ("mind", "omen", "ruin").
 */
export const LONE_LATIN_CLITICS = '(?:و?ال|[وف]?لل|[وف]?[بكل]|[وف])';

const CLITIC_VOWEL: Record<string, string> = {
  و: 'وَ',
  ف: 'فَ',
  ب: 'بِ',
  ك: 'كَ',
  ل: 'لِ',
};

/**
 * The clitic group `group` vowelled as said before a Latin word, or undefined when it is not one:
 * ال -> اَلْ, وال -> وَٱلْ, بال -> بِٱلْ, لل -> لِلْ, ل -> لِ, وب -> وَبِ.
 */
export function vowelledClitics(group: string): string | undefined {
  if (!new RegExp(`^${LATIN_CLITICS}$`).test(group)) return undefined;
  if (group === 'ال') return 'اَلْ';
  // After و، ف، ب، ك the article's alif is wasla (وَٱلْ); لل is li- and the article's lam (لِلْ).
  let [letters, article] = [group, ''];
  if (group.endsWith('ال')) [letters, article] = [group.slice(0, -2), 'ٱلْ'];
  else if (group.endsWith('لل')) [letters, article] = [group.slice(0, -1), 'لْ'];
  return [...letters].map((letter) => CLITIC_VOWEL[letter]).join('') + article;
}
