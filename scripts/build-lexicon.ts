/**
 * Regenerates the diacritics data beside src/tts/text/diacritics/: the lexicon learnt from the vowelled
 * Quran text of the `quran-json` devDependency, and the list of words ending in ة that espeak-ng's own
 * dictionary reads (read from its compiled dictionary). Run from the repository root:
 * `npm run build && node dist/scripts/build-lexicon.js`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLexicon } from '../src/tts/text/diacritics/lexicon-builder.js';
import {
  CORPUS_PACKAGE,
  LEXICON_MIN_COUNT,
  loadCorpusVerses,
} from '../src/tts/text/diacritics/lexicon-corpus.js';
import { readEspeakDictionaryWords } from './espeak-dictionary.js';

const directory = join(process.cwd(), 'src/tts/text/diacritics');

function writeWordList(name: string, header: Record<string, unknown>, words: string[]): void {
  const file = join(directory, name);
  writeFileSync(
    file,
    `${JSON.stringify({ ...header, words }, null, 0).replace(/","/g, '",\n"')}\n`,
  );
  console.log(`wrote ${words.length} entries to ${file}`);
}

writeWordList(
  'diacritics-lexicon.json',
  {
    source: `${CORPUS_PACKAGE}@3.1.2 (Uthmani text of quranenc.com), converted to modern spelling, pausal forms`,
    licence: 'CC-BY-SA-4.0 (see README.md beside this file)',
    minCount: LEXICON_MIN_COUNT,
  },
  buildLexicon(loadCorpusVerses(), { minCount: LEXICON_MIN_COUNT }),
);

writeWordList(
  'espeak-feminine-words.json',
  {
    source:
      'espeak-ng 1.51 ar_dict: its words ending in ة after a consonant, which it reads itself',
    licence: 'GPL-3.0-or-later (espeak-ng data)',
  },
  readEspeakDictionaryWords().filter((word) => /[^اوي]ة$/.test(word)),
);
