import { wordErrorRate } from './word-error-rate.js';

describe('wordErrorRate', () => {
  it('is 0 for the same words, whatever the case and punctuation', () => {
    expect(wordErrorRate('Go forward, ten meters.', 'go forward ten meters')).toBe(0);
  });

  it('counts a substitution, a deletion and an insertion once each', () => {
    expect(wordErrorRate('a b c d', 'a x c d')).toBe(0.25);
    expect(wordErrorRate('a b c d', 'a c d')).toBe(0.25);
    expect(wordErrorRate('a b c d', 'a b c d e')).toBe(0.25);
  });

  it('can exceed 1 when the hypothesis invents many words', () => {
    expect(wordErrorRate('yes', 'no no no')).toBe(3);
  });

  it('treats an empty reference as all-or-nothing', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'hello')).toBe(1);
  });
});
