import { particleInContext } from './context-particles.js';

describe('أن and إن in context', () => {
  it('are أنّ and إنّ before a definite noun, with their clitic', () => {
    expect(particleInContext('أن', 'الحكومة', 'أكد')).toBe('أَنَّ');
    expect(particleInContext('وإن', 'الاجتماع', undefined)).toBe('وَإِنَّ');
    expect(particleInContext('فإن', 'للشركة', undefined)).toBe('فَإِنَّ');
  });

  it('read ألا before a present verb as أَلَّا, أن with لا', () => {
    expect(particleInContext('ألا', 'تتجاوز', 'يجب', 'present')).toBe('أَلَّا');
    expect(particleInContext('وألا', 'تترك', undefined, 'present')).toBe('وَأَلَّا');
  });

  it('are أنّ and إنّ before a Latin name', () => {
    expect(particleInContext('أن', 'Apple', 'أكد')).toBe('أَنَّ');
    expect(particleInContext('وإن', 'Google', undefined)).toBe('وَإِنَّ');
  });

  it('are أنّ and إنّ before a word that opens a nominal clause', () => {
    expect(particleInContext('أن', 'هناك', 'أكد')).toBe('أَنَّ');
    expect(particleInContext('أن', 'هذا', 'يبدو')).toBe('أَنَّ');
    expect(particleInContext('أن', 'لدينا', 'نعلم')).toBe('أَنَّ');
    expect(particleInContext('وإن', 'معظم', undefined)).toBe('وَإِنَّ');
    expect(particleInContext('أن', 'هذه', undefined)).toBe('أَنَّ');
  });

  it('make لكن لٰكِنَّ before a noun, with its clitic, and leave it before a verb', () => {
    expect(particleInContext('لكن', 'الموظف', 'الدائرة')).toBe('لٰكِنَّ'.normalize('NFC'));
    expect(particleInContext('ولكن', 'هذا', undefined)).toBe('وَلٰكِنَّ'.normalize('NFC'));
    expect(particleInContext('لكن', 'بطاريتها', 'ساعتك', 'noun')).toBe('لٰكِنَّ'.normalize('NFC'));
    expect(particleInContext('لكن', 'مرت', 'أسبوع', 'past')).toBeUndefined();
    expect(particleInContext('لكن', 'يمكنك', undefined, 'present')).toBeUndefined();
  });

  it('make إن إنّ after a verb of saying', () => {
    expect(particleInContext('إن', 'عددا', 'قال')).toBe('إِنَّ');
    expect(particleInContext('إن', 'عددا', 'وقالت')).toBe('إِنَّ');
    // Its subject between: the caller says so.
    expect(particleInContext('ان', 'الحكومة', 'المتحدث', undefined, true)).toBe('إِنَّ');
    expect(particleInContext('ان', 'الحكومة', 'المتحدث')).toBe('أَنَّ');
    // Its other persons and its passive.
    expect(particleInContext('ان', 'المفتاح', 'قلت', 'noun')).toBe('إِنَّ');
    expect(particleInContext('ان', 'الماء', 'قيل')).toBe('إِنَّ');
  });

  it("make إن the condition's إنْ before a past, with its clitic, and leave أن to the rest", () => {
    expect(particleInContext('إن', 'انقطع', undefined, 'past')).toBe('إِنْ');
    expect(particleInContext('فإن', 'كانت', undefined, 'past')).toBe('فَإِنْ');
    expect(particleInContext('وإن', 'تأخر', undefined, 'past')).toBe('وَإِنْ');
    expect(particleInContext('أن', 'وصل', 'أريد', 'past')).toBeUndefined();
  });

  it('make أن the one before a verb after بعد، قبل، منذ، دون، whatever follows', () => {
    expect(particleInContext('ان', 'راجعه', 'بعد', 'noun')).toBe('أَنْ');
    expect(particleInContext('أن', 'الصيانة', 'وقبل')).toBe('أَنْ');
    expect(particleInContext('أنه', 'الصيانة', 'بعد')).toBeUndefined();
  });

  it('are left undecided before a verb or at a pause', () => {
    expect(particleInContext('أن', 'تدفع', 'يجب')).toBeUndefined();
    expect(particleInContext('إن', 'كان', undefined)).toBeUndefined();
    expect(particleInContext('أن', undefined, 'أكد')).toBeUndefined();
    expect(particleInContext('أين', 'الكتاب', undefined)).toBeUndefined();
  });

  it('typed without the hamza, are told apart by their place: إنّ opening a sentence or after قال, else أنّ', () => {
    expect(particleInContext('انه', 'صعب', undefined)).toBe('إِنَّه');
    expect(particleInContext('انه', 'صعب', 'قال')).toBe('إِنَّه');
    expect(particleInContext('انها', 'مريضة', 'يبدو')).toBe('أَنَّهَا');
    expect(particleInContext('ان', 'الحكومة', 'أعلنت')).toBe('أَنَّ');
    expect(particleInContext('ان', 'يذهب', 'أراد')).toBeUndefined(); // أنْ before a verb
    // Before a noun the diacritiser knows as one, no verb (علمنا أن موعد الطبيب).
    expect(particleInContext('ان', 'موعد', 'علمنا', 'noun')).toBe('أَنَّ');
    expect(particleInContext('إن', 'سلامة', undefined, 'noun')).toBe('إِنَّ');
    // Before a present verb أنْ, with bi- or و too; ان opening a sentence may be إنْ.
    expect(particleInContext('بأن', 'تأخذوا', 'ننصحكم', 'present')).toBe('بِأَنْ');
    expect(particleInContext('وأن', 'تغلقوا', undefined, 'present')).toBe('وَأَنْ');
    expect(particleInContext('ان', 'تدفع', 'يجب', 'present')).toBe('أَنْ');
    expect(particleInContext('ان', 'تدرس', undefined, 'present')).toBeUndefined();
    // bi- and li- take أنّ only; انا is the pronoun.
    expect(particleInContext('بانه', 'سيتأخر', undefined)).toBe('بِأَنَّه');
    expect(particleInContext('لانه', 'مريض', undefined)).toBe('لِأَنَّه');
    expect(particleInContext('وانا', 'هنا', undefined)).toBe('وَأَنَا');
    // ka- with a pronoun is كأنّ (كان alone is "was"); after ف the particle is إنّ.
    expect(particleInContext('وكانها', 'لم', undefined)).toBe('وَكَأَنَّهَا');
    expect(particleInContext('كان', 'الطقس', undefined)).toBeUndefined();
    expect(particleInContext('فانه', 'يحق', 'عقدكم')).toBe('فَإِنَّه');
    // With its pronoun, a present verb after it changes nothing.
    expect(particleInContext('انها', 'تتغير', 'لي', 'present', true)).toBe('إِنَّهَا');
  });
});
