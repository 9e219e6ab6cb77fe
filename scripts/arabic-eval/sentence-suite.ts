import { percent, type EvaluationSuite, type SuiteReport } from './suite.js';
import { describeError, scoreReadings, type ScoredWord } from './word-scores.js';
import { withoutMarks } from './words.js';

/**
 * Short vowels on modern text: each hand-vowelled sentence is stripped of its marks and read by the
 * front end; content words given vowels are counted, and every word is heard against the reference
 * (ours, and bare letters as espeak-ng reads them alone).
 */
function rowFor(label: string, words: readonly ScoredWord[]): (string | number)[] {
  const content = words.filter((w) => w.content);
  const vowelled = content.filter((w) => w.vowelled);
  const arabic = words.filter((w) => w.reference.arabic);
  return [
    label,
    content.length,
    percent(vowelled.length, content.length),
    percent(vowelled.filter((w) => w.right).length, vowelled.length),
    percent(arabic.filter((w) => w.bareRight).length, arabic.length),
    percent(arabic.filter((w) => w.right).length, arabic.length),
    arabic.filter((w) => w.bareRight && !w.right).length,
  ];
}

export const sentenceSuite: EvaluationSuite = {
  name: 'sentences',
  async run(material, judge, { showErrors }): Promise<SuiteReport> {
    const words = await scoreReadings(
      material.sentences.map((s) => ({
        domain: s.domain,
        input: withoutMarks(s.vowelled),
        spoken: s.vowelled,
      })),
      judge,
    );
    const domains = [...new Set(words.map((w) => w.domain))];
    const content = words.filter((w) => w.content);
    const vowelled = content.filter((w) => w.vowelled);
    const worse = words.filter((w) => w.reference.arabic && w.bareRight && !w.right);
    const wrong = vowelled.filter((w) => !w.right && !worse.includes(w));
    return {
      title: `Short vowels on vowelled sentences (${material.split}): ${material.sentences.length} sentences, ${domains.length} domains`,
      columns: [
        'domain',
        'content words',
        'vowelled',
        'right',
        'sound bare',
        'sound ours',
        'worse',
      ],
      rows: [
        ...(showErrors
          ? domains.map((d) =>
              rowFor(
                d,
                words.filter((w) => w.domain === d),
              ),
            )
          : []),
        rowFor('all', words),
      ],
      notes: [
        'vowelled: content words the front end gave vowels; right: of those, sounding like the reference;',
        'sound: every word said alone, bare letters vs ours; worse: right bare, wrong with our vowels.',
        ...(showErrors
          ? [
              ...worse
                .slice(0, 10)
                .map((w) => `  worse than bare: ${describeError(w)} (sentence ${w.reading + 1})`),
              ...wrong
                .slice(0, 10)
                .map((w) => `  wrong vowels:    ${describeError(w)} (sentence ${w.reading + 1})`),
            ]
          : []),
      ],
      figures: [
        {
          name: `${material.split} sentences: content words vowelled`,
          part: vowelled.length,
          whole: content.length,
          bar: 0.75,
        },
        {
          name: `${material.split} sentences: vowelled words right`,
          part: vowelled.filter((w) => w.right).length,
          whole: vowelled.length,
          bar: 0.97,
        },
        {
          name: `${material.split} sentences: words made worse than bare espeak-ng`,
          part: worse.length,
          whole: words.length,
        },
      ],
    };
  },
};
