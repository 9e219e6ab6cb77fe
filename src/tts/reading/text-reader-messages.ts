import type { ReadingOptions } from '../../arabic/index.js';
import type { VersionedRules } from '../../pronunciation/pronunciation-rule.js';
import type { ReadLines } from './read-lines.js';

/**
 * A request's reading controls and the dictionaries it named, as plain data: a message is copied
 * between threads, and the dictionaries are compiled (once per version) on the reader's threads.
 */
export type ReadingRequest = Omit<ReadingOptions, 'pronunciations'> & {
  dictionaries?: VersionedRules[];
};

/** What the reader's worker thread receives. */
export interface ReadJob {
  texts: string[];
  reading: ReadingRequest;
}

/** What it returns. */
export type ReadResult = ReadLines;
