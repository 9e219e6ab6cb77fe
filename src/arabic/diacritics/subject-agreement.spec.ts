import { pastVerbAfterPronoun } from './subject-agreement.js';

describe('a past verb after its subject pronoun', () => {
  const entries = new Map([
    ['أكد', 'أَكَّد'],
    ['وصل', 'وَصَل'],
    ['مشى', 'مَشَى'],
  ]);
  const lexicon = {
    entry: (bare: string) => entries.get(bare),
    tense: () => 'past' as const,
  };

  it('takes the person the pronoun gives it', () => {
    expect(pastVerbAfterPronoun('أكدت', 'أنا', lexicon)).toBe('أَكَّدْتُ'.normalize('NFC'));
    expect(pastVerbAfterPronoun('أكدت', 'هي', lexicon)).toBe('أَكَّدَتْ'.normalize('NFC'));
    expect(pastVerbAfterPronoun('وصلنا', 'نحن', lexicon)).toBe('وَصَلْنَا');
  });

  it('is left alone after another word, for a weak verb, or for a word the lexicon does not know', () => {
    expect(pastVerbAfterPronoun('أكدت', 'أنت', lexicon)).toBeUndefined();
    expect(pastVerbAfterPronoun('أكدت', undefined, lexicon)).toBeUndefined();
    expect(pastVerbAfterPronoun('مشت', 'هي', lexicon)).toBeUndefined();
    expect(pastVerbAfterPronoun('كتبت', 'أنا', lexicon)).toBeUndefined();
  });
});
