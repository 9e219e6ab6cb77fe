import { buildCues, RLM, type Cue } from './cues.js';
import { toSrt, toVtt } from './subtitle-formats.js';

/** Words said one after another, `seconds` each, no gap. */
function evenWords(texts: string[], seconds: number, from = 0) {
  return texts.map((text, index) => ({
    text,
    start: from + index * seconds,
    end: from + (index + 1) * seconds,
  }));
}

function expectCueRules(cues: Cue[]) {
  cues.forEach((cue, index) => {
    expect(cue.end).toBeGreaterThan(cue.start);
    expect(cue.end - cue.start).toBeLessThanOrEqual(7);
    expect(cue.lines.length).toBeGreaterThanOrEqual(1);
    expect(cue.lines.length).toBeLessThanOrEqual(2);
    for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
    if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1].end);
  });
}

describe('buildCues', () => {
  it('starts a new cue at a pause of half a second or more', () => {
    const words = [...evenWords(['go', 'forward'], 0.25), ...evenWords(['stop', 'now'], 0.25, 1)];
    const cues = buildCues(words, []);
    expect(cues).toEqual([
      { start: 0, end: 0.5, lines: ['go forward'] },
      { start: 1, end: 1.5, lines: ['stop now'] },
    ]);
  });

  it('keeps 60 quick words to cues of at most two lines of 42 characters', () => {
    const words = evenWords(
      Array.from({ length: 60 }, (_, i) => `word${i}`),
      0.1,
    );
    const cues = buildCues(words, []);
    expectCueRules(cues);
    expect(cues[0].lines).toEqual([
      'word0 word1 word2 word3 word4 word5 word6',
      'word7 word8 word9 word10 word11 word12',
    ]);
    expect(cues.flatMap((cue) => cue.lines.join(' ').split(' '))).toHaveLength(60);
  });

  it('cuts a slow, unbroken stream of words into cues of at most seven seconds', () => {
    const cues = buildCues(evenWords(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 1.5), []);
    expectCueRules(cues);
    expect(cues.map((cue) => cue.lines[0])).toEqual(['a b c d', 'e f g h', 'i j']);
  });

  it('starts every line of an Arabic cue with the right-to-left mark, counted in the 42', () => {
    const texts =
      'قال الرئيس إن الاجتماع سيعقد في الساعة 10 صباحا يوم الأحد القادم في مقر الوزارة'.split(' ');
    const cues = buildCues(evenWords(texts, 0.2), []);
    expectCueRules(cues);
    for (const line of cues.flatMap((cue) => cue.lines)) expect(line.startsWith(RLM)).toBe(true);
    expect(cues[0].lines).toHaveLength(2);
  });

  it('leaves cues of Latin text without the mark', () => {
    const cues = buildCues(evenWords(['hello', 'world'], 0.3), []);
    expect(cues[0].lines).toEqual(['hello world']);
  });

  it('spreads a segment’s words over its time when the engine gave no word times', () => {
    const cues = buildCues(
      [],
      [
        { start: 2, end: 4, text: 'ab abcdef' },
        { start: 5, end: 6, text: '' },
      ],
    );
    expect(cues).toEqual([{ start: 2, end: 4, lines: ['ab abcdef'] }]);
    const long = buildCues([], [{ start: 0, end: 20, text: Array(40).fill('word').join(' ') }]);
    expectCueRules(long);
    expect(long.at(-1)!.end).toBeCloseTo(20);
  });

  it('cuts a word longer than a line into pieces', () => {
    const cues = buildCues([{ text: 'x'.repeat(100), start: 0, end: 1 }], []);
    expectCueRules(cues);
    expect(cues.flatMap((cue) => cue.lines).join('')).toBe('x'.repeat(100));
  });
});

describe('subtitle files', () => {
  const cues: Cue[] = [
    { start: 0.46, end: 2.12, lines: ['go forward', 'ten meters'] },
    { start: 3725.5, end: 3727, lines: [`${RLM}مرحبا`] },
  ];

  it('writes SRT cues numbered from 1 with comma milliseconds', () => {
    expect(toSrt(cues)).toBe(
      '1\n00:00:00,460 --> 00:00:02,120\ngo forward\nten meters\n\n' +
        `2\n01:02:05,500 --> 01:02:07,000\n${RLM}مرحبا\n`,
    );
  });

  it('writes WebVTT with its signature and dot milliseconds', () => {
    expect(toVtt(cues)).toBe(
      'WEBVTT\n\n00:00:00.460 --> 00:00:02.120\ngo forward\nten meters\n\n' +
        `01:02:05.500 --> 01:02:07.000\n${RLM}مرحبا\n`,
    );
  });

  it('writes silence as a valid empty file', () => {
    expect(toSrt([])).toBe('');
    expect(toVtt([])).toBe('WEBVTT\n');
  });
});
