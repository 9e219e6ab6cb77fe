import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadNumberItems, NUMBER_KINDS, TEXT_KINDS } from './number-items.js';
import { speakableForm } from '../../src/tts/text/diacritics/speakable-form.js';
import { sameText, spokenWords } from './spoken-words.js';

describe('the committed number items', () => {
  const items = loadNumberItems();

  it('hold at least 250 items and at least 15 of every kind', () => {
    expect(items.length).toBeGreaterThanOrEqual(250);
    const tooFew = [...NUMBER_KINDS, ...TEXT_KINDS].filter(
      (kind) => items.filter((i) => i.kind === kind).length < 15,
    );
    expect(tooFew).toEqual([]);
  });

  it('never repeat an input', () => {
    expect(new Set(items.map((i) => i.input)).size).toBe(items.length);
  });
});

describe('loadNumberItems', () => {
  const write = (content: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'eval-')), 'numbers.jsonl');
    writeFileSync(file, content);
    return file;
  };

  it('names the line of an item it cannot use', () => {
    const file = write(
      '{"kind":"cardinal","input":"٣","expected":"{ثَلَاثَة}"}\n{"kind":"nope","input":"x","expected":"x"}\n',
    );
    expect(() => loadNumberItems(file)).toThrow('line 2: unknown kind nope');
  });

  it('rejects unbalanced braces', () => {
    const file = write('{"kind":"cardinal","input":"٣","expected":"{ثَلَاثَة"}\n');
    expect(() => loadNumberItems(file)).toThrow('unbalanced braces');
  });
});

describe('spokenWords', () => {
  it('marks the words in braces as checked and compares letters only', () => {
    const reference = spokenWords('انتظرت {ثَلَاث} ساعات.');
    expect(reference.map((w) => w.checked)).toEqual([false, true, false]);
    expect(sameText(reference, spokenWords('انتظرت ثلاث ساعات'))).toBe(true);
    expect(sameText(reference, spokenWords('انتظرت ثلاثة ساعات'))).toBe(false);
  });

  it('reads a reference in the spelling the front end gives a rightly vowelled word', () => {
    expect(speakableForm('سِتَّة')).toBe('سِت\u0651\u064eة');
    expect(speakableForm('ثَمَانِيَ')).toBe('ثَمَانِـيَ');
  });
});
