import type { ReadingOptions } from '../../arabic/index.js';
import type { VersionedRules } from '../../pronunciation/pronunciation-rule.js';
import type { Alignment, AlignmentOptions, HeardSpan } from '../timing/alignment.js';
import type { ReadLines } from './read-lines.js';

/**
 * A request's reading controls and the dictionaries it named, as plain data: a message is copied
 * between threads, and the dictionaries are compiled (once per version) on the reader's threads.
 */
export type ReadingRequest = Omit<ReadingOptions, 'pronunciations'> & {
  dictionaries?: VersionedRules[];
};

/** Read a request's lines: answered with a ReadResult. */
export interface ReadJob {
  kind: 'read';
  texts: string[];
  reading: ReadingRequest;
}

export type ReadResult = ReadLines;

/** Lay the words heard over the lines as written (word and character timings): an AlignResult. */
export interface AlignJob {
  kind: 'align';
  lines: string[];
  heard: HeardSpan[];
  options: AlignmentOptions;
}

export interface AlignResult {
  alignment: Alignment;
}

/** What the reader's worker thread receives. */
export type ReaderJob = ReadJob | AlignJob;
