import { LONGEST_SENTENCE, takeSentences } from './sentences.js';

describe('takeSentences', () => {
  it('takes sentences ended by . ! ? ؟ … or a line break and keeps the rest', () => {
    expect(takeSentences('مرحبا. كيف حالك؟ أنا بخير! حقا… نعم\nثم ماذا')).toEqual({
      sentences: ['مرحبا.', 'كيف حالك؟', 'أنا بخير!', 'حقا…', 'نعم'],
      rest: 'ثم ماذا',
    });
  });

  it('waits on a full stop at the very end, which may be a decimal point', () => {
    expect(takeSentences('السعر 3.')).toEqual({ sentences: [], rest: 'السعر 3.' });
    expect(takeSentences('السعر 3.5 دينار. ثم')).toEqual({
      sentences: ['السعر 3.5 دينار.'],
      rest: ' ثم',
    });
    expect(takeSentences('انتهى.')).toEqual({ sentences: [], rest: 'انتهى.' });
  });

  it('keeps a title abbreviation with the name after it', () => {
    expect(takeSentences('قال د. أحمد إن الأمر بسيط. ')).toEqual({
      sentences: ['قال د. أحمد إن الأمر بسيط.'],
      rest: ' ',
    });
  });

  it('keeps runs of end marks and closing quotes with their sentence', () => {
    expect(takeSentences('قال «انتهى!» ثم... ذهب?! و')).toEqual({
      sentences: ['قال «انتهى!»', 'ثم...', 'ذهب?!'],
      rest: ' و',
    });
  });

  it('does not end a sentence inside a web address', () => {
    expect(takeSentences('زوروا example.com اليوم')).toEqual({
      sentences: [],
      rest: 'زوروا example.com اليوم',
    });
  });

  it(`cuts text with no end longer than ${LONGEST_SENTENCE} characters at a space`, () => {
    const word = 'كلمة ';
    const { sentences, rest } = takeSentences(word.repeat(2100));
    expect(sentences.length).toBe(2);
    expect(sentences.every((s) => s.length <= LONGEST_SENTENCE)).toBe(true);
    expect([...sentences, rest.trim()].join(' ')).toBe(word.repeat(2100).trim());
  });
});
