import { expandAbbreviations } from './abbreviations.js';
import { defaultDiacritizer } from './diacritics/default-diacritizer.js';
import { SENTENCE_END } from './diacritics/sentence-cues.js';
import { hasReadableText, splitLanguageRuns, type LanguageRun } from './language-runs.js';
import { normalizeText } from './normalize.js';
import { readNumbers } from './numbers/read-numbers.js';
import { readLatinTerms } from './latin-terms.js';
import { completedByName } from './name-in-construct.js';
import { readWebAddresses } from './web-addresses.js';
import { DEFAULT_READING, type ReadingOptions } from './reading-options.js';
import { stripHarakat } from './arabic-script.js';
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
  return runsOf(joined, runs).map((run, i) =>
    run.language === 'ar'
      ? prepareArabic(run, reading, {
          name: wordsBeforeName(runs, i),
          before: runs[i - 1]?.text,
          after: runs[i + 1]?.text,
          wordBeforeName: wordsBeforeName(runs, i)?.split(/\s+/).at(-1),
          sentence: sentenceAround(runs, i),
        })
      : run,
  );
}

/**
 * A Latin name that Arabic words before it govern: a word or two ("Node", "Google Play"), or three
 * that each have a capital ("Samsung Galaxy S", "Apple Watch Series"), not an English phrase.
 */
const LATIN_NAME = /^\S+(?:\s\S+)?$|^(?:\S*[A-Z]\S*\s){2}\S*[A-Z]\S*$/;
/** The last Arabic words of a run (at most three), with nothing after them. */
const LAST_ARABIC_WORDS = /(?:^|\s)((?:[\u0621-\u0652]+\s+){0,2}[\u0621-\u0652]+)$/;

/**
 * The Arabic words before the Latin name that run `i` follows ("يتطلب التطبيق" in "يتطلب التطبيق
 * Android 12"), as typed: they govern the name, and the version number after it takes the name's
 * case. Undefined when run `i` does not follow such a name.
 */
function wordsBeforeName(runs: readonly LanguageRun[], i: number): string | undefined {
  const [before, name] = [runs[i - 2], runs[i - 1]];
  if (before?.language !== 'ar' || name === undefined || !LATIN_NAME.test(name.text)) return;
  return LAST_ARABIC_WORDS.exec(before.text)?.[1];
}

/** The last mark of a text that ends a sentence (sentence-cues.ts). */
const LAST_SENTENCE_END = new RegExp(`${SENTENCE_END.source}(?!.*${SENTENCE_END.source})`, 's');

/**
 * The Arabic runs of run `i`'s sentence before and after it, as typed, up to the sentence's ends: a
 * sentence with a Latin name in it is one sentence still, and what it says of its listener or its
 * speaker holds on both sides of the name (فعّل خدمة الـroaming قبل سفرك).
 */
function sentenceAround(
  runs: readonly LanguageRun[],
  i: number,
): { before: string[]; after: string[] } {
  const before: string[] = [];
  for (let k = i - 1; k >= 0; k--) {
    const ends = LAST_SENTENCE_END.exec(runs[k].text);
    if (runs[k].language === 'ar')
      before.unshift(ends ? runs[k].text.slice(ends.index + 1) : runs[k].text);
    if (ends) break;
  }
  const after: string[] = [];
  for (let k = i + 1; k < runs.length; k++) {
    const end = runs[k].text.search(SENTENCE_END);
    if (runs[k].language === 'ar') after.push(end < 0 ? runs[k].text : runs[k].text.slice(0, end));
    if (end >= 0) break;
  }
  return { before, after };
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

/** What comes before an Arabic run in the sentence. */
interface RunContext {
  /** The Arabic words before the Latin name the run follows (see wordsBeforeName). */
  name?: string;
  /** The text of the runs before and after it, in another language. */
  before?: string;
  after?: string;
  /** The last of `name`'s words. */
  wordBeforeName?: string;
  /** The Arabic runs of its sentence before and after it (see sentenceAround). */
  sentence?: { before: string[]; after: string[] };
}

function prepareArabic(run: TextRun, reading: ReadingOptions, context: RunContext): TextRun {
  let traced: TracedText = run;
  const step = (rewrite: (text: string) => string) => {
    traced = nextTrace(traced, rewrite(traced.text), reading);
  };
  if (reading.normalization === 'auto') {
    step(expandAbbreviations);
    step((text) => readNumbersAfter(context.name, text));
  }
  if (reading.diacritize === 'auto')
    step((text) => defaultDiacritizer.diacritizeText(text, context));
  return { language: 'ar', text: traced.text, words: traced.words };
}

/**
 * Reads the numbers of `text`, which follows a Latin name in the sentence: a number that opens it is
 * the name's version or model ("يتطلب Node 24"), and takes the case the words before the name give
 * the name (accusative after يتطلب, genitive after على). It is read after those words, and their
 * reading is kept only where it differs by case alone (أَرْبَعَة وَعِشْرِين for وَعِشْرُون): other
 * readings they could bring (a phone number after الهاتف, a time after الساعة) are not the name's.
 */
function readNumbersAfter(wordsBefore: string | undefined, text: string): string {
  if (wordsBefore === undefined || !/^\d/.test(text)) return readNumbers(text);
  // The name completes the noun before it in construct (بنظام Android 12، هاتف Galaxy S24): it is
  // genitive, as after a preposition, whether or not the number reader knows that noun.
  const wordBefore = wordsBefore.split(/\s+/).at(-1)!;
  const governing = completedByName(wordBefore) ? GENITIVE_GOVERNOR : wordsBefore;
  return readGovernedNumbers(governing, text);
}

/** Reads the numbers of `text`, the first one governed by `wordsBefore` (see readNumbersAfter). */
function readGovernedNumbers(wordsBefore: string, text: string): string {
  // The version counts nothing: "Python 3 ضرورية" is ثَلَاثَة, whatever the word after it is.
  const version = VERSION_THEN_WORDS.exec(text);
  if (version) {
    const [, number, space, rest] = version;
    return `${readGovernedNumbers(wordsBefore, number)}${space}${readNumbers(rest)}`;
  }
  const alone = readNumbers(text);
  const read = readNumbers(`${wordsBefore} ${text}`);
  if (!read.startsWith(`${wordsBefore} `)) return alone;
  const governed = read.slice(wordsBefore.length + 1);
  return caseless(governed) === caseless(alone) ? governed : alone;
}

/** A preposition: the number reader gives the number after it the genitive. */
const GENITIVE_GOVERNOR = 'في';

/** A version number, then the Arabic words of the sentence. */
const VERSION_THEN_WORDS = /^(\d{1,3}(?:\.\d{1,3})?)(\s+)(?=[\u0621-\u064A])([\s\S]*)$/;

/** Number words without marks and with nominative and oblique endings folded: their case removed. */
function caseless(text: string): string {
  return stripHarakat(text)
    .replace(/(?<=[\u0621-\u064A])(?:ون|ين|ان)(?![\u0621-\u064A])/g, 'ين')
    .replace(/(?<=اثن|اثنت)[اي](?![\u0621-\u064A])/g, 'ي');
}
