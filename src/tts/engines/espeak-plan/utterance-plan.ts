import {
  applyDialectToPhonemes,
  dialectProsody,
  dialectRewritesPhonemes,
  type DialectId,
} from '../../dialects/dialects.js';
import type { SynthesisTake } from '../../ports/speech-synthesizer.js';
import { wordSpans, type SpeechLanguage, type TextRun } from '../../../arabic/index.js';
import { splitSentences, type Clause, type Sentence } from './clauses.js';
import { sentenceSettings, type EspeakSettings } from './espeak-prosody.js';

/** espeak-ng always renders at this rate. */
export const ESPEAK_SAMPLE_RATE = 22050;

/** espeak-ng voice per front-end language; the speaker variant is laid over each of them. */
const ESPEAK_LANGUAGE: Record<SpeechLanguage, string> = { ar: 'ar', en: 'en', fr: 'fr' };

/** One sentence for espeak-ng: the language voice, the text or `[[phonemes]]`, and its prosody. */
export interface Utterance {
  language: string;
  input: string;
  settings: EspeakSettings;
  /** What each word of `input` reads, so espeak-ng's word events can be placed in the take. */
  readings: InputReading[];
}

/** A stretch of an utterance's input and the words of the take's runs it reads. */
export interface InputReading {
  /** Offsets in `Utterance.input`, end excluded. */
  start: number;
  end: number;
  /** Index into the take's runs, and the first and last of that run's words read. */
  run: number;
  firstWord: number;
  lastWord: number;
}

/**
 * espeak-ng's Arabic reading of each clause, in the plain mnemonic notation it accepts back
 * inside [[ ]]; an empty string when it has none. Each engine build runs this its own way.
 */
export type ArabicPhonemizer = (clauses: string[], signal?: AbortSignal) => Promise<string[]>;

interface PlannedSentence {
  language: SpeechLanguage;
  sentence: Sentence;
  run: TextRun;
  runIndex: number;
}

/**
 * What espeak-ng should say for a take, sentence by sentence. Arabic in a regional dialect goes
 * text -> phonemes -> dialect rules -> phonemes, so a dialect changes what is pronounced, not
 * only how fast; MSA Arabic, English and French are read from text, each by espeak-ng's own
 * language voice.
 */
export async function planUtterances(
  take: SynthesisTake,
  phonemize: ArabicPhonemizer,
  signal?: AbortSignal,
): Promise<Utterance[]> {
  const planned: PlannedSentence[] = take.runs.flatMap((run, runIndex) =>
    splitSentences(run.text).map((sentence) => ({
      language: run.language,
      sentence,
      run,
      runIndex,
    })),
  );
  if (planned.length === 0) return [];

  const accent = phonemeRewritingDialect(take.dialect);
  const phonemeInputs = accent
    ? await arabicPhonemeInputs(planned, accent, phonemize, signal)
    : undefined;
  return planned.map(({ language, sentence, run, runIndex }, index) => {
    const isArabic = language === 'ar';
    const dialect = isArabic && take.dialect ? dialectProsody(take.dialect) : undefined;
    let input = '';
    const readings: InputReading[] = [];
    for (const clause of sentence.clauses) {
      const phonemes = isArabic ? phonemeInputs?.get(clause) : undefined;
      if (input) input += ' ';
      const words = wordsOfClause(run, clause);
      readings.push(
        ...(phonemes
          ? phonemeReadings(phonemes, input.length, runIndex, words)
          : textReadings(clause, input.length, runIndex, run, words)),
      );
      input += phonemes ?? plainText(clause);
    }
    return {
      language: ESPEAK_LANGUAGE[language],
      input,
      readings,
      settings: sentenceSettings(
        sentence,
        index,
        take.voice.variant,
        take.quality.delivery,
        dialect,
      ),
    };
  });
}

/**
 * `[[phonemes]]` plus punctuation for each Arabic clause with the dialect's rules applied; a
 * clause espeak-ng could not phonemise as Arabic alone is left out, to be read as text.
 */
async function arabicPhonemeInputs(
  planned: readonly PlannedSentence[],
  dialect: DialectId,
  phonemize: ArabicPhonemizer,
  signal?: AbortSignal,
): Promise<Map<Clause, string>> {
  const clauses = planned
    .filter((item) => item.language === 'ar')
    .flatMap((item) => item.sentence.clauses);
  const inputs = new Map<Clause, string>();
  if (clauses.length === 0) return inputs;
  const phonemes = await phonemize(
    clauses.map((clause) => clause.text),
    signal,
  );
  clauses.forEach((clause, index) => {
    const reading = phonemes[index];
    // espeak-ng switched language inside the clause (say, Latin letters the front end kept in
    // an Arabic run): its "(en)" markers are not phonemes, so let espeak-ng read the text.
    if (!reading || /\([a-z-]+\)/.test(reading)) return;
    inputs.set(
      clause,
      `[[${applyDialectToPhonemes(reading, dialect, clause.text)}]]${clause.punctuation}`,
    );
  });
  return inputs;
}

/**
 * The dialect when it changes what espeak-ng pronounces. Without a dialect, or for `msa`
 * (espeak-ng's own reading: no phoneme rules), the text -> phonemes -> audio round trip gives
 * the same speech as reading the text, at the cost of a second pass through the engine.
 */
function phonemeRewritingDialect(dialect: DialectId | null): DialectId | undefined {
  return dialect !== null && dialectRewritesPhonemes(dialect) ? dialect : undefined;
}

/**
 * Clause text for espeak-ng to read itself; "[[" would otherwise switch it to phoneme input. Two
 * spaces stand for it, so the text keeps its offsets.
 */
function plainText(clause: Clause): string {
  return `${clause.text.replace(/\[\[|\]\]/g, '  ')}${clause.punctuation}`;
}

/** Indices of the run's words the clause holds (a word written across a comma counts in both). */
function wordsOfClause(run: TextRun, clause: Clause): number[] {
  const end = clause.start + clause.text.length;
  return run.words.flatMap((word, index) =>
    word.end > clause.start && word.start < end ? [index] : [],
  );
}

/** A clause read as text: each of its words where it stands in the input. */
function textReadings(
  clause: Clause,
  at: number,
  runIndex: number,
  run: TextRun,
  words: readonly number[],
): InputReading[] {
  const end = clause.start + clause.text.length;
  return words.map((index) => {
    const word = run.words[index];
    return {
      start: at + Math.max(word.start, clause.start) - clause.start,
      end: at + Math.min(word.end, end) - clause.start,
      run: runIndex,
      firstWord: index,
      lastWord: index,
    };
  });
}

/**
 * A clause read as `[[phonemes]]`: espeak-ng gives one phoneme word per written word, so they
 * pair in order; should the counts differ, every phoneme word reads the whole clause.
 */
function phonemeReadings(
  input: string,
  at: number,
  runIndex: number,
  words: readonly number[],
): InputReading[] {
  const phonemeWords = wordSpans(input.slice(2, input.lastIndexOf(']]')));
  const paired = phonemeWords.length === words.length;
  return phonemeWords.map((span, index) => ({
    start: at + 2 + span.start,
    end: at + 2 + span.end,
    run: runIndex,
    firstWord: paired ? words[index] : words[0],
    lastWord: paired ? words[index] : words[words.length - 1],
  }));
}
