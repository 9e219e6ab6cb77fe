import { defaultDiacritizer } from './default-diacritizer.js';
import { mayBeDoer } from './doers.js';

const reading = (word: string) => defaultDiacritizer.diacritizeWord(word);

describe('a noun that may be a doer', () => {
  it('is a person or a body listed, with or without the article, its feminine and plural too', () => {
    expect(mayBeDoer('الوزارة', reading)).toBe(true);
    expect(mayBeDoer('الصحيفه', reading)).toBe(true);
    expect(mayBeDoer('وكالات', reading)).toBe(true);
    expect(mayBeDoer('المنتخب', reading)).toBe(true);
    // A listed doer's feminine in ة.
    expect(mayBeDoer('الطبيبة', reading)).toBe(true);
  });

  it('is a plural of people, an active participle, a فاعل or a فعّال', () => {
    expect(mayBeDoer('المشجعون', reading)).toBe(true);
    expect(mayBeDoer('المدرب', reading)).toBe(true);
    expect(mayBeDoer('المعلمة', reading)).toBe(true);
    expect(mayBeDoer('اللاعب', reading)).toBe(true);
    expect(mayBeDoer('الفلاح', reading)).toBe(true);
  });

  it('is no thing, nor a passive participle or a verbal noun in مُ', () => {
    expect(mayBeDoer('العلم', reading)).toBe(false);
    expect(mayBeDoer('المبلغ', reading)).toBe(false);
    expect(mayBeDoer('المقترح', reading)).toBe(false);
    expect(mayBeDoer('المباراة', reading)).toBe(false);
  });
});
