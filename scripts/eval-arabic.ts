import { EspeakPhonemes } from './arabic-eval/espeak-phonemes.js';
import { numberReadingSuite } from './arabic-eval/number-suite.js';
import type { EvaluationSuite, SuiteReport } from './arabic-eval/suite.js';
import { vowelSuite } from './arabic-eval/vowel-suite.js';

/**
 * `npm run eval:arabic`: runs the committed Arabic evaluation through the real text front end and
 * espeak-ng's phonemes and prints one score table per suite. It measures; it gates nothing.
 * `--all-errors` lists every failing item instead of the ten worst.
 */

/** Every suite the evaluation runs, in order. */
const SUITES: EvaluationSuite[] = [numberReadingSuite, vowelSuite];

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

async function main(): Promise<void> {
  const phonemes = new EspeakPhonemes();
  for (const suite of SUITES) printReport(await suite.run(phonemes));
}

await main();
