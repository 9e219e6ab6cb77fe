import { splitSentences } from './clauses.js';

describe('splitSentences', () => {
  it('splits Arabic text into sentences of clauses with ASCII punctuation', () => {
    expect(splitSentences('مرحبا، كيف حالك؟ أنا بخير.')).toEqual([
      {
        kind: 'question',
        clauses: [
          { text: 'مرحبا', punctuation: ',' },
          { text: 'كيف حالك', punctuation: '?' },
        ],
      },
      { kind: 'statement', clauses: [{ text: 'أنا بخير', punctuation: '.' }] },
    ]);
  });

  it('ends a sentence at a line break and keeps an unpunctuated tail', () => {
    const sentences = splitSentences('first line\nsecond line');
    expect(sentences.map((s) => s.clauses[0])).toEqual([
      { text: 'first line', punctuation: '.' },
      { text: 'second line', punctuation: '' },
    ]);
  });

  it('reads "?!" as a question and "!" as an exclamation', () => {
    expect(splitSentences('Really?! Wow!').map((s) => s.kind)).toEqual(['question', 'exclamation']);
  });

  it('yields nothing for punctuation alone', () => {
    expect(splitSentences(' ... ')).toEqual([]);
  });
});
