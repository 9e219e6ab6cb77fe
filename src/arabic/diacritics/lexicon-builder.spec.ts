import { buildLexicon, corpusWords, toPausal } from './lexicon-builder.js';

describe('toPausal', () => {
  it('drops the case ending but keeps -an before an alif, and the shadda', () => {
    expect(toPausal('الْكِتَابُ')).toBe('الْكِتَاب');
    expect(toPausal('قَرِيبًا')).toBe('قَرِيبًا');
    expect(toPausal('هُدًى')).toBe('هُدَى');
    expect(toPausal('رَبِّ')).toBe('رَبّ');
  });
});

describe('buildLexicon', () => {
  it('keeps the most frequent vowelling of each spelling, most frequent spelling first', () => {
    // The corpus writes the Uthmani madda as alif + U+0653, which modern spelling drops here.
    const verses = ['مِنۡ قَبۡلُ مِنۡ بَعۡدُ', 'مَنۡ يَشَا\u0653ءُ مِنۡ', 'قَبۡلُ'];
    expect(buildLexicon(verses, { minCount: 1, minShare: 0 })).toEqual([
      'مِن',
      'قَبْل',
      'بَعْد',
      'يَشَاء',
    ]);
  });

  it('drops spellings seen fewer than minCount times', () => {
    expect(buildLexicon(['مِنۡ قَبۡلُ مِنۡ'], { minCount: 2, minShare: 0 })).toEqual(['مِن']);
  });

  it('drops a spelling whose top vowelling does not dominate', () => {
    const verses = ['عِلۡمٞ عَلِمَ قَالَ قَالَ قَالَ', 'قَالَ عِلۡمٗا'];
    const kept = buildLexicon(verses, { minCount: 1, minShare: 0.7 });
    expect(kept).toEqual(['قَال', 'عِلْمًا']); // علم is عِلْم once and عَلِمَ once: left out
  });

  it('turns a verse into modern pausal words and skips hidden-alif words', () => {
    expect(corpusWords('ذَٰلِكَ ٱلۡكِتَٰبُ لَا رَيۡبَۛ')).toEqual(['الْكِتَاب', 'لَا', 'رَيْب']);
  });
});
