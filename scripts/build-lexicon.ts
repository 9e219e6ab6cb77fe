/**
 * Regenerates src/tts/text/diacritics/diacritics-lexicon.json from the vowelled Quran text of the
 * `quran-json` devDependency. Run from the repository root: `npm run build && node dist/scripts/build-lexicon.js`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLexicon } from '../src/tts/text/diacritics/lexicon-builder.js';
import {
  CORPUS_PACKAGE,
  LEXICON_MIN_COUNT,
  loadCorpusVerses,
} from '../src/tts/text/diacritics/lexicon-corpus.js';

const words = buildLexicon(loadCorpusVerses(), { minCount: LEXICON_MIN_COUNT });
const file = join(process.cwd(), 'src/tts/text/diacritics/diacritics-lexicon.json');
const data = {
  source: `${CORPUS_PACKAGE}@3.1.2 (Uthmani text of quranenc.com), converted to modern spelling, pausal forms`,
  licence: 'CC-BY-SA-4.0 (see README.md beside this file)',
  minCount: LEXICON_MIN_COUNT,
  words,
};
writeFileSync(file, `${JSON.stringify(data, null, 0).replace(/","/g, '",\n"')}\n`);
console.log(`wrote ${words.length} entries to ${file}`);
