import { linesOf } from './tts-request.js';

describe('linesOf', () => {
  it('reads text as one line in the requested voice', () => {
    expect(linesOf({ text: 'مرحبا', voiceId: 'omar' })).toEqual([
      { text: 'مرحبا', voiceId: 'omar' },
    ]);
  });

  it('ignores text when segments are sent', () => {
    const segments = [{ text: 'a', voiceId: 'omar' }];
    expect(linesOf({ text: 'ignored', segments })).toBe(segments);
  });

  it('counts UTF-16 code units against the 5,000 limit', () => {
    expect(linesOf({ text: 'ب'.repeat(5000) })).toHaveLength(1);
    expect(() => linesOf({ text: 'ب'.repeat(5001) })).toThrow('Text exceeds 5,000 character limit');
    expect(() => linesOf({ text: '😀'.repeat(2501) })).toThrow(
      'Text exceeds 5,000 character limit',
    );
  });

  it('limits dialogues to 40 lines and 5,000 characters in total', () => {
    expect(() => linesOf({ segments: Array.from({ length: 41 }, () => ({ text: 'x' })) })).toThrow(
      'no more than 40 lines',
    );
    expect(() =>
      linesOf({ segments: [{ text: 'x'.repeat(2500) }, { text: 'y'.repeat(2501) }] }),
    ).toThrow('Dialogue exceeds 5,000 character limit');
    expect(() => linesOf({ segments: [] })).toThrow('at least one line');
  });

  it('requires text without segments', () => {
    expect(() => linesOf({})).toThrow('text is required unless segments is sent');
  });
});
