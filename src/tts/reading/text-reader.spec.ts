import { DEFAULT_READING, PronunciationLexicon, prepareText } from '../../arabic/index.js';
import { TextReader } from './text-reader.js';

describe('TextReader', () => {
  const reader = new TextReader();
  afterAll(() => reader.onModuleDestroy());

  it('reads each line on its worker thread exactly as the reader does on this one', async () => {
    const texts = ['وصل ٣ طلاب في ٢٠٢٤/٠٥/١٢', 'Call me at 5 pm', 'سعر USB-C ٥٠ ريالاً'];
    const read = await reader.readLines(texts, { ...DEFAULT_READING, traceWords: true });
    expect(read).toEqual(
      texts.map((text) => prepareText(text, { ...DEFAULT_READING, traceWords: true })),
    );
  });

  it('answers null for a line with nothing to say', async () => {
    expect(await reader.readLines(['...', '', 'مرحبا'], DEFAULT_READING)).toEqual([
      null,
      null,
      prepareText('مرحبا'),
    ]);
  });

  it('applies the caller’s dictionaries and reading controls there too', async () => {
    const reading = {
      normalization: 'off' as const,
      diacritize: 'off' as const,
      pronunciations: new PronunciationLexicon([[{ text: 'API', alias: 'إيه بي آي' }]]),
    };
    const [runs] = await reader.readLines(['واجهة API رقم ٣'], reading);
    expect(runs).toEqual(prepareText('واجهة API رقم ٣', reading));
    expect(runs!.map((run) => run.text).join(' ')).toContain('إيه بي آي');
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
