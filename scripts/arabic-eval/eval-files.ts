import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The evaluation's committed material (eval/arabic/README.md), one JSON object a line, in two splits:
 * `dev` (read while building) and `test` (written by people who saw neither the rules nor the
 * lexicon; only its totals are read). A file's problems are reported by file and line, never by
 * content, so a malformed test item is not shown either.
 */

export type Split = 'dev' | 'test';

/** A text to read: `spoken` is what a newsreader says, `accept` other complete acceptable readings. */
export interface EvalItem {
  set: 'item';
  class: string;
  domain: string;
  input: string;
  spoken: string;
  accept: string[];
}

/** A fully vowelled sentence: its bare letters are read, and the vowels compared. */
export interface EvalSentence {
  set: 'sentence';
  domain: string;
  vowelled: string;
}

/** A realistic paragraph as typed, and its whole vowelled reading. */
export interface EvalParagraph {
  set: 'paragraph';
  domain: string;
  input: string;
  spoken: string;
}

export type EvalEntry = EvalItem | EvalSentence | EvalParagraph;

export interface SplitMaterial {
  split: Split;
  files: number;
  items: EvalItem[];
  sentences: EvalSentence[];
  paragraphs: EvalParagraph[];
}

export function splitFolder(split: Split, root = process.cwd()): string {
  return join(root, 'eval', 'arabic', split);
}

/** Every `.jsonl` file of a split's folder, in name order (none when the folder is absent). */
export function loadSplit(split: Split, folder = splitFolder(split)): SplitMaterial {
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.jsonl'))
        .sort()
    : [];
  const entries = files.flatMap((name) =>
    parseFile(readFileSync(join(folder, name), 'utf8'), name),
  );
  return {
    split,
    files: files.length,
    items: entries.filter((e): e is EvalItem => e.set === 'item'),
    sentences: entries.filter((e): e is EvalSentence => e.set === 'sentence'),
    paragraphs: entries.filter((e): e is EvalParagraph => e.set === 'paragraph'),
  };
}

export function parseFile(content: string, name: string): EvalEntry[] {
  return content
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text.length > 0)
    .map(({ text, line }) => parseEntry(text, (why) => new Error(`${name} line ${line}: ${why}`)));
}

function parseEntry(text: string, fail: (why: string) => Error): EvalEntry {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw fail('not JSON');
  }
  const text_ = (field: string): string => {
    const value = raw[field];
    if (typeof value !== 'string' || value.trim() === '') throw fail(`${field} must be text`);
    return value;
  };
  // References are compared in one Unicode form; an input is read exactly as typed.
  const reference = (field: string): string => text_(field).normalize('NFC');
  switch (raw.set) {
    case 'item': {
      const accept = raw.accept ?? [];
      if (!Array.isArray(accept) || accept.some((a) => typeof a !== 'string'))
        throw fail('accept must be a list of texts');
      return {
        set: 'item',
        class: text_('class'),
        domain: text_('domain'),
        input: text_('input'),
        spoken: reference('spoken'),
        accept: (accept as string[]).map((a) => a.normalize('NFC')),
      };
    }
    case 'sentence':
      return { set: 'sentence', domain: text_('domain'), vowelled: reference('vowelled') };
    case 'paragraph':
      return {
        set: 'paragraph',
        domain: text_('domain'),
        input: text_('input'),
        spoken: reference('spoken'),
      };
    default:
      throw fail('set must be item, sentence or paragraph');
  }
}
