import { speakableForm } from './speakable-form.js';

const SHADDA_FIRST = (word: string) => word.replace(/([\u064B-\u0650])\u0651/g, '\u0651$1');

describe('speakableForm (spellings espeak-ng reads as written)', () => {
  it('puts a shadda before its vowel', () => {
    expect(speakableForm('مَرَّة')).toBe(SHADDA_FIRST('مَرَّة'));
  });

  it('keeps a vowelled و or ي a consonant after a vowel with a tatweel, and adds no letter', () => {
    expect(speakableForm('مُوَاطِن')).toBe('مُـوَاطِن');
    expect(speakableForm('تَغْيِير')).toBe('تَغْيـِير'); // a ي with i before a long ī
    expect(speakableForm('قُوَّه')).toBe(SHADDA_FIRST('قُـوَّه'));
    expect(speakableForm('سَيَّارَه')).toBe(SHADDA_FIRST('سَيَّارَه'));
  });

  it('reads hamzat wasl as i- at the start and silent after a clitic or bi- before the article', () => {
    expect(speakableForm('اسْتِخْدَام')).toBe('اِسْتِخْدَام');
    expect(speakableForm('وَاسْتِخْدَام')).toBe('وَٱسْتِخْدَام');
    expect(speakableForm('الِاسْتِخْدَام')).toBe('الِٱسْتِخْدَام');
    expect(speakableForm('بِالْكِتَاب')).toBe('بِٱلْكِتَاب');
    expect(speakableForm('الْكِتَاب')).toBe('الْكِتَاب');
  });

  it('says hamzat wasl u- before a damma on the third letter, but for the nouns that begin with one', () => {
    expect(speakableForm('اكْتُب')).toBe('اُكْتُب');
    expect(speakableForm('اسْتُخْدِمَ')).toBe('اُسْتُخْدِمَ');
    expect(speakableForm('اسْمُه')).toBe('اِسْمُه');
    expect(speakableForm('ابْنُه')).toBe('اِبْنُه');
    expect(speakableForm('الْمُنْتِج')).toBe('الْمُنْتِج');
    expect(speakableForm('انْتَظِر')).toBe('اِنْتَظِر');
  });

  it('writes bi- bare before the article and a sun letter, where espeak-ng then drops the lam', () => {
    expect(speakableForm('بِالشَّرِكَه')).toBe('بالشَرِكَه');
    expect(speakableForm('بِالطَّلَب')).toBe('بالطَلَب');
    expect(speakableForm('وَبِالشَّرِكَه')).toBe(SHADDA_FIRST('وَبِٱلشَّرِكَه'));
  });

  it('keeps the silent alif after a plural waw as alif wasla', () => {
    expect(speakableForm('وَصَلُوا')).toBe('وَصَلُوٱ');
    expect(speakableForm('نَسَوْا')).toBe('نَسَوْٱ'); // and after a diphthong's waw
    expect(speakableForm('انْضَمُّوا')).toBe(SHADDA_FIRST('اِنْضَمُّوٱ')); // and after a doubled letter
  });

  it('leaves the doubling of a sun letter after the article to espeak-ng, but for ط and after a clitic', () => {
    expect(speakableForm('السَّبْت')).toBe('السَبْت');
    expect(speakableForm('النَّاس')).toBe('النَاس');
    expect(speakableForm('الطَّالِب')).toBe(SHADDA_FIRST('الطَّالِب'));
    expect(speakableForm('وَالسَّبْت')).toBe(SHADDA_FIRST('وَالسَّبْت'));
    expect(speakableForm('لِلشَّرِكَة')).toBe(SHADDA_FIRST('لِلشَّرِكَة'));
  });

  it('writes a sukun on a bare final kaf, which espeak-ng would take for the suffix -ka', () => {
    expect(speakableForm('بَنْك')).toBe('بَنْكْ');
    expect(speakableForm('مُسْتَهْلِك')).toBe('مُسْتَهْلِكْ');
    expect(speakableForm('كِتَابُك')).toBe('كِتَابُكْ');
    expect(speakableForm('كِتَابُكَ')).toBe('كِتَابُكَ');
    expect(speakableForm('بنك')).toBe('بنك');
  });

  it("leaves the relative pronouns to espeak-ng's dictionary", () => {
    expect(speakableForm('الَّذِي')).toBe('الذي');
  });

  it('keeps the long ā after a stem letter that only looks like the clitic bi- or li-', () => {
    expect(speakableForm('لَابْتُوب')).toBe('لَابْتُوب');
    expect(speakableForm('بَايْت')).toBe('بَايْت');
    expect(speakableForm('لِاسْتِخْدَام')).toBe('لِٱسْتِخْدَام');
    expect(speakableForm('لِلِاسْتِفْسَار')).toBe('لِلِٱسْتِفْسَار');
    expect(speakableForm('وَلِلِاجْتِمَاع')).toBe('وَلِلِٱجْتِمَاع');
    expect(speakableForm('كَاسْتِخْدَام')).toBe('كَٱسْتِخْدَام');
  });

  it('says the hamzat wasl of form VIII of a root in lam with i, not as the article', () => {
    expect(speakableForm('الْتَقَى')).toBe('اِلْتَقَى');
    expect(speakableForm('الْتِزَام')).toBe('اِلْتِزَام');
    expect(speakableForm('وَالْتَزَم')).toBe('وَٱلْتَزَم');
    expect(speakableForm('الْقَمَر')).toBe('الْقَمَر');
  });
});
