import { expandAbbreviations } from './abbreviations.js';
import { defaultDiacritizer } from './diacritics/default-diacritizer.js';
import { hasReadableText, splitLanguageRuns, type LanguageRun } from './language-runs.js';
import { normalizeText } from './normalize.js';
import { readNumbers } from './numbers/read-numbers.js';
import { readLatinTerms } from './latin-terms.js';
import { readWebAddresses } from './web-addresses.js';
import { DEFAULT_READING, type ReadingOptions } from './reading-options.js';
import { retrace, traceOf, traceSlice, type TracedText, type TracedWord } from './source-trace.js';

export type { SpeechLanguage } from './language-runs.js';

/** A run as the engines read it, each of its words knowing which characters of the caller's text it reads. */
export interface TextRun extends LanguageRun {
  /**
   * With `traceWords`: the whitespace-separated words of `text`, in order, each with what of the
   * input it reads (see source-trace.ts); otherwise empty.
   */
  words: TracedWord[];
}

/**
 * Applies the caller's pronunciation dictionaries, cleans the text, turns the Latin terms of Arabic
 * sentences (addresses, acronyms, currency codes, hashtags, ordinals, AM/PM, months) into Arabic
 * words, splits it into language runs, then (as the reading options allow) reads
 * numbers/dates/currency as words and restores Arabic diacritics. Only Arabic runs are rewritten: numbers in English or French runs are left to that
 * language's reader. With `traceWords`, every step is traced, so each word read knows what of
 * `input` it stands for.
 */
export function prepareText(input: string, reading: ReadingOptions = DEFAULT_READING): TextRun[] {
  let traced = startTrace(input, reading);
  const step = (rewrite: (text: string) => string) => {
    traced = nextTrace(traced, rewrite(traced.text), reading);
  };
  if (reading.pronunciations) step((text) => reading.pronunciations!.apply(text));
  step(normalizeText);
  // Latin terms of an Arabic sentence become Arabic words before the split, or the English voice gets them.
  if (reading.normalization === 'auto') step((text) => readLatinTerms(readWebAddresses(text)));
  const runs = splitLanguageRuns(traced.text);
  const joined = nextTrace(traced, runs.map((run) => run.text).join(' '), reading);
  return runsOf(joined, runs).map((run) =>
    run.language === 'ar' ? prepareArabic(run, reading) : run,
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

/** The runs, each with its words, out of their texts joined by single spaces. */
function runsOf(joined: TracedText, runs: readonly LanguageRun[]): TextRun[] {
  let offset = 0;
  return runs.map((run) => {
    const words = traceSlice(joined, offset, run.text);
    offset += run.text.length + 1;
    return { ...run, words };
  });
}

/** The input as the first step sees it: traced word by word, or not at all. */
function startTrace(input: string, reading: ReadingOptions): TracedText {
  return reading.traceWords ? traceOf(input) : { text: input, words: [] };
}

function nextTrace(previous: TracedText, next: string, reading: ReadingOptions): TracedText {
  return reading.traceWords ? retrace(previous, next) : { text: next, words: [] };
}

function prepareArabic(run: TextRun, reading: ReadingOptions): TextRun {
  let traced: TracedText = run;
  const step = (rewrite: (text: string) => string) => {
    traced = nextTrace(traced, rewrite(traced.text), reading);
  };
  if (reading.normalization === 'auto') {
    step(expandAbbreviations);
    step(readNumbers);
  }
  if (reading.diacritize === 'auto') step((text) => defaultDiacritizer.diacritizeText(text));
  return { language: 'ar', text: traced.text, words: traced.words };
}
