/**
 * The Arabic reader's public API (README.md beside this file): a text in, the text each voice says
 * out, split into language runs, each word of it knowing what of the input it reads. Nothing here
 * knows the service that uses it.
 */
export {
  hasSomethingToSay,
  prepareText,
  spokenTextOf,
  type SpeechLanguage,
  type TextRun,
} from './front-end.js';
export { DEFAULT_READING, READING_MODES, type ReadingOptions } from './reading-options.js';
export {
  CompiledDictionary,
  PronunciationLexicon,
  type PronunciationRule,
} from './pronunciation-lexicon.js';
export { coveringSpan, wordSpans, type SourceSpan, type TracedWord } from './source-trace.js';
export { stripHarakat } from './arabic-script.js';
