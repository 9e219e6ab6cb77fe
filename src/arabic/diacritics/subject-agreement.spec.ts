import { pastVerbAfterPronoun, pastVerbOfTypedPerson } from './subject-agreement.js';

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
    expect(pastVerbAfterPronoun('أكدت', undefined, lexicon)).toBeUndefined();
    expect(pastVerbAfterPronoun('مشت', 'هي', lexicon)).toBeUndefined();
    expect(pastVerbAfterPronoun('نظرت', 'أنا', lexicon)).toBeUndefined();
    expect(pastVerbAfterPronoun('كتبه', 'هي', lexicon)).toBeUndefined();
  });
});

describe('past verbs spelled like nouns, and the person a caller marked', () => {
  const lexicon = { entry: () => undefined, tense: () => undefined };

  it('reads a listed verb after its subject pronoun', () => {
    expect(pastVerbAfterPronoun('كتبت', 'أنا', lexicon)).toBe('كَتَبْتُ'.normalize('NFC'));
    expect(pastVerbAfterPronoun('كتبت', 'هي', lexicon)).toBe('كَتَبَتْ'.normalize('NFC'));
    expect(pastVerbAfterPronoun('سكنتم', 'أنتم', lexicon)).toBe('سَكَنْتُم'.normalize('NFC'));
    expect(pastVerbAfterPronoun('كتبوا', 'هم', lexicon)).toBe('كَتَبُوا'.normalize('NFC'));
  });

  it('takes the person from the mark typed on the final ت, and keeps that mark', () => {
    expect(pastVerbOfTypedPerson('قرأتُ', lexicon)).toBe('قَرَأْتُ'.normalize('NFC'));
    expect(pastVerbOfTypedPerson('كتبتْ', lexicon)).toBe('كَتَبَتْ'.normalize('NFC'));
    expect(pastVerbOfTypedPerson('كتبتُم', lexicon)).toBeUndefined();
    expect(pastVerbOfTypedPerson('بيتُ', lexicon)).toBeUndefined();
  });
});

describe('a past the list holds only in its "she" form', () => {
  const entries = new Map([
    ['قدمت', 'قَدَّمَت'],
    ['قدم', 'قَدَم'],
  ]);
  const lexicon = { entry: (bare: string) => entries.get(bare), tense: () => undefined };

  it('takes its "he" form from that one where the list reads the bare spelling as a noun', () => {
    expect(pastVerbAfterPronoun('قدمت', 'أنا', lexicon)).toBe('قَدَّمْتُ'.normalize('NFC'));
  });

  it('keeps the marks the caller typed on other letters, and refuses one that disagrees', () => {
    expect(pastVerbOfTypedPerson('قدّمتُ', lexicon)).toBe('قَدَّمْتُ'.normalize('NFC'));
    expect(pastVerbOfTypedPerson('قُدمتُ', lexicon)).toBeUndefined();
  });
});
