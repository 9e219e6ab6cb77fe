import { alignWords } from './align.js';
import type { EvalItem } from './eval-files.js';
import { frontEndReading } from './front-end-reading.js';
import type { SoundJudge } from './sounds.js';
import { percent, type EvaluationSuite, type SuiteReport } from './suite.js';
import { LATIN_LETTER_NAMES, readWords, sameText, type ReadWord } from './words.js';

type TextVerdict = 'right' | 'acceptable' | 'wrong';

interface ScoredItem {
  item: EvalItem;
  output: string;
  text: TextVerdict;
  /** The text is right or acceptable and every key word of that reading sounds like the output's. */
  audio: boolean;
  /** The same, for every word of the reading. */
  everyWord: boolean;
  /** Words of the closest reading that are missing, other words, or said otherwise. */
  wrongWords: string[];
}

interface WrongWord {
  /** Index of the word in its reading. */
  at: number;
  what: string;
}

/**
 * Items: a short text read whole. Its text is right when the output says the reference's words (by
 * their letters), acceptable when it says an `accept` reading's; its audio is right when, besides,
 * each vowelled key word of that reading sounds like the output's word (SoundJudge). The key words
 * are those the reader had to produce, not found by their letters among the input's words (a number,
 * a symbol, an abbreviation written out); an item all of whose words are typed (caller marks,
 * clitics, context) has every word as a key word.
 */
async function scoreItems(items: readonly EvalItem[], judge: SoundJudge): Promise<ScoredItem[]> {
  const read = items.map((item) => {
    const output = frontEndReading(item.input);
    const readings = [item.spoken, ...item.accept].map(readWords);
    const outputWords = readWords(output);
    const paired = readings.map((reading) => alignWords(reading, outputWords));
    const typed = readWords(item.input).flatMap((w) => w.skeletons);
    const keys = readings.map((reading) => keyWords(reading, typed));
    return { item, output, outputWords, readings, paired, keys };
  });
  await judge.learn(
    read.flatMap(({ readings, paired, outputWords }) =>
      readings.flatMap((reading, r) => soundPairs(reading, paired[r], outputWords)),
    ),
  );
  return read.map(({ item, output, outputWords, readings, paired, keys }) => {
    const errors = readings.map((reading, r) => wrongWords(reading, paired[r], outputWords, judge));
    const keyErrors = errors.map((e, r) => e.filter(({ at }) => keys[r].has(at)));
    const saysText = readings.map((reading) => sameText(reading, outputWords));
    const textMatch = saysText.indexOf(true);
    const closest = errors.reduce((best, e, r) => (e.length < errors[best].length ? r : best), 0);
    return {
      item,
      output,
      text: textMatch < 0 ? 'wrong' : textMatch === 0 ? 'right' : 'acceptable',
      audio: saysText.some((says, r) => says && keyErrors[r].length === 0),
      everyWord: saysText.some((says, r) => says && errors[r].length === 0),
      wrongWords: errors[closest].map(({ at, what }) =>
        keys[closest].has(at) ? `${what} (key)` : what,
      ),
    };
  });
}

/** Indexes of a reading's key words: those whose letters the input does not have (or all). */
function keyWords(reading: readonly ReadWord[], typed: readonly string[]): Set<number> {
  const produced = reading
    .map((word, i) => (word.skeletons.some((s) => typed.includes(s)) ? -1 : i))
    .filter((i) => i >= 0);
  return new Set(produced.length > 0 ? produced : reading.map((_, i) => i));
}

/** The reference and output spellings whose sounds are compared. */
function soundPairs(
  reading: readonly ReadWord[],
  paired: readonly number[],
  output: readonly ReadWord[],
): [string, string][] {
  return reading.flatMap((word, i): [string, string][] =>
    soundChecked(word) && paired[i] >= 0 && output[paired[i]].arabic
      ? [[word.written, output[paired[i]].written]]
      : [],
  );
}

/** Vowelled Arabic words and spelled-out Latin capitals are heard; unvowelled words only read. */
function soundChecked(word: ReadWord): boolean {
  return word.vowelled || word.written in LATIN_LETTER_NAMES;
}

/** The words of a reading the output misses, replaces or says otherwise. */
export function wrongWords(
  reading: readonly ReadWord[],
  paired: readonly number[],
  output: readonly ReadWord[],
  judge: SoundJudge,
): WrongWord[] {
  return reading.flatMap((word, at) => {
    const said = paired[at] >= 0 ? output[paired[at]] : undefined;
    if (!said) return [{ at, what: `${word.written} (missing)` }];
    if (!word.skeletons.some((s) => said.skeletons.includes(s)))
      return [{ at, what: `${said.written} ≠ ${word.written}` }];
    if (soundChecked(word) && said.arabic && !judge.alike(word.written, said.written))
      return [{ at, what: `${said.written} ≠ ${word.written} (sound)` }];
    return [];
  });
}

function rowFor(label: string, scored: readonly ScoredItem[]): (string | number)[] {
  const right = scored.filter((s) => s.text === 'right').length;
  const acceptable = scored.filter((s) => s.text === 'acceptable').length;
  const audio = scored.filter((s) => s.audio).length;
  const everyWord = scored.filter((s) => s.everyWord).length;
  return [
    label,
    scored.length,
    right,
    acceptable,
    scored.length - right - acceptable,
    percent(right + acceptable, scored.length),
    audio,
    percent(audio, scored.length),
    percent(everyWord, scored.length),
  ];
}

/** Wrong text first, then wrong sound; fewer wrong words first within each, then file order. */
export function worstItems(scored: readonly ScoredItem[], count: number): string[] {
  const rank = (s: ScoredItem) => (s.text === 'wrong' ? 0 : 1);
  return scored
    .filter((s) => !s.audio)
    .map((s, order) => ({ s, order }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.order - b.order)
    .slice(0, count)
    .flatMap(({ s }) => [
      `  [${s.item.class}] ${s.item.input}`,
      `      got:      ${s.output}`,
      `      expected: ${s.item.spoken}`,
      `      wrong:    ${s.wrongWords.join('; ')}`,
    ]);
}

export const itemSuite: EvaluationSuite = {
  name: 'items',
  async run(material, judge, { showErrors }): Promise<SuiteReport> {
    const scored = await scoreItems(material.items, judge);
    const classes = [...new Set(scored.map((s) => s.item.class))];
    const pass = scored.filter((s) => s.audio).length;
    const readable = scored.filter((s) => s.text !== 'wrong').length;
    const showAll = process.argv.includes('--all-errors');
    return {
      title: `Items (${material.split}): numbers, dates, symbols, units, code-switching, marks, clitics, context — ${scored.length} items, ${new Set(scored.map((s) => s.item.domain)).size} domains`,
      columns: [
        'class',
        'items',
        'right',
        'acceptable',
        'wrong',
        'text ok',
        'audio ok',
        'pass',
        'every word',
      ],
      rows: [
        ...classes.map((c) =>
          rowFor(
            c,
            scored.filter((s) => s.item.class === c),
          ),
        ),
        rowFor('all', scored),
      ],
      notes: [
        'text ok = right or acceptable by letters; pass = text ok and every key word (produced by the reader,',
        'or every word when all are typed) sounds like the reading; every word = the same for all its words.',
        ...(showErrors
          ? [
              showAll
                ? 'Every failing item:'
                : 'The ten worst (wrong text first; --all-errors lists all):',
              ...worstItems(scored, showAll ? scored.length : 10),
            ]
          : []),
      ],
      figures: [
        {
          name: `${material.split} items: text right or acceptable`,
          part: readable,
          whole: scored.length,
        },
        {
          name: `${material.split} items: text and every word heard right`,
          part: scored.filter((s) => s.everyWord).length,
          whole: scored.length,
        },
        {
          name: `${material.split} items: text and key words heard right`,
          part: pass,
          whole: scored.length,
          bar: 0.95,
        },
      ],
    };
  },
};
