import type { Utterance } from './utterance-plan.js';
import { wordTimings } from './word-events.js';

const settings = { wordsPerMinute: 175, pitch: 50, range: 50, volume: 100 };

/** 1,000 samples a second, so samples read as milliseconds. */
const RATE = 1000;

describe('wordTimings', () => {
  // "قال، ١٥٪ حقا" read as "qaal, khamsata ashar bilmia haqqan": run 0's words are
  // [قال،] [خمسة] [عشر] [بالمئة] [حقا]; the utterance's input is their text.
  const utterance: Utterance = {
    language: 'ar',
    input: 'قال، خمسة عشر بالمئة حقا.',
    settings,
    readings: [
      { start: 0, end: 4, run: 0, firstWord: 0, lastWord: 0 },
      { start: 5, end: 9, run: 0, firstWord: 1, lastWord: 1 },
      { start: 10, end: 13, run: 0, firstWord: 2, lastWord: 2 },
      { start: 14, end: 20, run: 0, firstWord: 3, lastWord: 3 },
      { start: 21, end: 24, run: 0, firstWord: 4, lastWord: 4 },
    ],
  };

  it('starts each word at its event and ends it at the next, or where a pause begins', () => {
    const timings = wordTimings(
      [utterance],
      [
        {
          samples: 2000,
          words: [
            { position: 1, ms: 0 },
            { position: 6, ms: 600 },
            { position: 11, ms: 900 },
            { position: 15, ms: 1200 },
            { position: 22, ms: 1500 },
          ],
          pauses: [400, 1900],
        },
      ],
      RATE,
    );
    expect(timings.map((t) => [t.firstWord, t.startSample, t.endSample])).toEqual([
      [0, 0, 400],
      [1, 600, 900],
      [2, 900, 1200],
      [3, 1200, 1500],
      [4, 1500, 1900],
    ]);
  });

  it('makes one timing of the events that fall in one word, and counts utterances on', () => {
    const second: Utterance = {
      language: 'en',
      input: 'Say 15%.',
      settings,
      readings: [
        { start: 0, end: 3, run: 1, firstWord: 0, lastWord: 0 },
        { start: 4, end: 7, run: 1, firstWord: 1, lastWord: 1 },
      ],
    };
    const timings = wordTimings(
      [utterance, second],
      [
        { samples: 100, words: [{ position: 1, ms: 0 }], pauses: [] },
        {
          samples: 1000,
          words: [
            { position: 1, ms: 0 },
            { position: 5, ms: 300 },
            { position: 7, ms: 600 },
          ],
          pauses: [900],
        },
      ],
      RATE,
    );
    expect(timings).toEqual([
      { run: 0, firstWord: 0, lastWord: 0, startSample: 0, endSample: 100 },
      { run: 1, firstWord: 0, lastWord: 0, startSample: 100, endSample: 400 },
      { run: 1, firstWord: 1, lastWord: 1, startSample: 400, endSample: 1000 },
    ]);
  });

  it('counts espeak-ng positions in characters, not UTF-16 units', () => {
    const emoji: Utterance = {
      language: 'en',
      input: '😀 ok',
      settings,
      readings: [{ start: 3, end: 5, run: 0, firstWord: 1, lastWord: 1 }],
    };
    const [timing] = wordTimings(
      [emoji],
      [{ samples: 500, words: [{ position: 3, ms: 100 }], pauses: [] }],
      RATE,
    );
    expect(timing).toMatchObject({ firstWord: 1, startSample: 100, endSample: 500 });
  });
});
