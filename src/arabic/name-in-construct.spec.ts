import { completedByName } from './name-in-construct.js';

describe('completedByName', () => {
  it('takes a noun without the article before a Latin name as in construct with it', () => {
    expect(completedByName('هاتف')).toBe(true);
    expect(completedByName('نظام')).toBe(true);
    expect(completedByName('بنظام')).toBe(true);
    expect(completedByName('مستخدمي')).toBe(true);
  });

  it('leaves a verb, a definite noun, an adverb or an unknown word undecided', () => {
    expect(completedByName('يتطلب')).toBe(false); // a listed verb
    expect(completedByName('وصل')).toBe(false); // a past verb's shape
    expect(completedByName('سيصل')).toBe(false); // the future of a present verb
    expect(completedByName('وصلت')).toBe(false); // a past "she" form
    expect(completedByName('بالنظام')).toBe(false);
    expect(completedByName('حاليا')).toBe(false);
    expect(completedByName('أمس')).toBe(false);
    expect(completedByName('كتب')).toBe(false); // two readings: no lexicon holds it
  });
});
