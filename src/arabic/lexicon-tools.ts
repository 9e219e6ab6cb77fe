/**
 * The reader's second entry point, for the scripts that build and measure its lexicons
 * (scripts/build-lexicon.ts, scripts/lexicon-coverage.ts): never used while reading.
 */
export { Diacritizer } from './diacritics/diacritizer.js';
export { buildLexicon, corpusWords } from './diacritics/lexicon-builder.js';
export { parseModernAlternatives, parseModernLexicon } from './diacritics/modern-lexicon.js';
export { writeFeminineEnding } from './diacritics/feminine-ending.js';
export { speakableForm } from './diacritics/speakable-form.js';
export {
  CORPUS_PACKAGE,
  LEXICON_MIN_COUNT,
  LEXICON_MIN_SHARE,
  isHeldOut,
  loadCorpusVerses,
} from './diacritics/lexicon-corpus.js';
export {
  AMBIGUOUS_SPELLINGS,
  NOUN_READINGS,
  withoutAmbiguousSpellings,
} from './diacritics/ambiguous-spellings.js';
export { FUNCTION_WORDS } from './diacritics/function-words.js';
