import { isSilent, speechChunks, splitOnSilence, type SpeechChunk } from './silence-splitter.js';

const RATE = 16_000;

/** Deterministic noise-like "speech" (loud) or "room" (quiet) so cuts are reproducible. */
function signal(parts: Array<[kind: 'speech' | 'pause', seconds: number]>): Int16Array {
  const total = parts.reduce((sum, [, seconds]) => sum + Math.round(seconds * RATE), 0);
  const samples = new Int16Array(total);
  let at = 0;
  let seed = 1;
  for (const [kind, seconds] of parts) {
    const amplitude = kind === 'speech' ? 8000 : 20;
    for (let i = 0; i < Math.round(seconds * RATE); i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      samples[at++] = Math.round(((seed / 2 ** 31) * 2 - 1) * amplitude);
    }
  }
  return samples;
}

const options = { sampleRate: RATE, minChunkSeconds: 10, maxChunkSeconds: 25 };

function expectContiguous(chunks: SpeechChunk[], total: number) {
  let expectedStart = 0;
  for (const chunk of chunks) {
    expect(chunk.startSample).toBe(expectedStart);
    expectedStart += chunk.samples.length;
  }
  expect(expectedStart).toBe(total);
}

describe('splitOnSilence', () => {
  it('keeps audio shorter than the maximum in one chunk, as a view', () => {
    const samples = signal([['speech', 20]]);
    const chunks = splitOnSilence(samples, options);
    expect(chunks).toHaveLength(1);
    expect(chunks[0].samples.buffer).toBe(samples.buffer);
    expect(chunks[0].samples.length).toBe(samples.length);
  });

  it('cuts inside the pauses between phrases', () => {
    const samples = signal([
      ['speech', 18],
      ['pause', 0.4], // 18.0 - 18.4 s
      ['speech', 16],
      ['pause', 0.5], // 34.4 - 34.9 s
      ['speech', 12],
    ]);
    const chunks = splitOnSilence(samples, options);
    expect(chunks).toHaveLength(3);
    const cutSeconds = chunks.slice(1).map((chunk) => chunk.startSample / RATE);
    expect(cutSeconds[0]).toBeGreaterThan(18.0);
    expect(cutSeconds[0]).toBeLessThan(18.4);
    expect(cutSeconds[1]).toBeGreaterThan(34.4);
    expect(cutSeconds[1]).toBeLessThan(34.9);
    expectContiguous(chunks, samples.length);
  });

  it('prefers the longer pause over a brief dip nearby', () => {
    const samples = signal([
      ['speech', 12],
      ['pause', 0.02], // a 20 ms dip between syllables at 12 s
      ['speech', 8],
      ['pause', 0.3], // a real pause at 20.02 s
      ['speech', 10],
    ]);
    const [, second] = splitOnSilence(samples, options);
    expect(second.startSample / RATE).toBeGreaterThan(20.02);
    expect(second.startSample / RATE).toBeLessThan(20.32);
  });

  it('forces cuts within the bounds when there is no pause at all', () => {
    const samples = signal([['speech', 70]]);
    const chunks = splitOnSilence(samples, options);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.samples.length / RATE).toBeGreaterThanOrEqual(10);
      expect(chunk.samples.length / RATE).toBeLessThanOrEqual(25);
    }
    expectContiguous(chunks, samples.length);
  });

  it('returns no chunks for no samples', () => {
    expect(splitOnSilence(new Int16Array(0), options)).toEqual([]);
  });

  it('rejects bounds that cannot make progress', () => {
    expect(() => splitOnSilence(new Int16Array(10), { ...options, minChunkSeconds: 0 })).toThrow(
      RangeError,
    );
    expect(() => splitOnSilence(new Int16Array(10), { ...options, maxChunkSeconds: 5 })).toThrow(
      RangeError,
    );
  });
});

describe('speechChunks', () => {
  it('drops the chunks that hold no speech', () => {
    const samples = signal([
      ['speech', 12],
      ['pause', 60],
      ['speech', 12],
    ]);
    const chunks = speechChunks(samples, options);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) expect(isSilent(chunk.samples, RATE)).toBe(false);
    expect(splitOnSilence(samples, options).length).toBeGreaterThan(chunks.length);
  });
});

describe('isSilent', () => {
  it('is true for digital silence and a quiet room', () => {
    expect(isSilent(new Int16Array(RATE), RATE)).toBe(true);
    expect(isSilent(signal([['pause', 2]]), RATE)).toBe(true);
  });

  it('is false as soon as one short stretch is loud', () => {
    expect(
      isSilent(
        signal([
          ['pause', 2],
          ['speech', 0.05],
          ['pause', 2],
        ]),
        RATE,
      ),
    ).toBe(false);
  });
});
