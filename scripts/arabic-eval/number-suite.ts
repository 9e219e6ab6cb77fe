import { speakableForm } from '../../src/tts/text/diacritics/speakable-form.js';
import { prepareText } from '../../src/tts/text/front-end.js';
import type { PhonemeReader } from './espeak-phonemes.js';
import { loadNumberItems, NUMBER_KINDS, TEXT_KINDS, type NumberItem } from './number-items.js';
import { isArabicWord, sameText, spokenWords, type SpokenWord } from './spoken-words.js';
import { percent, type EvaluationSuite, type SuiteReport } from './suite.js';

type TextVerdict = 'right' | 'acceptable' | 'wrong';

interface ScoredItem {
  item: NumberItem;
  spoken: string;
  text: TextVerdict;
  /** Every checked word sounds like the reference; false when the text is wrong. */
  audio: boolean;
  /** Checked words whose sound differs: "output [phonemes] ≠ reference [phonemes]". */
  soundErrors: string[];
}

/** The front end's reading of an item as one line: the text of every language run in order. */
export function frontEndReading(input: string): string {
  return prepareText(input)
    .map((run) => run.text)
    .join(' ');
}

async function scoreItem(item: NumberItem, phonemes: PhonemeReader): Promise<ScoredItem> {
  const spoken = frontEndReading(item.input);
  const output = spokenWords(spoken);
  const references = [item.expected, ...item.accept].map(spokenWords);
  const matching = references
    .map((reference, index) => ({ reference, index }))
    .filter(({ reference }) => sameText(reference, output));
  if (matching.length === 0) return { item, spoken, text: 'wrong', audio: false, soundErrors: [] };
  // Two readings may share their letters and differ in vowels ("خَمْسُمِئَة" / "خَمْسَمِئَة"): either sound is right.
  let soundErrors: string[] = [];
  for (const { reference } of matching) {
    const errors = await compareSounds(reference, output, phonemes);
    if (errors.length === 0) {
      soundErrors = [];
      break;
    }
    if (soundErrors.length === 0) soundErrors = errors;
  }
  return {
    item,
    spoken,
    text: matching[0].index === 0 ? 'right' : 'acceptable',
    audio: soundErrors.length === 0,
    soundErrors,
  };
}

async function compareSounds(
  reference: SpokenWord[],
  output: SpokenWord[],
  phonemes: PhonemeReader,
): Promise<string[]> {
  const indexes = reference
    .map((w, i) => (w.checked && isArabicWord(w.word) ? i : -1))
    .filter((i) => i >= 0);
  // References in the spelling the front end hands espeak-ng for any rightly vowelled word, so the
  // vowels are compared, not espeak-ng's letter rules (read as written, ثَمَانِيَ is [Tama:ni:a]).
  const spellings = indexes.map((i) => speakableForm(reference[i].word));
  const expected = await phonemes.read(spellings);
  const pausal = await phonemes.read(spellings.map(pausalSpelling));
  const actual = await phonemes.read(indexes.map((i) => output[i].word));
  return indexes
    .map((i, k) =>
      actual[k] === expected[k] || actual[k] === pausal[k]
        ? ''
        : `${output[i].word} [${actual[k]}] ≠ ${reference[i].word} [${expected[k]}]`,
    )
    .filter(Boolean);
}

/**
 * A final ة is "-at" in connected reading and "-a" at a pause; which one to say is the feminine-ending
 * rule's business, not the number reader's, so either sound of a reference word counts as right.
 */
function pausalSpelling(word: string): string {
  return word.replace(/\u064E?ة$/, '\u064Eه');
}

function rowFor(label: string, scored: ScoredItem[]): (string | number)[] {
  const right = scored.filter((s) => s.text === 'right').length;
  const acceptable = scored.filter((s) => s.text === 'acceptable').length;
  const audio = scored.filter((s) => s.audio).length;
  return [
    label,
    scored.length,
    right,
    acceptable,
    scored.length - right - acceptable,
    audio,
    percent(audio, scored.length),
  ];
}

/** Wrong text first, then wrong sound; within each, the order of the file. */
function worst(scored: ScoredItem[], count: number): string[] {
  const failing = [
    ...scored.filter((s) => s.text === 'wrong'),
    ...scored.filter((s) => s.text !== 'wrong' && !s.audio),
  ];
  return failing
    .slice(0, count)
    .flatMap((s) => [
      `  [${s.item.kind}] ${s.item.input}`,
      `      got:      ${s.spoken}`,
      s.text === 'wrong'
        ? `      expected: ${s.item.expected.replace(/[{}]/g, '')}`
        : `      sound:    ${s.soundErrors.join('; ')}`,
    ]);
}

export const numberReadingSuite: EvaluationSuite = {
  name: 'numbers',
  async run(phonemes): Promise<SuiteReport> {
    const items = loadNumberItems();
    const scored: ScoredItem[] = [];
    for (const item of items) scored.push(await scoreItem(item, phonemes));
    const ofKinds = (kinds: readonly string[]) => scored.filter((s) => kinds.includes(s.item.kind));
    const kindsPresent = [...NUMBER_KINDS, ...TEXT_KINDS];
    const numbers = ofKinds(NUMBER_KINDS);
    const showAll = process.argv.includes('--all-errors');
    return {
      title: `Numbers, dates, currency, times, units and symbols (${items.length} items)`,
      columns: ['kind', 'items', 'text right', 'acceptable', 'wrong', 'audio right', 'pass'],
      rows: [
        ...kindsPresent.map((kind) => rowFor(kind, ofKinds([kind]))),
        rowFor('numbers, dates, currency, times, units', numbers),
        rowFor('symbols, hashtags, addresses, acronyms', ofKinds(TEXT_KINDS)),
        rowFor('all', scored),
      ],
      notes: [
        'pass = text right or acceptable, and every checked word sounds like the reference.',
        showAll
          ? 'Every failing item:'
          : 'The ten worst (wrong text first; --all-errors lists all):',
        ...worst(scored, showAll ? scored.length : 10),
      ],
    };
  },
};
