export type { PronunciationRule } from '../arabic/index.js';
import type { PronunciationRule } from '../arabic/index.js';

/** A dictionary's rules as one request reads them, with what changes whenever they do. */
export interface VersionedRules {
  /** The dictionary id and the time of its last change, to the microsecond. */
  version: string;
  rules: PronunciationRule[];
}
