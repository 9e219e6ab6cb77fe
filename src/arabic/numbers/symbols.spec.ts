import { stripHarakat } from '../arabic-script.js';
import { prepareText } from '../front-end.js';
import { fractionWords } from './fractions.js';
import { readNumbers } from './read-numbers.js';

describe('symbols and fractions around numbers', () => {
  it('reads a multiplication sign between numbers as فِي, the second number in the genitive', () => {
    expect(readNumbers('20×30 سم')).toBe('عِشْرُون فِي ثَلَاثِين سَنْتِيمِتْرًا');
    expect(readNumbers('4x4')).toBe('أَرْبَعَة فِي أَرْبَعَة');
  });

  it('keeps a multiplication sign in the Arabic run instead of handing it to the English voice', () => {
    expect(prepareText('الحجم ٢٠×٣٠ سم').map((run) => run.language)).toEqual(['ar']);
  });

  it('reads a plus after a number as "and above"', () => {
    expect(readNumbers('للأعمار 18+')).toBe('للأعمار ثَمَانِيَةَ عَشَر فَمَا فَوْق');
  });

  it('reads fraction characters, alone, after a whole number and before the noun they own', () => {
    expect(readNumbers('نجح ¾ الطلاب')).toBe('نجح ثَلَاثَة أَرْبَاع الطلاب');
    expect(readNumbers('أضف 2½ كوب')).toBe('أضف اِثْنَيْن وَنِصْف كوب');
    expect(readNumbers('في ⅔ الحالات')).toBe('في ثُلُثَيْ الحالات');
    expect(readNumbers('كوب و½ ملعقة')).toBe('كوب وَنِصْف ملعقة');
    expect(readNumbers('يكفي ب¼ كوب')).toBe('يكفي بِرُبْع كوب');
  });

  it('reads a slash between a numerator and a denominator of 2 to 10 before a noun as a fraction', () => {
    expect(readNumbers('أضف 5/8 كوب')).toBe('أضف خَمْسَة أَثْمَان كوب');
  });

  it('puts a dual fraction in construct before the noun it owns, definite or not', () => {
    expect(readNumbers('يحتاج 2/3 الكمية')).toBe('يحتاج ثُلُثَيْ الكمية');
    expect(readNumbers('2/3 كوب')).toBe('ثُلُثَا كوب');
    expect(readNumbers('⅝ الكمية')).toBe('خَمْسَة أَثْمَان الكمية');
  });

  it('reads n/d before a definite noun or من as a fraction, before a time word as a date', () => {
    expect(readNumbers('3/5 المشاركين')).toBe('ثَلَاثَة أَخْمَاس المشاركين');
    expect(readNumbers('7/10 من الطلاب')).toBe('سَبْعَة أَعْشَار من الطلاب');
    expect(readNumbers('الاجتماع 3/5 الساعة 10')).toBe('الاجتماع الثَالِث مِنْ مَايُو الساعة العَاشِرَة');
  });

  it('reads a date before a full stop, and a day and month after a word of dates whatever follows', () => {
    expect(readNumbers('حتى 30/6/2025.')).toBe('حتى الثَلَاثِين مِنْ يُونْيُو عَام أَلْفَيْن وَخَمْسَة وَعِشْرِين.');
    expect(readNumbers('يوم 14/3.')).toBe('يوم الرَابِعَ عَشَر مِنْ مَارِس.');
    expect(readNumbers('اليوم 14/3 وسيصلك')).toBe('اليوم الرَابِعَ عَشَر مِنْ مَارِس وسيصلك');
    expect(readNumbers('أضف 1/2 كوب.')).toBe('أضف نِصْف كوب.');
  });

  it('reads arithmetic, comparisons, ±, ~ and ratios', () => {
    expect(readNumbers('5+3=8')).toBe('خَمْسَة زَائِد ثَلَاثَة يُسَاوِي ثَمَانِيَة');
    expect(readNumbers('7 - 3 = 4')).toBe('سَبْعَة نَاقِص ثَلَاثَة يُسَاوِي أَرْبَعَة');
    expect(readNumbers('10 ÷ 2')).toBe('عَشَرَة مَقْسُومًا عَلَى اِثْنَيْن');
    expect(readNumbers('الحرارة > 40 درجة')).toBe('الحرارة أَكْثَر مِنْ أَرْبَعِين دَرَجَة');
    expect(readNumbers('5 < 7')).toBe('خَمْسَة أَصْغَر مِنْ سَبْعَة');
    expect(readNumbers('الدقة ±2%')).toBe('الدقة زَائِد أَوْ نَاقِص اِثْنَيْن فِي المِئَة');
    // After زائد and ناقص a number is genitive, after يساوي accusative.
    expect(readNumbers('10 - 2 = 8')).toBe('عَشَرَة نَاقِص اِثْنَيْن يُسَاوِي ثَمَانِيَة'.normalize('NFC'));
    expect(readNumbers('7 × 8 = 56')).toMatch(/ يُسَاوِي \S+ وَخَمْسِين$/);
    expect(readNumbers('~50 شخصًا')).toBe('حَوَالَيْ خَمْسِين شخصًا');
    expect(readNumbers('حوالي ~300 متر')).toBe('حوالي ثَلَاثِمِئَة مِتْر');
    expect(readNumbers('بنسبة 1:3')).toBe('بنسبة وَاحِد إِلَى ثَلَاثَة');
    // Its ة typed as ه; a mix's three terms.
    expect(readNumbers('بنسبه 4:1')).toBe('بنسبه أَرْبَعَة إِلَى وَاحِد');
    expect(readNumbers('بنسبة 1:2:4')).toBe('بنسبة وَاحِد إِلَى اِثْنَيْن إِلَى أَرْبَعَة');
    // A word or two after نسبة name what is compared; only a colon there is a ratio.
    expect(readNumbers('نسبة الخلط 1:3 من الرمل')).toBe('نسبة الخلط وَاحِد إِلَى ثَلَاثَة من الرمل');
    expect(readNumbers('نسبة الحضور 3/4')).not.toContain('إِلَى');
    expect(readNumbers('نسبة 3/1 بين الطرفين')).toBe('نسبة ثَلَاثَة إِلَى وَاحِد بين الطرفين');
    // Its terms are abstract: a noun after the ratio gives them no gender; a map's scale is one too.
    expect(readNumbers('بنسبة عرض 16:9 ودقة عالية')).toContain('إِلَى تِسْعَة ');
    expect(readNumbers('مقياس الخريطة 1:50000')).toContain('وَاحِد إِلَى خَمْسِين أَلْفًا');
    expect(readNumbers('نسبة 5‰')).toBe('نسبة خَمْسَة بِٱلْأَلْف');
  });

  it('reads ≈ as about before a quantity, and a number squared or cubed by a superscript', () => {
    expect(readNumbers('القيمة ≈ 3')).toBe('القيمة حَوَالَيْ ثَلَاثَة');
    expect(readNumbers('2 ≈ 2.1')).toContain('اِثْنَان يُسَاوِي تَقْرِيبًا اِثْنَان');
    expect(readNumbers('5²')).toBe('خَمْسَة تَرْبِيع');
    expect(readNumbers('2³ = 8')).toBe('اِثْنَان تَكْعِيب يُسَاوِي ثَمَانِيَة');
    expect(readNumbers('المساحة 4 سم²').normalize('NFC')).toBe(
      'المساحة أَرْبَعَة سَنْتِيمِتْرَات مُرَبَّعَة'.normalize('NFC'),
    );
  });

  it('reads a slash in a ratio as إِلَى unless it makes a named fraction', () => {
    expect(readNumbers('بنسبة 1/3')).toBe('بنسبة ثُلُث');
    // After more or less than, and as a part of a plural named after من, it is one too.
    expect(stripHarakat(readNumbers('بأكثر من 1/3 التركة'))).toBe('بأكثر من ثلث التركة');
    expect(stripHarakat(readNumbers('في 3/4 من الحالات'))).toBe('في ثلاثة أرباع من الحالات');
    expect(stripHarakat(readNumbers('في 3/4 من العام'))).toContain('الثالث من أبريل');
    // Never a date after it, even where the slash could make one (the second of May).
    expect(stripHarakat(readNumbers('بنسبة 2/5 تقريبا'))).toBe('بنسبة خمسين تقريبا');
  });

  it('reads a slash left between two values, once dates and fractions are read, as عَلَى', () => {
    expect(readNumbers('المقاس 30/40 سم')).toBe('المقاس ثَلَاثُون عَلَى أَرْبَعِين سَنْتِيمِتْرًا');
    expect(readNumbers('الضغط 120/80')).toBe('الضغط مِئَة وَعِشْرُون عَلَى ثَمَانِين');
    expect(readNumbers('في 15/3')).toBe('في الخَامِسَ عَشَر مِنْ مَارِس');
  });

  it('reads a plus after a number before the noun it counts as "more than"', () => {
    expect(readNumbers('100+ منتج')).toBe('أَكْثَر مِنْ مِئَة منتج');
    expect(readNumbers('أكثر من 100+ منتج')).toBe('أكثر من مِئَة منتج');
    // Before the number too, where a noun it counts follows (no country code then).
    expect(readNumbers('يضم المتجر +500 منتج')).toBe('يضم المتجر أَكْثَر مِنْ خَمْسِمِئَة منتج');
    expect(readNumbers('للأعمار 18+ فقط')).toBe('للأعمار ثَمَانِيَةَ عَشَر فَمَا فَوْق فقط');
    // A word with a clitic before it and a pronoun after it counts nothing: the plus is a code's.
    expect(readNumbers('هو +966 ويليه رقم الجوال').normalize('NFC')).toBe(
      'هو زَائِد تِسْعُمِئَة وَسِتَّة وَسِتُّون ويليه رقم الجوال'.normalize('NFC'),
    );
    expect(readNumbers('يضم +20 بطاقه')).toBe('يضم أَكْثَر مِنْ عِشْرِين بطاقه');
  });

  it('reads a Hijri and a Gregorian year written with both marks after both', () => {
    expect(readNumbers('عام 1445/2024 هـ/م').normalize('NFC')).toBe(
      'عام أَلْف وَأَرْبَعِمِئَة وَخَمْسَة وَأَرْبَعِين لِلْهِجْرَة أَلْفَيْن وَأَرْبَعَة وَعِشْرِين مِيلَادِيًّا'.normalize('NFC'),
    );
  });

  it('reads a room measured (×) after a place noun as numbers, not an ordinal', () => {
    expect(readNumbers('مساحة الغرفة 4×5 م')).toBe('مساحة الغرفة أَرْبَعَة فِي خَمْسَة أَمْتَار');
  });

  it('names fractions from a half to a tenth, and no others', () => {
    expect(fractionWords(1, 2)).toBe('نِصْف');
    expect(fractionWords(2, 3, 'oblique')).toBe('ثُلُثَيْن');
    expect(fractionWords(7, 10)).toBe('سَبْعَة أَعْشَار');
    expect(fractionWords(5, 12)).toBeUndefined();
    expect(fractionWords(4, 4)).toBeUndefined();
  });
});

describe('duals, labels, scores and Hijri dates', () => {
  it('says two of a surely singular noun as its dual, in the case the words before give', () => {
    expect(readNumbers('اشتريت 2 حقيبة')).toBe('اشتريت حقيبتين');
    expect(readNumbers('في 2 ولد')).toBe('في ولدَيْن');
    expect(readNumbers('وصل 2 زائر')).toBe('وصل زائرَان'); // فاعل: a singular
    expect(readNumbers('في 2 جانب')).toBe('في جانبَيْن');
    expect(readNumbers('يوجد 2 مبنى')).toBe('يوجد مبنيَان'); // ى turns ي before the ending
    expect(readNumbers('بلغت التكلفة 2 مليون ونصف')).toBe('بلغت التكلفة مِلْيُونَيْن ونصف');
  });

  it('leaves two before a noun that may be a plural, a particle or a definite word to the number reader', () => {
    expect(readNumbers('عندي 2 أقلام')).toBe('عندي اِثْنَان أقلام'); // أفعال
    expect(readNumbers('في 2 مدارس')).toBe('في اِثْنَتَيْن مدارس'); // مفاعل
    expect(readNumbers('العدد 2 من')).toBe('العدد اِثْنَان من');
  });

  it('reads a number after a label noun as an ordinal whatever follows it', () => {
    expect(readNumbers('الجزء 3 من الكتاب')).toBe('الجزء الثَالِث من الكتاب');
    expect(readNumbers('راجع الدرس 4 قبل الامتحان')).toBe('راجع الدرس الرَابِع قبل الامتحان');
    expect(readNumbers('الدورة 9 أشهر')).toBe('الدورة تِسْعَة أشهر');
    expect(readNumbers('سكن في الطابق 5 منذ عامين')).toBe('سكن في الطابق الخَامِس منذ عامين');
    expect(readNumbers('شاهدت الحلقة 10 أمس')).toBe('شاهدت الحلقة العَاشِرَة أمس');
    // لكن opens a clause: it is nothing a number counts.
    expect(readNumbers('وصلنا للمرحلة 7 لكن')).toBe('وصلنا للمرحلة السَابِعَة لكن');
    expect(readNumbers('الشقة 12 في العمارة')).toBe('الشقة الثَانِيَةَ عَشْرَة في العمارة');
    expect(readNumbers('اركب العربة 4 في القطار')).toBe('اركب العربة الرَابِعَة في القطار');
    expect(readNumbers('في الربع 3 من العام')).toBe('في الربع الثَالِث من العام');
    expect(readNumbers('الجلسة 2 من المؤتمر')).toBe('الجلسة الثَانِيَة من المؤتمر');
    expect(readNumbers('مساحة الشقة 40 م²').normalize('NFC')).toBe(
      'مساحة الشقة أَرْبَعُون مِتْرًا مُرَبَّعًا'.normalize('NFC'),
    );
  });

  it('reads the second number of a score in the genitive after مقابل', () => {
    expect(readNumbers('فاز 6-2').normalize('NFC')).toBe('فاز سِتَّة مُقَابِل اِثْنَيْن');
    expect(readNumbers('انتصر الهلال على النصر 3-1')).toContain('مُقَابِل وَاحِد');
    expect(readNumbers('الشوط الأول 1-0')).toBe('الشوط الأول وَاحِد مُقَابِل صِفْر');
    expect(readNumbers('فوز المنتخب 6-2 على ضيفه').normalize('NFC')).toContain(
      'سِتَّة مُقَابِل'.normalize('NFC'),
    );
    expect(readNumbers('يضم الفريق 5-7 لاعبين')).toContain('مِنْ خَمْسَة إِلَى سَبْعَة');
    // Two of a sound feminine plural is its singular's dual.
    expect(readNumbers('تسقى 2-3 مرات')).toContain('مِنْ مرتين إِلَى ثَلَاث');
  });

  it('gives a numeric date with a Hijri mark or a Hijri year the Hijri months', () => {
    expect(readNumbers('1445/9/1 هـ').normalize('NFC')).toBe(
      'الأَوَّل مِنْ رَمَضَان عَام أَلْف وَأَرْبَعِمِئَة وَخَمْسَة وَأَرْبَعِين لِلْهِجْرَة',
    );
    expect(readNumbers('في 1/9/1445')).toContain('مِنْ رَمَضَان');
    expect(readNumbers('2024/9/1')).toContain('مِنْ سِبْتَمْبَر');
  });

  it('reads صفر typed after a day as the month, not zero', () => {
    expect(readNumbers('في 3 صفر 1445هـ')).toContain('مِنْ صَفَر عَام');
    expect(readNumbers('درجة الحرارة صفر')).toBe('درجة الحرارة صفر');
  });
});
