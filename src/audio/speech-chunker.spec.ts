import { speechChunks } from './silence-splitter.js';
import { SpeechChunker } from './speech-chunker.js';

const RATE = 16_000;
const options = { sampleRate: RATE, minChunkSeconds: 10, maxChunkSeconds: 25 };

/** Loud noise with a quiet second every 20 s, and a silent minute in the middle. */
function recording(minutes: number): Int16Array {
  const samples = new Int16Array(minutes * 60 * RATE);
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    const second = Math.floor(i / RATE);
    const quiet = second % 20 === 19 || (second >= 120 && second < 180);
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    samples[i] = Math.round(((seed / 2 ** 31) * 2 - 1) * (quiet ? 20 : 8000));
  }
  return samples;
}

describe('SpeechChunker', () => {
  const chunker = new SpeechChunker();
  afterAll(() => chunker.onModuleDestroy());

  it('cuts on its thread exactly where the splitter cuts here, as views of the caller’s samples', async () => {
    const samples = recording(5);
    const chunks = await chunker.speechChunks(samples, options);
    expect(chunks).toEqual(speechChunks(samples, options));
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.samples.buffer).toBe(samples.buffer);
  });

  it('reads samples in shared memory in place', async () => {
    const samples = new Int16Array(new SharedArrayBuffer(5 * 60 * RATE * 2));
    samples.set(recording(5));
    const chunks = await chunker.speechChunks(samples, options);
    expect(chunks).toEqual(speechChunks(samples, options));
  });

  it('leaves the event loop free while it splits an hour', async () => {
    const hour = new Int16Array(new SharedArrayBuffer(60 * 60 * RATE * 2));
    const minutes = recording(5);
    for (let at = 0; at < hour.length; at += minutes.length) hour.set(minutes, at);
    const order: string[] = [];
    const split = chunker.speechChunks(hour, options).then(() => order.push('split'));
    await new Promise((resolve) => setImmediate(resolve));
    order.push('event loop turned');
    await split;
    expect(order).toEqual(['event loop turned', 'split']);
  });
});
