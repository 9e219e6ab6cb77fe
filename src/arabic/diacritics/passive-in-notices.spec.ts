import { defaultDiacritizer } from './default-diacritizer.js';
import {
  advisedWithoutDoer,
  handledWithoutDoer,
  passiveBeforePreposition,
} from './passive-in-notices.js';

describe('a verb of handling without its doer', () => {
  it('is passive before a preposition or an adverb, not alone', () => {
    expect(handledWithoutDoer('يحفظ', ['في', 'مكان'])).toBe(true);
    expect(handledWithoutDoer('وتدفع', ['عند', 'الاستلام'])).toBe(true);
    expect(handledWithoutDoer('يستعمل', ['لتخفيف', 'الألم'])).toBe(true);
    expect(handledWithoutDoer('يحفظ', ['بعيدا'])).toBe(true);
    expect(handledWithoutDoer('تدفع', [])).toBe(false);
  });

  it('is passive before one definite noun, after هذا too, and then no object', () => {
    expect(handledWithoutDoer('يقدم', ['الإفطار', 'في', 'المطعم'])).toBe(true);
    expect(handledWithoutDoer('يمنع', ['التدخين', 'منعا', 'باتا'])).toBe(true);
    expect(handledWithoutDoer('يستعمل', ['هذا', 'الدواء', 'للأطفال'])).toBe(true);
    expect(handledWithoutDoer('تقبل', ['طلبات', 'التوظيف', 'حتى'])).toBe(true);
    expect(handledWithoutDoer('يقدم', ['مطعم', 'الفندق', 'وجبات'])).toBe(false);
  });

  it('is active before its doer and its object, or an object after "to whom"', () => {
    expect(handledWithoutDoer('تمنع', ['السلطات', 'الصيد', 'في'])).toBe(false);
    expect(handledWithoutDoer('يقدم', ['المطعم', 'أطباقا'])).toBe(false);
    expect(handledWithoutDoer('يقدم', ['لهم', 'حصصا'])).toBe(false);
    expect(handledWithoutDoer('يسمح', ['لك', 'بحقيبتين'])).toBe(true);
  });

  it('leaves verbs that are not of handling alone', () => {
    expect(handledWithoutDoer('يعمل', ['في', 'المركز'])).toBe(false);
    expect(handledWithoutDoer('يقع', ['الفندق', 'في'])).toBe(false);
  });

  it('reads advising and punishing with bi- after them and no subject before as passive', () => {
    expect(advisedWithoutDoer('ينصح', 'لذلك', 'بتناوله')).toBe(true);
    expect(advisedWithoutDoer('ينصح', undefined, 'به')).toBe(true);
    expect(advisedWithoutDoer('يعاقب', 'فإنه', 'بالحبس')).toBe(true);
    expect(advisedWithoutDoer('ينصح', 'الطبيب', 'بالراحة')).toBe(false);
    expect(advisedWithoutDoer('ينصح', undefined, 'الأطباء')).toBe(false);
  });

  it('reads the passive where the verb opens a clause', () => {
    const read = (text: string) => defaultDiacritizer.diacritizeText(text).normalize('NFC');
    expect(read('يحفظ الدواء في مكان بارد.')).toMatch(/^يُحْفَظ /);
    expect(read('المبلغ، تدفع عند الاستلام.')).toContain('تُدْفَع'.normalize('NFC'));
    // After an amount, its subject.
    expect(read('الرحلة خَمْسُونَ رِيَالًا تدفع لمعلم الفصل')).toContain('تُدْفَع'.normalize('NFC'));
    expect(read('تمنع السلطات الصيد في فترة التكاثر.')).not.toContain('تُمْنَع'.normalize('NFC'));
  });

  it('reads a past a report opens with right before its preposition as its impersonal passive', () => {
    expect(passiveBeforePreposition('حكم', 'على')).toBe('حُكِمَ'.normalize('NFC'));
    expect(passiveBeforePreposition('اعلن', 'عن')).toBe('أُعْلِنَ'.normalize('NFC'));
    // Another word after it (its subject, حكم القاضي) or another preposition: not so.
    expect(passiveBeforePreposition('حكم', 'القاضي')).toBeUndefined();
    expect(passiveBeforePreposition('كتب', 'في')).toBeUndefined();
  });
});
