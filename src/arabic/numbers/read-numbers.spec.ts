import { stripHarakat } from '../arabic-script.js';
import { readNumbers } from './read-numbers.js';

describe('readNumbers', () => {
  describe('plain numbers', () => {
    it.each([
      ['عندي 3 كتب', 'عندي ثلاثة كتب'],
      ['1,250,000', 'مليون ومئتان وخمسون ألفًا'],
      ['3.5', 'ثلاثة فاصلة خمسة'],
      ['3.25', 'ثلاثة فاصلة خمسة وعشرون'],
      ['3.05', 'ثلاثة فاصلة صفر خمسة'],
      ['الحرارة -7', 'الحرارة سالب سبعة'],
      ['اتصل على 0501234567', 'اتصل على صفر خمسة صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة'],
      ['12 ألف', 'اثنا عشر ألفًا'],
      ['تحويلة 204', 'تحويلة اثنان صفر أربعة'],
      ['اتصل على الرقم 997', 'اتصل على الرقم تسعة تسعة سبعة'],
      ['اتصل ب 200 عميل', 'اتصل بمئتي عميل'],
      ['5 ملايين', 'خمسة ملايين'],
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });

    it.each([
      ['فاز الهلال 2-1', 'فاز الهلال اثنين مقابل واحد'], // a score after a verb: oblique
      ['النتيجة 2-0', 'النتيجة اثنان مقابل صفر'], // النتيجة's predicate: nominative
      ['التوصيل خلال 5-7 أيام', 'التوصيل خلال خمسة إلى سبعة أيام'], // no مِنْ after a preposition
      ['تبرع بـ 2000 ريال'.replace('ـ', ''), 'تبرع بألفي ريال'], // a prefix written apart
      ['مفتاح السعودية +966', 'مفتاح السعودية زائد تسعمئة وستة وستون'], // a country code alone
      ['اتصل بنا على 920001234', 'اتصل بنا على تسعة اثنان صفر صفر صفر واحد اثنان ثلاثة أربعة'],
      ['اتصل بنا خلال 3 أيام', 'اتصل بنا خلال ثلاثة أيام'],
      ['عام 1445هـ/2024م', 'عام ألف وأربعمئة وخمسة وأربعين للهجرة ألفين وأربعة وعشرين ميلادية'],
      ['اشتريت 2 كتاب', 'اشتريت كتابين'], // a singular with an alif made dual
      ['2 أيام', 'اثنان أيام'], // أفعال is a plural: left alone
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });

    it('puts numbers after a preposition or عام in the genitive', () => {
      expect(letters(readNumbers('في 2024'))).toBe(letters('في ألفين وأربعة وعشرين'));
      expect(letters(readNumbers('من 20 طالبا'))).toBe(letters('من عشرين طالبا'));
    });
  });

  describe('numbers to dial', () => {
    it('reads four digits or more after رقم, and a number after a word of calling, digit by digit', () => {
      expect(readNumbers('الرقم 19909')).toBe('الرقم وَاحِد تِسْعَة تِسْعَة صِفْر تِسْعَة');
      expect(readNumbers('اتصل على 920012345')).toContain('اتصل على تِسْعَة اِثْنَان صِفْر صِفْر');
    });

    it('keeps a short number after رقم and a long count a cardinal', () => {
      expect(readNumbers('رقم 23')).toBe('رقم ثَلَاثَة وَعِشْرُون');
      expect(readNumbers('بلغ 1234567 زائرا')).toContain('مِلْيُون');
    });
  });

  describe('percentages', () => {
    it.each([
      ['50%', 'خمسون في المئة'],
      ['نسبة 3.5 %', 'نسبة ثلاثة فاصلة خمسة في المئة'],
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });
  });

  describe('currency with count-noun agreement', () => {
    it.each([
      ['1 دولار', 'دولار واحد'],
      ['2 دولار', 'دولاران'],
      ['3 دولارات', 'ثلاثة دولارات'],
      ['10 دولار', 'عشرة دولارات'],
      ['11 دولار', 'أحد عشر دولارًا'],
      ['25 دولار', 'خمسة وعشرون دولارًا'],
      ['100 دولار', 'مئة دولار'],
      ['103 دولار', 'مئة وثلاثة دولارات'],
      ['111 دولار', 'مئة وأحد عشر دولارًا'],
      ['101 دولار', 'مئة دولار ودولار'],
      ['1000000 دولار', 'مليون دولار'],
      ['$3.50', 'ثلاثة دولارات وخمسون سنتًا'],
      ['$0.99', 'تسعة وتسعون سنتًا'],
      ['5 دولار أمريكي', 'خمسة دولارات'],
      ['€20', 'عشرون يورو'],
      ['£3', 'ثلاثة جنيهات إسترلينية'],
      ['50 ر.س', 'خمسون ريالًا سعوديًا'],
      ['2 ريال سعودي', 'ريالان سعوديان'],
      ['7 ريالات', 'سبعة ريالات'],
      ['15 جنيه', 'خمسة عشر جنيهًا'],
      ['300 درهم', 'ثلاثمئة درهم'],
      ['200 دولار', 'مئتا دولار'],
      ['2000 ريال', 'ألفا ريال'],
      ['4 دنانير', 'أربعة دنانير'],
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });

    it('uses feminine number forms for a feminine currency', () => {
      expect(letters(readNumbers('3 ليرات'))).toBe(letters('ثلاث ليرات'));
      expect(letters(readNumbers('13 ليرة'))).toBe(letters('ثلاث عشرة ليرةً'));
      expect(letters(readNumbers('2 ليرة'))).toBe(letters('ليرتان'));
      expect(letters(readNumbers('1 ليرة'))).toBe(letters('ليرة واحدة'));
    });
  });

  describe('measures and eras', () => {
    it.each([
      ['20 كم', 'عشرون كيلومترًا'],
      ['3 كم', 'ثلاثة كيلومترات'],
      ['5كغ', 'خمسة كيلوغرامات'],
      ['1445 هـ', 'ألف وأربعمئة وخمسة وأربعون للهجرة'],
      ['2024م', 'ألفان وأربعة وعشرون ميلادية'],
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });

    it('does not read a word that merely starts like a unit', () => {
      expect(letters(readNumbers('5 كميات'))).toBe(letters('خمس كميات'));
    });
  });

  describe('dates', () => {
    it.each([
      ['2024-03-15', 'الخامس عشر من مارس عام ألفين وأربعة وعشرين'],
      ['15/3/2024', 'الخامس عشر من مارس عام ألفين وأربعة وعشرين'],
      ['1-1-2000', 'الأول من يناير عام ألفين'],
      ['31.12.1999', 'الحادي والثلاثون من ديسمبر عام ألف وتسعمئة وتسعة وتسعين'],
      ['في 15 مارس 2024', 'في الخامس عشر من مارس عام ألفين وأربعة وعشرين'],
      ['الإجازة 10-15 مارس', 'الإجازة من العاشر إلى الخامس عشر من مارس'],
      ['من 10 إلى 15 مارس', 'من العاشر إلى الخامس عشر من مارس'],
      ['من 10-15 مارس', 'من العاشر إلى الخامس عشر من مارس'],
      ['في شهر ذي الحجة', 'في شهر ذي الحجة'],
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });

    it('leaves impossible dates to the plain-number reader', () => {
      expect(letters(readNumbers('2024-13-40'))).toBe(
        letters('ألفان وأربعة وعشرون-ثلاثة عشر-أربعون'),
      );
    });
  });

  describe('times', () => {
    it.each([
      ['14:30', 'الساعة الثانية والنصف ظهرًا'],
      ['9:00', 'الساعة التاسعة'],
      ['9:15', 'الساعة التاسعة والربع'],
      ['الساعة 9:45', 'الساعة العاشرة إلا ربعًا'],
      ['8:05 م', 'الساعة الثامنة وخمس دقائق مساءً'],
      ['7:20 ص', 'الساعة السابعة وعشرون دقيقةً صباحًا'],
      ['0:10', 'الساعة الثانية عشرة وعشر دقائق ليلًا'],
      ['21:00', 'الساعة التاسعة مساءً'],
      ['يصل 5 مساءً', 'يصل الخامسة مساءً'],
      ['من 9 إلى 5 مساءً', 'من التاسعة إلى الخامسة مساءً'],
      ['الزيارة 3-5 عصرًا', 'الزيارة من الثالثة إلى الخامسة عصرًا'],
      ['الدوام 9:30 - 11:00', 'الدوام من الساعة التاسعة والنصف إلى الساعة الحادية عشرة'],
    ])('%s -> %s', (text, words) => {
      expect(letters(readNumbers(text))).toBe(letters(words));
    });
  });
});

/** These tests pin the words; the vowels are pinned in vowels.spec.ts. */
function letters(text: string): string {
  return stripHarakat(text)
    .replace(/\u0640/g, '')
    .replace(/ٱ/g, 'ا');
}
