import {
  markUnknownFeminineEnding,
  saysFeminineT,
  writeFeminineEnding,
} from './feminine-ending.js';

describe('the feminine ending ة', () => {
  it('is said -at in the construct state: an indefinite noun before a definite one', () => {
    expect(saysFeminineT('وزارة', 'الخارجية')).toBe(true);
    expect(saysFeminineT('لحماية', 'البيئة')).toBe(true);
    expect(saysFeminineT('رحمة', 'الله')).toBe(true);
    expect(saysFeminineT('شركة', 'Apple')).toBe(true);
    expect(saysFeminineT('الشركة', 'Apple')).toBe(false);
  });

  it('is said -a at a pause, before an adjective, after the article and before a relative pronoun', () => {
    expect(saysFeminineT('الجميلة', undefined)).toBe(false);
    expect(saysFeminineT('حملة', 'جديدة')).toBe(false);
    expect(saysFeminineT('المدينة', 'القديمة')).toBe(false);
    expect(saysFeminineT('بالمدينة', 'القديمة')).toBe(false);
    expect(saysFeminineT('للطالبة', 'الجديدة')).toBe(false);
    expect(saysFeminineT('الحكومة', 'التي')).toBe(false);
    expect(saysFeminineT('قصة', 'التي')).toBe(false);
    expect(saysFeminineT('كتاب', 'المدرسة')).toBe(false);
  });

  it('is written so espeak-ng says it: "ـَه" for -a, "ـَة" with no case vowel for -at', () => {
    expect(writeFeminineEnding('الْجَمِيلَة', false)).toBe('الْجَمِيلَه');
    expect(writeFeminineEnding('الْكَرَّة', false)).toBe('الْكَرَّه');
    expect(writeFeminineEnding('الْمُبَارَاة', false)).toBe('الْمُبَارَاه');
    expect(writeFeminineEnding('وِزَارَةُ', true)).toBe('وِزَارَة');
    expect(writeFeminineEnding('كِتَاب', false)).toBe('كِتَاب');
  });

  it('is marked on a word no lexicon knows only where espeak-ng would say "t" at a pause', () => {
    expect(markUnknownFeminineEnding('الجميلة', false)).toBe('الجميلَه');
    expect(markUnknownFeminineEnding('الطالبة', false)).toBe('الطالبَه');
    expect(markUnknownFeminineEnding('طالبة', true)).toBe('طالبَة');
    // espeak-ng's dictionary reads these itself, with or without the article.
    expect(markUnknownFeminineEnding('مدينة', false)).toBe('مدينة');
    expect(markUnknownFeminineEnding('والمدينة', false)).toBe('والمدينة');
    // Its letter rules say "-ijjah" and "-a:h" for ية and اة.
    expect(markUnknownFeminineEnding('الاقتصادية', false)).toBe('الاقتصادية');
    expect(markUnknownFeminineEnding('المباراة', false)).toBe('المباراة');
  });
});
