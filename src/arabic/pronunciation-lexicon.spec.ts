import { PronunciationLexicon } from './pronunciation-lexicon.js';

describe('PronunciationLexicon', () => {
  it('replaces whole words only, Latin case-insensitively', () => {
    const lexicon = new PronunciationLexicon([[{ text: 'AI', alias: 'ذكاء اصطناعي' }]]);
    expect(lexicon.apply('ai and AI, not AIR or MAIL')).toBe(
      'ذكاء اصطناعي and ذكاء اصطناعي, not AIR or MAIL',
    );
  });

  it('matches Arabic regardless of short vowels and tatweel, in the rule and in the text', () => {
    const lexicon = new PronunciationLexicon([[{ text: 'مُحَمَّد', alias: 'مُحَمَّدٌ' }]]);
    expect(lexicon.apply('جاء محمد ثم محــمد ثم مُحمّد ومحمد')).toBe(
      'جاء مُحَمَّدٌ ثم مُحَمَّدٌ ثم مُحَمَّدٌ ومحمد',
    );
  });

  it('prefers the longest rule, then the dictionary named first', () => {
    const lexicon = new PronunciationLexicon([
      [{ text: 'New', alias: 'نيو' }],
      [
        { text: 'New York', alias: 'نيويورك' },
        { text: 'new', alias: 'جديد' },
      ],
    ]);
    expect(lexicon.apply('New York is new')).toBe('نيويورك is نيو');
  });

  it('keeps the punctuation a rule is written with as part of the match', () => {
    const lexicon = new PronunciationLexicon([
      [
        { text: 'د.', alias: 'الدُّكْتُور' },
        { text: 'U.S', alias: 'يو إس' },
      ],
    ]);
    expect(lexicon.apply('قال د. سامي إن U.S تغيرت، ود آخر')).toBe(
      'قال الدُّكْتُور سامي إن يو إس تغيرت، ود آخر',
    );
  });

  it('matches a phrase across any white space but not across other separators', () => {
    const lexicon = new PronunciationLexicon([[{ text: 'World Health', alias: 'X' }]]);
    expect(lexicon.apply('World \n Health, World-Health')).toBe('X, World-Health');
  });

  it('leaves text untouched without rules', () => {
    expect(new PronunciationLexicon([]).apply('نص كما هو')).toBe('نص كما هو');
  });
});
