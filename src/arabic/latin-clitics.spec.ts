import { vowelledClitics } from './latin-clitics.js';

describe('vowelledClitics', () => {
  it('vowels the article and the clitics written on a Latin word', () => {
    expect(vowelledClitics('ال')).toBe('اَلْ');
    expect(vowelledClitics('وال')).toBe('وَٱلْ');
    expect(vowelledClitics('بال')).toBe('بِٱلْ');
    expect(vowelledClitics('وبال')).toBe('وَبِٱلْ');
    expect(vowelledClitics('لل')).toBe('لِلْ');
    expect(vowelledClitics('ولل')).toBe('وَلِلْ');
    expect(vowelledClitics('ل')).toBe('لِ');
    expect(vowelledClitics('وب')).toBe('وَبِ');
    expect(vowelledClitics('و')).toBe('وَ');
  });

  it('leaves anything else alone', () => {
    expect(vowelledClitics('لال')).toBeUndefined();
    expect(vowelledClitics('بب')).toBeUndefined();
    expect(vowelledClitics('على')).toBeUndefined();
  });
});
