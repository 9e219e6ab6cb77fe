import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The committed number items (`eval/arabic/numbers.jsonl`, one JSON object a line):
 *   kind      what the item tests (one of NUMBER_KINDS or TEXT_KINDS)
 *   input     text as a customer would send it
 *   expected  the spoken text, with the words the front end must produce in {braces}, vowelled as they
 *             should sound; words outside braces are the writer's own and only their letters are compared
 *   accept    other readings a newsreader would also accept, written the same way (optional)
 */
export interface NumberItem {
  kind: string;
  input: string;
  expected: string;
  accept: string[];
  /** Line in the file, for error messages and the report. */
  line: number;
}

/** Number, date, currency, time and unit readings: the part the 95% target is about. */
export const NUMBER_KINDS = [
  'cardinal',
  'agreement',
  'tamyiz',
  'ordinal',
  'sign',
  'range',
  'decimal',
  'thousands',
  'currency',
  'phone',
  'unit',
  'time',
  'duration',
  'date',
  'hijri',
] as const;

/** What is read around numbers: silent symbols, hashtags, addresses, acronyms. */
export const TEXT_KINDS = ['symbol', 'hashtag', 'url-email', 'acronym'] as const;

const ALL_KINDS = new Set<string>([...NUMBER_KINDS, ...TEXT_KINDS]);

export const NUMBER_ITEMS_FILE = join(process.cwd(), 'eval', 'arabic', 'numbers.jsonl');

export function loadNumberItems(file = NUMBER_ITEMS_FILE): NumberItem[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter(({ text }) => text.length > 0)
    .map(({ text, line }) => parseItem(text, line));
}

function parseItem(text: string, line: number): NumberItem {
  const fail = (why: string) => new Error(`numbers.jsonl line ${line}: ${why}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw fail('not JSON');
  }
  const { kind, input, expected, accept = [] } = raw as Record<string, unknown>;
  if (typeof kind !== 'string' || !ALL_KINDS.has(kind)) throw fail(`unknown kind ${String(kind)}`);
  if (typeof input !== 'string' || !input) throw fail('input must be a non-empty string');
  if (typeof expected !== 'string') throw fail('expected must be a string');
  if (!Array.isArray(accept) || accept.some((a) => typeof a !== 'string'))
    throw fail('accept must be a list of strings');
  for (const reading of [expected, ...(accept as string[])]) {
    if (!/^[^{}]*(\{[^{}]+\}[^{}]*)*$/.test(reading)) throw fail(`unbalanced braces in ${reading}`);
  }
  return { kind, input, expected, accept: accept as string[], line };
}
