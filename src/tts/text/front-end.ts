import { expandAbbreviations } from './abbreviations.js';
import { defaultDiacritizer } from './diacritics/default-diacritizer.js';
import { hasReadableText, splitLanguageRuns } from './language-runs.js';
import { normalizeText } from './normalize.js';
import { readNumbers } from './numbers/read-numbers.js';

export type SpeechLanguage = 'ar' | 'en' | 'fr';
export interface TextRun {
  language: SpeechLanguage;
  text: string;
}

/**
 * Normalises, reads numbers/dates/currency as words, restores Arabic diacritics, splits into language runs.
 * Only Arabic runs are rewritten: numbers in English or French runs are left to that language's reader.
 */
export function prepareText(input: string): TextRun[] {
  return splitLanguageRuns(normalizeText(input)).map((run) =>
    run.language === 'ar' ? { language: 'ar', text: prepareArabic(run.text) } : run,
  );
}

/** Whether the caller's text gives the engines anything to say (see hasReadableText). */
export function hasSomethingToSay(input: string): boolean {
  return hasReadableText(normalizeText(input));
}

function prepareArabic(text: string): string {
  return defaultDiacritizer.diacritizeText(readNumbers(expandAbbreviations(text)));
}
