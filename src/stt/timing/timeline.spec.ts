import { placeOnTimeline } from './timeline.js';

describe('placeOnTimeline', () => {
  it('shifts each chunk’s words and segments by the chunk’s start, rounded to milliseconds', () => {
    const timeline = placeOnTimeline(
      [
        { start: 0, end: 20 },
        { start: 20, end: 31.5 },
      ],
      [
        {
          text: 'go',
          language: 'en',
          words: [{ text: 'go', start: 0.46, end: 0.64, confidence: 0.9 }],
          segments: [{ start: 0.46, end: 0.64, text: 'go' }],
        },
        {
          text: 'stop',
          language: 'en',
          words: [{ text: 'stop', start: 1.1004, end: 1.5 }],
          segments: [{ start: 1.1004, end: 1.5, text: 'stop' }],
        },
      ],
    );
    expect(timeline).toEqual({
      words: [
        { text: 'go', start: 0.46, end: 0.64, confidence: 0.9 },
        { text: 'stop', start: 21.1, end: 21.5 },
      ],
      segments: [
        { start: 0.46, end: 0.64, text: 'go' },
        { start: 21.1, end: 21.5, text: 'stop' },
      ],
    });
  });

  it('makes a chunk the engine could not time one segment, and a silent one none', () => {
    const timeline = placeOnTimeline(
      [
        { start: 0, end: 12.25 },
        { start: 12.25, end: 30 },
      ],
      [
        { text: 'مرحبا بكم', language: 'ar' },
        { text: '', language: 'ar' },
      ],
    );
    expect(timeline).toEqual({
      words: [],
      segments: [{ start: 0, end: 12.25, text: 'مرحبا بكم' }],
    });
  });
});
