/**
 * Measures the diacritiser on held-out verses: learn the lexicon from 90% of the corpus, strip the vowels
 * of the other 10%, restore them and compare word by word with the original (in pausal form, which is
 * what the lexicon produces). Run from the repository root after `npm run build`:
 * `node dist/scripts/lexicon-coverage.js`.
 */
import { stripHarakat } from '../src/arabic/index.js';
import {
  buildLexicon,
  corpusWords,
  Diacritizer,
  isHeldOut,
  LEXICON_MIN_COUNT,
  LEXICON_MIN_SHARE,
  loadCorpusVerses,
} from '../src/arabic/lexicon-tools.js';

const verses = loadCorpusVerses();
const training = verses.filter((_, i) => !isHeldOut(i));
const heldOut = verses.filter((_, i) => isHeldOut(i));
const diacritizer = new Diacritizer(
  buildLexicon(training, { minCount: LEXICON_MIN_COUNT, minShare: LEXICON_MIN_SHARE }),
);

let tokens = 0;
let covered = 0;
let exact = 0;
for (const verse of heldOut) {
  for (const gold of corpusWords(verse)) {
    tokens += 1;
    const bare = stripHarakat(gold);
    const restored = diacritizer.diacritizeWord(bare);
    if (restored !== bare) covered += 1;
    if (restored === gold) exact += 1;
  }
}
const pct = (n: number) => `${((100 * n) / tokens).toFixed(1)}%`;
console.log(`lexicon entries (90% training split): ${diacritizer.size}`);
console.log(`held-out verses: ${heldOut.length}, words: ${tokens}`);
console.log(
  `token coverage: ${pct(covered)}, exact vowelling: ${pct(exact)}, exact among covered: ${((100 * exact) / covered).toFixed(1)}%`,
);
