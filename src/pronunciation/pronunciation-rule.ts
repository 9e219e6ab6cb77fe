export type { PronunciationRule } from '../arabic/index.js';
