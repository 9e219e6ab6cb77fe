import { casualIlaBefore, FUNCTION_WORDS, functionWord } from './function-words.js';

describe('function words', () => {
  it('vowels prepositions with their pronoun suffixes, the h taking i after i or ay', () => {
    expect(functionWord('بكم', false)).toBe('بِكُم');
    expect(functionWord('لهم', false)).toBe('لَهُم');
    expect(functionWord('عليهم', false)).toBe('عَلَيْهِم');
    expect(functionWord('منا', false)).toBe('مِنَّا');
    expect(functionWord('لي', false)).toBe('لِي');
    expect(functionWord('لديك', false)).toBe('لَدَيْك');
  });

  it('vowels pronouns and إنّ with a pronoun', () => {
    expect(functionWord('أنا', true)).toBe('أَنَا');
    expect(functionWord('لأنها', false)).toBe('لِأَنَّهَا');
    expect(functionWord('لأنني', false)).toBe('لِأَنَّنِي'.normalize('NFC'));
    expect(functionWord('وأنني', false)).toBe('وَأَنَّنِي'.normalize('NFC'));
    expect(functionWord('إني', false)).toBe('إِنِّي');
    expect(functionWord('وكأنها', false)).toBe('وَكَأَنَّهَا'.normalize('NFC')); // with و or ف too
    // The vocative's أيّ.
    expect(functionWord('أيها', false)?.normalize('NFC')).toBe('أَيُّهَا'.normalize('NFC'));
  });

  it('reads ولكي as wa- and لِكَيْ, not li- and كَيّ', () => {
    expect(functionWord('ولكي', false)?.normalize('NFC')).toBe('وَلِكَيْ'.normalize('NFC'));
    expect(functionWord('كي', false)?.normalize('NFC')).toBe('كَيْ'.normalize('NFC'));
  });

  it('writes the long ā of a demonstrative after a clitic as a dagger alif', () => {
    expect(functionWord('بهذه', false)).toBe('بِهٰذِهِ'.normalize('NFC'));
    expect(functionWord('لذلك', false)).toBe('لِذٰلِكَ'.normalize('NFC'));
    expect(functionWord('ولكن', false)).toBe('وَلٰكِنْ'.normalize('NFC'));
    expect(functionWord('هذا', false)).toBeUndefined(); // espeak-ng's dictionary says it alone
    expect(functionWord('الى', false)).toBe('إِلَى'.normalize('NFC')); // إلى typed casually
    expect(functionWord('اليهم', false)).toBe('إِلَيْهِم'.normalize('NFC')); // not ال + يَهُمّ
  });

  it('reads الي before the noun it governs as إلى, and leaves it elsewhere', () => {
    expect(casualIlaBefore('الي', 'المكتبة')).toBe('إِلَى'.normalize('NFC'));
    expect(casualIlaBefore('والي', 'شهودهم')).toBe('وَإِلَى'.normalize('NFC'));
    expect(casualIlaBefore('الي', 'حديقة')).toBe('إِلَى'.normalize('NFC'));
    expect(casualIlaBefore('الي', 'اولياء', true)).toBe('إِلَى'.normalize('NFC'));
    expect(casualIlaBefore('الي', 'جديد')).toBeUndefined();
    expect(casualIlaBefore('الي', 'باب', false, 'بيتك')).toBe('إِلَى'.normalize('NFC'));
    expect(casualIlaBefore('الي', 'حساب', false, 'المستفيد')).toBe('إِلَى'.normalize('NFC'));
    // Before a preposition it is "to me", or آلِيّ: left.
    expect(casualIlaBefore('الي', 'مع', false, 'ملاحظاته')).toBeUndefined();
    expect(casualIlaBefore('الي', 'جديد')).toBeUndefined(); // آلِيّ, automatic
    expect(casualIlaBefore('الي', undefined)).toBeUndefined(); // إِلَيَّ at a pause
  });

  it('leaves spellings with two readings alone', () => {
    expect(functionWord('بكم', true)).toBeUndefined(); // bikam, "for how much"
    for (const word of ['علي', 'أي', 'كم', 'لما', 'أم', 'فقد'])
      expect(FUNCTION_WORDS.has(word)).toBe(false);
    expect(functionWord('لكن', false)).toBeUndefined();
    expect(functionWord('لكنه', false)).toBe('لٰكِنَّه'.normalize('NFC')); // its long ā written
    expect(functionWord('لكني', false)).toBe('لٰكِنِّي'.normalize('NFC'));
  });
});
