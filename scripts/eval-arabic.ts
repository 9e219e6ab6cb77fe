import { loadSplit, type Split } from './arabic-eval/eval-files.js';
import { EspeakPhonemes } from './arabic-eval/espeak-phonemes.js';
import { itemSuite } from './arabic-eval/item-suite.js';
import { paragraphSuite } from './arabic-eval/paragraph-suite.js';
import { sentenceSuite } from './arabic-eval/sentence-suite.js';
import { SoundJudge } from './arabic-eval/sounds.js';
import {
  percent,
  type EvaluationSuite,
  type Figure,
  type SuiteReport,
} from './arabic-eval/suite.js';

/**
 * `npm run eval:arabic`: runs the committed Arabic evaluation (eval/arabic/) through the real text
 * front end and espeak-ng's phonemes, dev split then test split, and prints one score table per suite
 * and the headline figures against the bars. It measures; it gates nothing.
 * The test split is shown as totals only; `--show-test-errors` quotes its items (only once the work
 * it measures is done). `--all-errors` lists every failing item instead of the worst.
 */

/** Every suite the evaluation runs, in order. */
const SUITES: EvaluationSuite[] = [itemSuite, sentenceSuite, paragraphSuite];
const SPLITS: Split[] = ['dev', 'test'];

function printReport(report: SuiteReport): void {
  const table = [report.columns, ...report.rows].map((row) => row.map(String));
  const widths = report.columns.map((_, c) => Math.max(...table.map((row) => row[c].length)));
  console.log(`\n${report.title}\n`);
  for (const [r, row] of table.entries()) {
    console.log(
      row
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
        .join('  '),
    );
    if (r === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log('');
  for (const note of report.notes) console.log(note);
}

function printSummary(figures: readonly Figure[]): void {
  console.log('\nSummary (the test split is the figure that counts)\n');
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    const bar =
      f.bar === undefined || f.whole === 0
        ? ''
        : `  bar ${percent(f.bar, 1)}: ${f.part >= f.bar * f.whole ? 'met' : 'not met'}`;
    console.log(
      `${f.name.padEnd(width)}  ${String(f.part).padStart(5)}/${String(f.whole).padEnd(5)} ${percent(f.part, f.whole).padStart(6)}${bar}`,
    );
  }
}

async function main(): Promise<void> {
  const judge = new SoundJudge(new EspeakPhonemes());
  const figures: Figure[] = [];
  for (const split of SPLITS) {
    const material = loadSplit(split);
    if (material.files === 0) {
      console.log(`\n(no ${split} files in eval/arabic/${split}/)`);
      continue;
    }
    const showErrors = split === 'dev' || process.argv.includes('--show-test-errors');
    for (const suite of SUITES) {
      const report = await suite.run(material, judge, { showErrors });
      printReport(report);
      figures.push(...report.figures);
    }
  }
  printSummary(figures);
}

await main();
