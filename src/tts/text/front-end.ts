import { expandAbbreviations } from './abbreviations.js';
import { defaultDiacritizer } from './diacritics/default-diacritizer.js';
import { hasReadableText, splitLanguageRuns, type TextRun } from './language-runs.js';
import { normalizeText } from './normalize.js';
import { readNumbers } from './numbers/read-numbers.js';
import { readLatinTerms } from './latin-terms.js';
import { readWebAddresses } from './web-addresses.js';
import { DEFAULT_READING, type ReadingOptions } from './reading-options.js';

export type { SpeechLanguage, TextRun } from './language-runs.js';

/**
 * Applies the caller's pronunciation dictionaries, cleans the text, turns the Latin terms of Arabic
 * sentences (addresses, acronyms, currency codes, hashtags) into Arabic words, splits it into language runs,
 * then (as the reading options allow) reads numbers/dates/currency as words and restores Arabic
 * diacritics. Only Arabic runs are rewritten: numbers in English or French runs are left to that
 * language's reader.
 */
export function prepareText(input: string, reading: ReadingOptions = DEFAULT_READING): TextRun[] {
  const written = reading.pronunciations ? reading.pronunciations.apply(input) : input;
  const cleaned = normalizeText(written);
  // Latin terms of an Arabic sentence become Arabic words before the split, or the English voice gets them.
  const text =
    reading.normalization === 'auto' ? readLatinTerms(readWebAddresses(cleaned)) : cleaned;
  return splitLanguageRuns(text).map((run) =>
    run.language === 'ar' ? { language: 'ar', text: prepareArabic(run.text, reading) } : run,
  );
}

/** The text as the engines receive it, runs joined: what `returnSpokenText` shows. */
export function spokenTextOf(runs: readonly TextRun[]): string {
  return runs.map((run) => run.text).join(' ');
}

/** Whether the caller's text gives the engines anything to say (see hasReadableText). */
export function hasSomethingToSay(input: string): boolean {
  return hasReadableText(normalizeText(input));
}

function prepareArabic(text: string, reading: ReadingOptions): string {
  const read = reading.normalization === 'auto' ? readNumbers(expandAbbreviations(text)) : text;
  return reading.diacritize === 'auto' ? defaultDiacritizer.diacritizeText(read) : read;
}
