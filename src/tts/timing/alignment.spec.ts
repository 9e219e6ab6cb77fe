import { alignInput, type HeardSpan } from './alignment.js';
import { writtenWords } from './written-words.js';

/** A span heard for the characters `from`..`to` of line `line`, from `start` to `end` seconds. */
const heard = (line: number, from: number, to: number, start: number, end: number): HeardSpan => ({
  line,
  source: { start: from, end: to },
  start,
  end,
});

const words = { characters: false, dialogue: false };

describe('writtenWords', () => {
  it('takes whitespace-separated words without the punctuation around them', () => {
    expect(writtenWords('«مرحبا»، كيف حالك؟ (١٢٥) ... 😀 15% د. محمد!').map((w) => w.text)).toEqual(
      ['مرحبا', 'كيف', 'حالك', '١٢٥', '15%', 'د.', 'محمد'],
    );
  });

  it('gives each word its offsets in the line', () => {
    expect(writtenWords(' (hi) there')).toEqual([
      { text: 'hi', start: 2, end: 4 },
      { text: 'there', start: 6, end: 11 },
    ]);
  });
});

describe('alignInput', () => {
  it('gives a number read as several words one entry spanning them all', () => {
    const line = 'عندي ١٢٥ كتابا';
    const alignment = alignInput(
      [line],
      [
        heard(0, 0, 4, 0, 0.4),
        heard(0, 5, 8, 0.4, 0.7),
        heard(0, 5, 8, 0.7, 1.1),
        heard(0, 5, 8, 1.1, 1.6),
        heard(0, 9, 14, 1.6, 2.0004),
      ],
      words,
    );
    expect(alignment).toEqual({
      words: [
        { text: 'عندي', start: 0, end: 0.4 },
        { text: '١٢٥', start: 0.4, end: 1.6 },
        { text: 'كتابا', start: 1.6, end: 2 },
      ],
    });
  });

  it('shares a phrase read for several written words among them by length', () => {
    const alignment = alignInput(['050 123 4567'], [heard(0, 0, 12, 1, 2)], words);
    expect(alignment.words).toEqual([
      { text: '050', start: 1, end: 1.3 },
      { text: '123', start: 1.3, end: 1.6 },
      { text: '4567', start: 1.6, end: 2 },
    ]);
  });

  it('lets a word nothing was heard for share the time of the word before it', () => {
    const alignment = alignInput(['ab cd ef'], [heard(0, 0, 2, 0, 1), heard(0, 6, 8, 1, 2)], words);
    expect(alignment.words).toEqual([
      { text: 'ab', start: 0, end: 0.5 },
      { text: 'cd', start: 0.5, end: 1 },
      { text: 'ef', start: 1, end: 2 },
    ]);
  });

  it('keeps words in order, each starting at or after the previous end and lasting', () => {
    const alignment = alignInput(
      ['one two three'],
      [heard(0, 0, 3, 0, 0.5), heard(0, 4, 7, 0.4, 0.4002), heard(0, 8, 13, 0.3, 0.9)],
      words,
    );
    expect(alignment.words.map(({ start, end }) => [start, end])).toEqual([
      [0, 0.5],
      [0.5, 0.501],
      [0.501, 0.9],
    ]);
  });

  it('names the line of each entry in a dialogue', () => {
    const alignment = alignInput(
      ['hello', '...', 'bye now'],
      [heard(0, 0, 5, 0, 0.5), heard(2, 0, 3, 0.9, 1.2), heard(2, 4, 7, 1.2, 1.5)],
      { characters: false, dialogue: true },
    );
    expect(alignment.words).toEqual([
      { text: 'hello', start: 0, end: 0.5, segment: 0 },
      { text: 'bye', start: 0.9, end: 1.2, segment: 2 },
      { text: 'now', start: 1.2, end: 1.5, segment: 2 },
    ]);
  });

  it('spreads a word over its characters and gives punctuation the pause after it', () => {
    const alignment = alignInput(
      ['ab, cd', 'ef!'],
      [heard(0, 0, 2, 0, 0.2), heard(0, 4, 6, 0.5, 0.7), heard(1, 0, 2, 1, 1.2)],
      { characters: true, dialogue: true },
    );
    expect(alignment.characters).toEqual([
      { char: 'a', start: 0, end: 0.1, segment: 0 },
      { char: 'b', start: 0.1, end: 0.2, segment: 0 },
      { char: ',', start: 0.2, end: 0.5, segment: 0 },
      { char: 'c', start: 0.5, end: 0.6, segment: 0 },
      { char: 'd', start: 0.6, end: 0.7, segment: 0 },
      { char: 'e', start: 1, end: 1.1, segment: 1 },
      { char: 'f', start: 1.1, end: 1.2, segment: 1 },
      { char: '!', start: 1.2, end: 1.2, segment: 1 },
    ]);
  });

  it('times every character but whitespace, emoji and marks included, in order', () => {
    const line = 'مَرْحَبًا 😀 يا';
    const alignment = alignInput([line], [heard(0, 0, 9, 0, 0.9), heard(0, 13, 15, 1, 1.2)], {
      characters: true,
      dialogue: false,
    });
    const characters = alignment.characters!;
    expect(characters.map((c) => c.char).join('')).toBe(
      [...line].filter((c) => c !== ' ').join(''),
    );
    for (const [index, character] of characters.entries()) {
      expect(character.end).toBeGreaterThanOrEqual(character.start);
      if (index > 0) expect(character.start).toBeGreaterThanOrEqual(characters[index - 1].end);
    }
    expect(characters.find((c) => c.char === '😀')).toMatchObject({ start: 0.9, end: 1 });
  });
});
