import { DEFAULT_READING, PronunciationLexicon, prepareText } from '../../arabic/index.js';
import { alignInput } from '../timing/alignment.js';
import { readLines } from './read-lines.js';
import { TextReader } from './text-reader.js';

describe('TextReader', () => {
  const reader = new TextReader();
  afterAll(() => reader.onModuleDestroy());

  it('reads each line on its worker thread exactly as the reader does on this one', async () => {
    const texts = ['وصل ٣ طلاب في ٢٠٢٤/٠٥/١٢', 'Call me at 5 pm', 'سعر USB-C ٥٠ ريالاً'];
    const { lines } = await reader.readLines(texts, { ...DEFAULT_READING, traceWords: true });
    expect(lines).toEqual(
      texts.map((text) => prepareText(text, { ...DEFAULT_READING, traceWords: true })),
    );
  });

  it('answers null for a line with nothing to say', async () => {
    const { lines } = await reader.readLines(['...', '', 'مرحبا'], DEFAULT_READING);
    expect(lines).toEqual([null, null, prepareText('مرحبا')]);
  });

  it('applies the caller’s dictionaries and reading controls there too', async () => {
    const controls = { normalization: 'off' as const, diacritize: 'off' as const };
    const rules = [{ text: 'API', alias: 'إيه بي آي' }];
    const read = await reader.readLines(['واجهة API رقم ٣'], {
      ...controls,
      dictionaries: [{ version: 'd@1', rules }],
    });
    expect(read).toEqual(
      readLines(['واجهة API رقم ٣'], {
        ...controls,
        pronunciations: new PronunciationLexicon([rules]),
      }),
    );
    expect(read.lines[0]!.map((run) => run.text).join(' ')).toContain('إيه بي آي');
    expect(read.aliasedCharacters).toBe('واجهة إيه بي آي رقم ٣'.length);
  });

  it('refuses, before reading it, a text whose aliases say more than 10,000 letters', async () => {
    const text = Array.from({ length: 51 }, () => 'WHO').join(' ');
    const dictionaries = [{ version: 'w@1', rules: [{ text: 'WHO', alias: 'ب'.repeat(200) }] }];
    await expect(reader.readLines([text], { ...DEFAULT_READING, dictionaries })).rejects.toThrow(
      'Text reads too long once pronunciation aliases are applied: 10,200 letters to speak, at most 10,000',
    );
  });

  it('compiles a dictionary again when its version changes', async () => {
    const said = async (version: string, alias: string) => {
      const dictionaries = [{ version, rules: [{ text: 'WHO', alias }] }];
      const reading = { normalization: 'off' as const, diacritize: 'off' as const, dictionaries };
      const { lines } = await reader.readLines(['WHO'], reading);
      return lines[0]!.map((run) => run.text).join(' ');
    };
    expect(await said('a@1', 'هو')).toBe('هو');
    expect(await said('a@2', 'جديد')).toBe('جديد');
  });

  it('lays timings over the text on its thread exactly as alignInput does here', async () => {
    const lines = ['وصل ٣ طلاب.', 'Hi there'];
    const heard = [
      { line: 0, source: { start: 0, end: 3 }, start: 0, end: 0.4 },
      { line: 0, source: { start: 4, end: 5 }, start: 0.4, end: 0.9 },
      { line: 1, source: { start: 0, end: 8 }, start: 1.2, end: 1.8 },
    ];
    const options = { characters: true, dialogue: true };
    expect(await reader.align(lines, heard, options)).toEqual(alignInput(lines, heard, options));
  });

  it('leaves the event loop free while it reads a long text', async () => {
    const order: string[] = [];
    const reading = reader
      .readLines(['١'.repeat(4000)], { ...DEFAULT_READING, traceWords: true })
      .then(() => order.push('read'));
    await new Promise((resolve) => setImmediate(resolve));
    order.push('event loop turned');
    await reading;
    expect(order).toEqual(['event loop turned', 'read']);
  });
});
