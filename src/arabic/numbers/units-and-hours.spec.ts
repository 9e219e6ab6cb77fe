import { expandAbbreviations } from '../abbreviations.js';
import { readNumbers } from './read-numbers.js';

const read = (text: string) => readNumbers(expandAbbreviations(text)).normalize('NFC');

describe('everyday units, currency marks and hours', () => {
  it('reads millimetres, milligrams and watts after a number', () => {
    expect(read('سماكة 3 ملم')).toBe('سماكة ثَلَاثَة مِلِّيمِتْرَات');
    expect(read('جرعة 500 ملغ')).toBe('جرعة خَمْسِمِئَة مِلِّيغْرَام');
    expect(read('قدرة 3 كيلوواط')).toBe('قدرة ثَلَاثَة كِيلُووَاطَات');
  });

  it('reads square and cubic units, and miles per hour, with the adjective agreeing', () => {
    expect(read('المساحة 120 م2')).toBe('المساحة مِئَة وَعِشْرُون مِتْرًا مُرَبَّعًا'.normalize('NFC'));
    expect(read('5 كم²')).toBe('خَمْسَة كِيلُومِتْرَات مُرَبَّعَة'.normalize('NFC'));
    expect(read('2 م³')).toBe('مِتْرَان مُكَعَّبَان'.normalize('NFC'));
    expect(read('60 ميل/س')).toBe('سِتُّون مِيلًا فِي السَاعَة');
    expect(read('وزنه 70 كلغ')).toBe('وزنه سَبْعُون كِيلُوغْرَامًا');
    expect(read('سرعة 100 ميجابت')).toBe('سرعة مِئَة مِيغَابِت');
    expect(read('سعة الخزان 60 ل')).toBe('سعة الخزان سِتُّون لِتْرًا');
    expect(read('أضف 250 غ من السكر')).toContain('غِرَامًا');
  });

  it('reads tons, hectares, feddans, inches and metres a second after a number', () => {
    expect(read('يزن 3 طن')).toBe('يزن ثَلَاثَة أَطْنَان');
    expect(read('مساحة 20 هكتار')).toBe('مساحة عِشْرِين هِكْتَارًا');
    expect(read('5 فدان')).toBe('خَمْسَة أَفْدِنَة');
    expect(read('الشاشة 6.5 إنش')).toBe('الشاشة سِتَّة فَاصِلَة خَمْسَة إِنْش');
    // A half of an everyday measure is said as one, after its whole units.
    expect(read('الوزن 2.5 كلغ')).toBe('الوزن كِيلُوغْرَامَان وَنِصْف');
    expect(read('الوزن 1.5 كلغ')).toBe('الوزن كِيلُوغْرَام وَنِصْف');
    expect(read('الوزن 0.5 كلغ')).toBe('الوزن نِصْف كِيلُوغْرَام');
    expect(read('التوصيل 1½ ساعة')).toBe('التوصيل سَاعَة وَنِصْف');
    expect(read('أضف 2½ ملعقة')).toBe('أضف اِثْنَيْن وَنِصْف ملعقة');
    expect(read('حرارته 38.5 درجة')).toBe('حرارته ثَمَانٍ وَثَلَاثُون دَرَجَة وَنِصْف'.normalize('NFC'));
    expect(read('سرعة 10 م/ث')).toBe('سرعة عَشَرَة أَمْتَار فِي الثَانِيَة');
  });

  it('reads cubic centimetres, kilometres in two words, °س, and a slash before a time word as "in the"', () => {
    expect(read('سعة المحرك 2000 سم³')).toBe('سعة المحرك أَلْفَا سَنْتِيمِتْر مُكَعَّب'.normalize('NFC'));
    expect(read('5 كيلو متر')).toBe('خَمْسَة كِيلُومِتْرَات');
    expect(read('الحرارة 25°س')).toContain('دَرَجَة مِئَوِيَّة'.normalize('NFC'));
    expect(read('12 ساعة/يوم')).toBe('اِثْنَتَا عَشْرَة سَاعَة فِي اليَوْم');
    expect(read('500 ريال/شهر')).toBe('خَمْسُمِئَة رِيَال فِي الشَهْر');
  });

  it('reads ص before a number as a page, after one as a morning hour', () => {
    expect(read('انظر ص 45')).toBe('انظر الصفحة الخَامِسَة وَالأَرْبَعِين'.normalize('NFC'));
    expect(read('الساعة 9 ص')).toBe('الساعة التَاسِعَة صَبَاحًا');
    // A ة typed as ه: the hour is not said twice.
    expect(read('حتى الساعه 2:30 فجرا')).toBe('حتى الساعه الثَانِيَة وَالنِّصْف فجرا'.normalize('NFC'));
  });

  it('says a unit or a time word written in the singular in the form its count takes', () => {
    expect(read('طوله 5 متر')).toBe('طوله خَمْسَة أَمْتَار');
    expect(read('مساحتها 120 متر مربع')).toBe('مساحتها مِئَة وَعِشْرُون مِتْرًا مُرَبَّعًا'.normalize('NFC'));
    expect(read('اشرب 3 لتر')).toBe('اشرب ثَلَاثَة لِتْرَات');
    expect(read('بعد 15 يوم')).toBe('بعد خَمْسَةَ عَشَر يَوْمًا'.normalize('NFC'));
    expect(read('خلال 5 ساعة')).toBe('خلال خَمْس سَاعَات');
    expect(read('منذ 2 سنة')).toBe('منذ سَنَتَيْن');
  });

  it('reads the Arab currencies’ short marks, and keeps "د." a title only before a name', () => {
    expect(read('السعر 50 د.ك')).toBe('السعر خَمْسُون دِينَارًا كُوَيْتِيًّا'.normalize('NFC'));
    expect(read('ثمنه 10 ر.ق')).toBe('ثمنه عَشَرَة رِيَالَات قَطَرِيَّة'.normalize('NFC'));
    expect(read('5 ل.ل')).toBe('خَمْس لِيرَات لُبْنَانِيَّة'.normalize('NFC'));
    expect(read('10 ل.ت')).toBe('عَشْر لِيرَات تُرْكِيَّة'.normalize('NFC'));
    expect(read('200 دج')).toBe('مِئَتَا دِينَار جَزَائِرِي');
    expect(expandAbbreviations('قدم د.أحمد المحاضرة')).toBe('قدم الدكتور أحمد المحاضرة');
  });

  it('expands ت before a number to dial, the company mark ذ.م.م and & between Arabic words', () => {
    expect(expandAbbreviations('ت: 0114567890')).toBe('هاتف 0114567890');
    expect(expandAbbreviations('شركة الأمل ذ.م.م')).toBe('شركة الأمل ذات مسؤولية محدودة');
    expect(expandAbbreviations('شركة الأمل & شركاه')).toBe('شركة الأمل وشركاه');
    expect(expandAbbreviations('AT&T')).toBe('AT&T');
    expect(expandAbbreviations('حرف ت: التاء')).toBe('حرف ت: التاء');
  });

  it('reads an hour written with ص, and each hour of a range with ص or م, never م as metres', () => {
    expect(read('نعمل من 9 ص إلى 5 م')).toBe(
      'نعمل من التَاسِعَة صَبَاحًا إلى الخَامِسَة مَسَاءً'.normalize('NFC'),
    );
    expect(read('الدوام 8 ص - 4 م')).toBe(
      'الدوام مِنَ الثَامِنَة صَبَاحًا إِلَى الرَابِعَة مَسَاءً'.normalize('NFC'),
    );
    expect(read('المسافة 5 م')).toBe('المسافة خَمْسَة أَمْتَار');
    // After a verb of opening or closing, or حتى, a م after an hour is the evening's.
    expect(read('تغلق الصيدلية 11 م')).toBe('تغلق الصيدلية الحَادِيَةَ عَشْرَة مَسَاءً'.normalize('NFC'));
  });

  it('reads م after an hour as the evening a few words after a morning hour or a time, or after يوميا', () => {
    expect(read('تنطلق 7 ص وتعود 9 م')).toBe(
      'تنطلق السَابِعَة صَبَاحًا وتعود التَاسِعَة مَسَاءً'.normalize('NFC'),
    );
    // A time with its minutes and its part of the day, a comma after it.
    expect(read('قبل 5:30 م، وتبحر عند 7 م')).toMatch(/وتبحر عند السَابِعَة مَسَاءً$/u);
    expect(read('بعرض 5 م وطول 7 م')).toMatch(/أَمْتَار$/u);
    expect(read('تعمل الصيدلية حتى 12 م')).toBe(
      'تعمل الصيدلية حتى الثَانِيَةَ عَشْرَة ظُهْرًا'.normalize('NFC'),
    ); // twelve p.m. is noon
    expect(read('يستقبل المرضى يوميا من 4 م')).toBe(
      'يستقبل المرضى يوميا من الرَابِعَة مَسَاءً'.normalize('NFC'),
    );
  });

  it('reads م after an hour or a span after a preposition as the evening in a sentence of a day or time', () => {
    expect(read('يصل يوم الخميس بين 2 و 6 م')).toMatch(/بين الثَانِيَة وَالسَّادِسَة مَسَاءً$/u);
    expect(read('التوصيل يوميا من 4 م الى 9 م')).toMatch(/الرَابِعَة مَسَاءً الى التَاسِعَة مَسَاءً$/u);
    expect(read('الطلبات بعد 9 م تؤجل للصباح')).toContain('التَاسِعَة مَسَاءً'.normalize('NFC'));
    // No day or time in the sentence: metres.
    expect(read('العمق من 5 الى 10 م')).toMatch(/أَمْتَار$/u);
    // A first time with its minutes is one, whatever the sentence says.
    expect(read('نتصل بك من 2:15 الى 4 م')).toMatch(/الرَابِعَة مَسَاءً$/u);
  });

  it('reads two hours after the hours of work or visits as the hours of the clock', () => {
    expect(read('ساعات العمل 9-5')).toBe('ساعات العمل مِنَ التَاسِعَة إِلَى الخَامِسَة'.normalize('NFC'));
    expect(read('الدوام من 8 إلى 4')).toBe('الدوام من الثَامِنَة إِلَى الرَابِعَة'.normalize('NFC'));
  });
});
