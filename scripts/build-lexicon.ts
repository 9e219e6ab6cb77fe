/**
 * Regenerates the diacritics data beside src/arabic/diacritics/: the lexicon learnt from the vowelled
 * Quran text of the `quran-json` devDependency and the modern vocabulary of modern-lexicon.txt, each
 * less the entries espeak-ng's own dictionary reads otherwise, the words of espeak-ng's dictionary the
 * diacritiser leaves to it (it reads them otherwise than any derived reading), and the list of words ending in ة that espeak-ng's
 * dictionary reads (both from its compiled dictionary). Needs Debian's espeak-ng. Run from the repository root:
 * `npm run build && node dist/scripts/build-lexicon.js`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildLexicon,
  CORPUS_PACKAGE,
  Diacritizer,
  LEXICON_MIN_COUNT,
  LEXICON_MIN_SHARE,
  loadCorpusVerses,
  parseModernAlternatives,
  parseModernLexicon,
  withoutAmbiguousSpellings,
} from '../src/arabic/lexicon-tools.js';
import { EspeakPhonemes } from './arabic-eval/espeak-phonemes.js';
import { agreeWithEspeak, derivedWordsEspeakReads, parseSpellingList } from './espeak-agreement.js';
import { readEspeakDictionaryWords } from './espeak-dictionary.js';

const directory = join(process.cwd(), 'src/arabic/diacritics');

/** `--check`: rebuild in memory and fail when a committed file's data differs (run by `npm test`). */
const checkOnly = process.argv.includes('--check');
const stale: string[] = [];

function writeWordList(name: string, header: Record<string, unknown>, words: string[]): void {
  const file = join(directory, name);
  // Laid out as Prettier formats JSON, so a rebuild leaves the committed files as they are.
  const content = `${JSON.stringify({ ...header, words }, null, 2)}\n`;
  if (!checkOnly) {
    writeFileSync(file, content);
    console.log(`wrote ${words.length} entries to ${file}`);
  } else if (!existsSync(file) || !sameJson(readFileSync(file, 'utf8'), content)) {
    stale.push(name);
  }
}

/** The same data, however it is laid out (the committed files are formatted by Prettier). */
function sameJson(committed: string, rebuilt: string): boolean {
  return JSON.stringify(JSON.parse(committed)) === JSON.stringify(JSON.parse(rebuilt));
}

async function main(): Promise<void> {
  const espeakWords = readEspeakDictionaryWords();
  const phonemes = new EspeakPhonemes();
  const learnt = buildLexicon(loadCorpusVerses(), {
    minCount: LEXICON_MIN_COUNT,
    minShare: LEXICON_MIN_SHARE,
  });
  const quran = await agreeWithEspeak(
    withoutAmbiguousSpellings(learnt),
    new Set(espeakWords),
    phonemes,
  );
  console.log(
    `${quran.dropped.length} entries dropped: espeak-ng's dictionary reads them otherwise`,
  );
  writeWordList(
    'diacritics-lexicon.json',
    {
      source: `${CORPUS_PACKAGE}@3.1.2 (Uthmani text of quranenc.com), converted to modern spelling, pausal forms`,
      licence: 'CC-BY-SA-4.0 (see README.md beside this file)',
      minCount: LEXICON_MIN_COUNT,
      minShare: LEXICON_MIN_SHARE,
    },
    quran.kept,
  );
  // Spellings espeak-ng's dictionary reads wrong (a reviewed list): their modern entries are kept.
  const misreads = parseSpellingList(readFileSync(join(directory, 'espeak-misreads.txt'), 'utf8'));
  const modern = await agreeWithEspeak(
    withoutAmbiguousSpellings(
      parseModernLexicon(readFileSync(join(directory, 'modern-lexicon.txt'), 'utf8')),
    ),
    new Set(espeakWords),
    phonemes,
    misreads,
  );
  const unused = [...misreads].filter((spelling) => !modern.overruled.includes(spelling));
  if (unused.length > 0) {
    console.log(
      `espeak-misreads.txt: no modern entry espeak-ng reads otherwise for ${unused.join('، ')}`,
    );
  }
  for (const [word, ours, theirs] of modern.dropped) {
    console.log(`modern word left to espeak-ng: ${word} [${ours}], espeak-ng says [${theirs}]`);
  }
  writeWordList(
    'modern-lexicon.json',
    {
      source:
        'modern-lexicon.txt, written for this project; words espeak-ng reads otherwise left out',
      licence: 'GPL-3.0-or-later',
    },
    modern.kept,
  );
  // A spelling's later vowellings in the list: only a caller's marks pick one (مُنْتِج after مُنْتَج).
  writeWordList(
    'modern-alternatives.json',
    {
      source:
        "modern-lexicon.txt, written for this project: the later vowellings of spellings listed twice, read only where a caller's marks pick them",
      licence: 'GPL-3.0-or-later',
    },
    withoutAmbiguousSpellings(
      parseModernAlternatives(readFileSync(join(directory, 'modern-lexicon.txt'), 'utf8')),
    ),
  );
  // A word espeak-ng reads itself still gives its clitics, endings and suffixes (وسيارته، السيارات),
  // which its dictionary does not hold.
  const stems = modern.dropped.map(([word]) => word);
  writeWordList(
    'modern-stems.json',
    {
      source:
        "modern-lexicon.txt, written for this project: the words espeak-ng's dictionary reads itself, kept only to derive their other forms",
      licence: 'GPL-3.0-or-later',
    },
    stems,
  );
  const derived = await derivedWordsEspeakReads(
    espeakWords,
    new Diacritizer(quran.kept, modern.kept, [], stems),
    phonemes,
    misreads,
  );
  writeWordList(
    'espeak-read-words.json',
    {
      source:
        "espeak-ng 1.51 ar_dict: its words that the diacritiser would vowel by derivation (a supposed hamza, clitics, endings, pronoun suffixes) and espeak-ng's dictionary reads otherwise",
      licence: 'GPL-3.0-or-later (espeak-ng data)',
    },
    derived,
  );
  writeWordList(
    'espeak-feminine-words.json',
    {
      source:
        'espeak-ng 1.51 ar_dict: its words ending in ة after a consonant, which it reads itself',
      licence: 'GPL-3.0-or-later (espeak-ng data)',
    },
    espeakWords.filter((word) => /[^اوي]ة$/.test(word)),
  );
  if (stale.length > 0) {
    console.error(
      `The committed lexicons differ from a rebuild: ${stale.join(', ')}. Run the build (node dist/scripts/build-lexicon.js) and commit the result.`,
    );
    process.exitCode = 1;
  } else if (checkOnly) {
    console.log('The committed lexicons are what the build makes of their sources.');
  }
}

await main();
