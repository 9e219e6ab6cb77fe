import { splitSentences } from './clauses.js';

describe('splitSentences', () => {
  it('splits Arabic text into sentences of clauses with ASCII punctuation', () => {
    expect(splitSentences('مرحبا، كيف حالك؟ أنا بخير.')).toEqual([
      {
        kind: 'question',
        clauses: [
          { text: 'مرحبا', punctuation: ',', start: 0 },
          { text: 'كيف حالك', punctuation: '?', start: 7 },
        ],
      },
      { kind: 'statement', clauses: [{ text: 'أنا بخير', punctuation: '.', start: 17 }] },
    ]);
  });

  it('ends a sentence at a line break and keeps an unpunctuated tail', () => {
    const sentences = splitSentences('first line\nsecond line');
    expect(sentences.map((s) => s.clauses[0])).toEqual([
      { text: 'first line', punctuation: '.', start: 0 },
      { text: 'second line', punctuation: '', start: 11 },
    ]);
  });

  it('reads "?!" as a question and "!" as an exclamation', () => {
    expect(splitSentences('Really?! Wow!').map((s) => s.kind)).toEqual(['question', 'exclamation']);
  });

  it('yields nothing for punctuation alone', () => {
    expect(splitSentences(' ... ')).toEqual([]);
  });
});
