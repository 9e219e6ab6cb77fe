import { percent, type EvaluationSuite, type SuiteReport } from './suite.js';
import { describeError, scoreReadings, type ScoredWord } from './word-scores.js';

/**
 * Whole realistic paragraphs as typed: every word of the reference reading is heard against the
 * front end's (espeak-ng's phonemes, each word alone); a missing word or one with other letters is
 * wrong. The words read wrong are listed.
 */
function rowFor(label: string, words: readonly ScoredWord[]): (string | number)[] {
  return [
    label,
    words.length,
    percent(words.filter((w) => w.bareRight && w.said).length, words.length),
    percent(words.filter((w) => w.right).length, words.length),
  ];
}

export const paragraphSuite: EvaluationSuite = {
  name: 'paragraphs',
  async run(material, judge, { showErrors }): Promise<SuiteReport> {
    const words = await scoreReadings(material.paragraphs, judge);
    const wrong = words.filter((w) => !w.right);
    const right = words.length - wrong.length;
    const showAll = process.argv.includes('--all-errors');
    return {
      title: `Paragraphs (${material.split}): ${material.paragraphs.length} paragraphs, words pronounced right`,
      columns: ['paragraph', 'words', 'bare letters right', 'ours right'],
      rows: [
        ...(showErrors
          ? material.paragraphs.map((p, i) =>
              rowFor(
                `${i + 1} ${p.domain}`,
                words.filter((w) => w.reading === i),
              ),
            )
          : []),
        rowFor('all', words),
      ],
      notes: [
        'bare letters right: the reference word said alone from its bare letters by espeak-ng (when the output has its letters).',
        ...(showErrors
          ? [
              `Words read wrong${showAll ? '' : ' (first 30; --all-errors lists all)'}:`,
              ...wrong
                .slice(0, showAll ? wrong.length : 30)
                .map((w) => `  ${w.reading + 1}: ${describeError(w)}`),
            ]
          : []),
      ],
      figures: [
        {
          name: `${material.split} paragraphs: words pronounced right`,
          part: right,
          whole: words.length,
          bar: 0.97,
        },
      ],
    };
  },
};
