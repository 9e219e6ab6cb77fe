import { jobChunks, piecesOf } from './job-chunks.js';

const SENTENCE = 'هذه جملة عربية قصيرة للاختبار. '; // 31 characters

describe('jobChunks', () => {
  it('keeps a text POST /tts would take as one request, untouched', () => {
    const request = { text: SENTENCE, voiceId: 'omar', quality: 'pro' };
    expect(jobChunks(request)).toEqual([request]);
  });

  it('cuts 100,000 characters into pieces of at most 5,000 that together are the text', () => {
    const text = SENTENCE.repeat(3225).slice(0, 100_000);
    const chunks = jobChunks({ text, voiceId: 'layla' });
    expect(chunks.every((c) => c.text!.length <= 5000)).toBe(true);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    expect(chunks.every((c) => c.voiceId === 'layla')).toBe(true);
    // Cut after a sentence's end, never inside a word.
    expect(chunks.slice(0, -1).every((c) => c.text!.endsWith('. '))).toBe(true);
  });

  it('groups 500 dialogue lines into requests of at most 40 lines and 5,000 characters', () => {
    const segments = Array.from({ length: 500 }, (_, i) => ({
      text: `${i} ${SENTENCE}`.repeat(3),
      voiceId: i % 2 ? 'omar' : 'layla',
    }));
    const chunks = jobChunks({ segments });
    expect(chunks.every((c) => c.segments!.length <= 40)).toBe(true);
    expect(
      chunks.every((c) => c.segments!.reduce((sum, s) => sum + s.text.length, 0) <= 5000),
    ).toBe(true);
    expect(chunks.flatMap((c) => c.segments)).toEqual(segments);
  });

  it.each([
    [{ text: 'x'.repeat(100_001) }, 'Text exceeds 100,000 character limit'],
    [{ segments: [] }, 'segments must contain at least one line'],
    [
      { segments: Array.from({ length: 501 }, () => ({ text: 'نعم', voiceId: 'omar' })) },
      'segments must contain no more than 500 lines',
    ],
    [
      { segments: [{ text: 'x'.repeat(60_000) }, { text: 'x'.repeat(40_001) }] },
      'Dialogue exceeds 100,000 character limit',
    ],
    [{}, 'text is required unless segments is sent'],
  ])('refuses %# with the job limit message', (request, message) => {
    expect(() => jobChunks(request)).toThrow(message);
  });
});

describe('piecesOf', () => {
  it('cuts a text without sentence ends at a blank, and one without blanks at the limit', () => {
    const words = 'كلمة '.repeat(2000); // 10,000 characters, no sentence end
    const pieces = piecesOf(words);
    expect(pieces.join('')).toBe(words);
    expect(pieces.every((p) => p.length <= 5000 && (p.endsWith(' ') || p === pieces.at(-1)))).toBe(
      true,
    );
    expect(piecesOf('x'.repeat(12_000)).map((p) => p.length)).toEqual([5000, 5000, 2000]);
  });
});
