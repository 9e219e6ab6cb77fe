import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSplit, parseFile } from './eval-files.js';

describe('the evaluation files', () => {
  it('reads items, sentences and paragraphs from every .jsonl file of a split, in name order', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'eval-')), 'test');
    mkdirSync(folder);
    writeFileSync(
      join(folder, 'batch-2.jsonl'),
      '{"set":"sentence","domain":"news","vowelled":"ذَهَبَ"}\n{"set":"paragraph","domain":"bank","input":"اضغط","spoken":"اِضْغَطْ"}\n',
    );
    writeFileSync(
      join(folder, 'batch-1.jsonl'),
      '{"set":"item","class":"cardinal","domain":"news","input":"٣","spoken":"ثَلَاثَةٌ","accept":["ثَلَاثَة"]}\n',
    );
    writeFileSync(join(folder, 'notes.txt'), 'not read');
    const split = loadSplit('test', folder);
    expect(split.files).toBe(2);
    expect(split.items.map((i) => i.accept)).toEqual([['ثَلَاثَة']]);
    expect(split.sentences).toHaveLength(1);
    expect(split.paragraphs).toHaveLength(1);
  });

  it('names the file and line of an entry it cannot use, never its content', () => {
    const content =
      '{"set":"sentence","domain":"news","vowelled":"ذَهَبَ"}\n{"set":"item","class":"cardinal","input":"سري"}\n';
    expect(() => parseFile(content, 'batch-1.jsonl')).toThrow(
      'batch-1.jsonl line 2: domain must be text',
    );
    expect(() => parseFile(content, 'batch-1.jsonl')).not.toThrow(/سري/);
  });

  it('reads an input exactly as typed and a reference in one Unicode form', () => {
    const typed = 'مَرَّة'.normalize('NFD');
    const [item] = parseFile(
      JSON.stringify({
        set: 'item',
        class: 'caller-marks',
        domain: 'chat',
        input: typed,
        spoken: typed,
      }),
      'dev.jsonl',
    );
    expect(item).toMatchObject({ input: typed, spoken: typed.normalize('NFC') });
  });

  it('refuses an unknown set', () => {
    expect(() => parseFile('{"set":"word"}', 'x.jsonl')).toThrow('x.jsonl line 1: set must be');
  });
});
