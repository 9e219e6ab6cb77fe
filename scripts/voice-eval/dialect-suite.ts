import { pairsWithWritten } from '../../src/tts/dialects/dialect-words.js';
import { applyDialectToPhonemes, type DialectId } from '../../src/tts/dialects/dialects.js';
import { tokenizePhonemes } from '../../src/tts/dialects/phoneme-tokens.js';
import { phonemizeArabic } from '../../src/tts/engines/espeak-native/espeak-cli.js';
import { splitSentences } from '../../src/tts/engines/espeak-plan/clauses.js';
import { prepareText } from '../../src/arabic/index.js';
import { LEARNED_CASES, PAIRING_SENTENCES, RULE_CASES, type DialectCase } from './dialect-cases.js';

export type Verdict = 'right' | 'partial' | 'wrong';

export interface WordResult {
  written: string;
  expected: string;
  msa: string;
  said: string;
  verdict: Verdict;
}

export interface RuleResult {
  dialect: DialectId;
  rule: string;
  verdict: Verdict;
  words: WordResult[];
}

export interface LearnedResult {
  dialect: DialectId;
  /** Learned words the everyday rules changed, or that were not read in the formal register. */
  misread: WordResult[];
  of: number;
}

/** What a listener compares: the segments. Stress follows from them and differs between readers. */
const segments = (phonemes: string) => phonemes.replace(/[',%=]/g, '').trim();

/** Edit distance over phoneme tokens (dZ, t[, a: count as one). */
function distance(a: string, b: string): number {
  const [x, y] = [tokenizePhonemes(a), tokenizePhonemes(b)].map((t) => t.map((k) => k.text));
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[y.length];
}

/** Right when said as expected; partial when nearer to it than espeak-ng's MSA reading is. */
function judge(msa: string, said: string, expected: string): Verdict {
  if (said === expected) return 'right';
  return distance(said, expected) < distance(msa, expected) ? 'partial' : 'wrong';
}

/**
 * Every case word through the service's own path: the text front end, espeak-ng's Arabic
 * phonemes (the system binary the native engine runs), then the dialect's rules.
 */
async function readAll(
  cases: readonly (readonly [DialectId, DialectCase])[],
): Promise<WordResult[]> {
  const texts = cases.map(([, [written]]) =>
    prepareText(written)
      .map((run) => run.text)
      .join(' '),
  );
  const readings = await phonemizeArabic('', texts);
  return cases.map(([dialect, [written, expected]], i) => {
    const msa = segments(readings[i]);
    const said = segments(applyDialectToPhonemes(readings[i], dialect, texts[i]));
    return { written, expected, msa, said, verdict: judge(msa, said, expected) };
  });
}

/** Arabic clauses of the pairing sentences, as the engine plan splits them, and how many pair. */
async function pairing(): Promise<{ paired: number; clauses: number }> {
  const clauses = PAIRING_SENTENCES.flatMap((text) =>
    prepareText(text)
      .filter((run) => run.language === 'ar')
      .flatMap((run) => splitSentences(run.text).flatMap((s) => s.clauses.map((c) => c.text))),
  );
  const readings = await phonemizeArabic('', clauses);
  const paired = clauses.filter((clause, i) => pairsWithWritten(readings[i], clause)).length;
  return { paired, clauses: clauses.length };
}

export async function runDialectSuite(): Promise<{
  rules: RuleResult[];
  learned: LearnedResult[];
  pairing: { paired: number; clauses: number };
}> {
  const ruleWords = await readAll(
    RULE_CASES.flatMap(({ dialect, words }) => words.map((word) => [dialect, word] as const)),
  );
  let next = 0;
  const rules = RULE_CASES.map(({ dialect, rule, words }) => {
    const results = ruleWords.slice(next, (next += words.length));
    const rights = results.filter((r) => r.verdict === 'right').length;
    const wrongs = results.filter((r) => r.verdict === 'wrong').length;
    const verdict: Verdict =
      rights === results.length ? 'right' : wrongs === results.length ? 'wrong' : 'partial';
    return { dialect, rule, verdict, words: results };
  });
  const learnedEntries = [...LEARNED_CASES];
  const learnedWords = await readAll(
    learnedEntries.flatMap(([dialect, words]) => words.map((word) => [dialect, word] as const)),
  );
  next = 0;
  const learned = learnedEntries.map(([dialect, words]) => {
    const results = learnedWords.slice(next, (next += words.length));
    return { dialect, misread: results.filter((r) => r.verdict !== 'right'), of: words.length };
  });
  return { rules, learned, pairing: await pairing() };
}
