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

describe('PronunciationLexicon on hostile dictionaries', () => {
  /** Rules made of one letter repeated as 1 to 50 words, then the same with punctuation after. */
  const repeats = (alias: string) =>
    Array.from({ length: 1000 }, (_, n) => ({
      text: `${Array.from({ length: (n % 50) + 1 }, () => 'ب').join(' ')}${'.'.repeat(Math.floor(n / 50))}`,
      alias,
    }));

  it('takes the longest rule at each word of 2,500 repeats of one letter', () => {
    const lexicon = new PronunciationLexicon([repeats('A'), repeats('B'), repeats('C')]);
    const text = Array.from({ length: 2500 }, () => 'ب').join(' ');
    expect(lexicon.apply(text)).toBe(Array.from({ length: 50 }, () => 'A').join(' '));
  });

  it('takes the first-listed rule among those whose punctuation follows', () => {
    const lexicon = new PronunciationLexicon([
      [
        { text: 'د..', alias: 'two' },
        { text: 'د', alias: 'bare' },
        { text: 'د.', alias: 'one' },
      ],
    ]);
    expect(lexicon.apply('د.. د. د')).toBe('two bare. bare');
  });
});
