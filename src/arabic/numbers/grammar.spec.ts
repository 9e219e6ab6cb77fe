import { stripHarakat } from '../arabic-script.js';
import { readNumbers } from './read-numbers.js';

/** The words only: these tests pin which words Arabic grammar picks; vowels.spec.ts pins the vowels. */
const read = (text: string) =>
  stripHarakat(readNumbers(text))
    .replace(/\u0640/g, '')
    .replace(/ٱ/g, 'ا');

describe('number grammar', () => {
  describe('3-10 take the reverse gender of the counted noun, read from its form or a list', () => {
    it.each([
      ['انتظرت 3 ساعات', 'انتظرت ثلاث ساعات'], // ـات: feminine singular ساعة
      ['قضى 5 أيام', 'قضى خمسة أيام'], // broken plural of a masculine noun
      ['تشارك 8 دول', 'تشارك ثماني دول'], // listed feminine broken plural
      ['افتتحت 3 مطارات', 'افتتحت ثلاثة مطارات'], // ـات plural of a masculine noun
      ['في المزرعة 3 أحصنة', 'في المزرعة ثلاثة أحصنة'], // أفعلة, the plural of a masculine noun
      ['بين 18 و25 درجة', 'بين ثماني عشرة وخمس وعشرين درجة'], // the noun after the second counts both
      ['بين 3 أو 5 ساعات', 'بين ثلاث أو خمس ساعات'],
      ['بين 3 و5', 'بين ثلاثة وخمسة'], // no noun: masculine
      ['اشترينا 4 أجهزة', 'اشترينا أربعة أجهزة'],
      ['لدي 3 أغنيات', 'لدي ثلاث أغنيات'], // not أفعلة: feminine
      ['عندي 4 أجهزة', 'عندي أربعة أجهزة'], // أفعلة plural of a masculine noun
      ['يضم 9 اجنحة', 'يضم تسعة اجنحة'], // أفعلة typed without its hamza
      ['أضيفي 3 ملاعق', 'أضيفي ثلاث ملاعق'], // listed: the plural of ملعقة
      ['لديك 4 إشعارات', 'لديك أربعة إشعارات'], // ـات plural of a derived form's verbal noun
      ['أجرينا 3 اختبارات', 'أجرينا ثلاثة اختبارات'],
      ['وصلتنا 5 تعديلات', 'وصلتنا خمسة تعديلات'],
      ['املأ 3 استمارات', 'املأ ثلاث استمارات'], // a feminine noun of that shape
      ['عندنا 4 تسميات', 'عندنا أربع تسميات'], // a weak root: تسمية
      ['من 3×10 تكرارات', 'من ثلاثة في عشرة تكرارات'], // تَفْعَال, a masculine verbal noun
      ['يضم 64 شقه', 'يضم أربع وستين شقه'], // a ه typed for ة
      ['أرسلنا 20 تنبيه', 'أرسلنا عشرين تنبيه'], // ه after a long vowel is a root letter
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });

  it('agrees 11-19 and the unit of 21-99 with the noun', () => {
    expect(read('13 طالبة')).toBe('ثلاث عشرة طالبة');
    expect(read('15 يوما')).toBe('خمسة عشر يوما');
    expect(read('23 دولة')).toBe('ثلاث وعشرون دولة');
    expect(read('21 وزيرا')).toBe('واحد وعشرون وزيرا');
  });

  it('puts a last dual or scale word into construct with its noun, without nun or tanween', () => {
    expect(read('200 طالب')).toBe('مئتا طالب');
    expect(read('في 200 مدينة')).toBe('في مئتي مدينة');
    expect(read('1200 موظف')).toBe('ألف ومئتا موظف');
    expect(read('15 ألف متفرج')).toBe('خمسة عشر ألف متفرج');
    expect(read('12 مليون درهم')).toBe('اثنا عشر مليون درهم');
    expect(read('عدد السكان 13 مليون')).toBe('عدد السكان ثلاثة عشر مليونا');
    expect(read('3 ملايين نسمة')).toBe('ثلاثة ملايين نسمة');
  });

  it('reads genitive after prepositions, month names, "بين … و" and through سالب', () => {
    expect(read('إلى -80 ألف درهم')).toBe('إلى سالب ثمانين ألف درهم');
    expect(read('بين 100-200 موظف')).toBe('بين مئة ومئتي موظف');
    expect(read('في العام 2024')).toBe('في العام ألفين وأربعة وعشرين');
    expect(read('العام 1445هـ')).toBe('العام ألف وأربعمئة وخمسة وأربعون للهجرة');
    expect(read('رؤية 2030')).toBe('رؤية ألفين وثلاثين');
    expect(read('يعيش لنحو 850 ألف نسمة')).toBe('يعيش لنحو ثمانمئة وخمسين ألف نسمة');
    expect(read('قدرت بنحو 45 مليونا')).toBe('قدرت بنحو خمسة وأربعين مليونا');
  });

  it('reads the object after a verb, its subject and a phrase of time or place', () => {
    expect(read('أجرى البنك خلال الربع الأخير 35 عملية')).toBe(
      'أجرى البنك خلال الربع الأخير خمس وثلاثين عملية',
    );
    expect(read('تستغرق المعاملة في مكتب الجوازات 45 دقيقة')).toBe(
      'تستغرق المعاملة في مكتب الجوازات خمس وأربعين دقيقة',
    );
    expect(read('أصلح الفريق في التحديث الأخير 93 خطأ')).toBe(
      'أصلح الفريق في التحديث الأخير ثلاثة وتسعين خطأ',
    );
    expect(read('تكفي 45 منزلا')).toBe('تكفي خمسة وأربعين منزلا');
    expect(read('تغطي الطاقة الآن 45 منزلا')).toBe('تغطي الطاقة الآن خمسة وأربعين منزلا');
    expect(read('تتحمل شركة التأمين 80% من التكاليف')).toBe(
      'تتحمل شركة التأمين ثمانين في المئة من التكاليف',
    );
    // Seven words of the subject's phrase between the verb and the number.
    expect(read('بلغت صادرات البلاد من التمور العام الماضي 3.2 مليار ريال')).toBe(
      'بلغت صادرات البلاد من التمور العام الماضي ثلاثة مليارات ومئتي مليون ريال',
    );
    // After a verbal noun of form VIII whose ت is ط, a dual in construct is genitive.
    expect(read('يحق لكل مسافر اصطحاب 2 حقيبة')).toBe('يحق لكل مسافر اصطحاب حقيبتين');
    // ركب is as often "rode", its number who rode.
    expect(read('ركب الحافلة 23 راكبا')).toBe('ركب الحافلة ثلاثة وعشرون راكبا');
  });

  describe('ordinals where Arabic says them', () => {
    it.each([
      ['للمرة ال3', 'للمرة الثالثة'],
      ['في القرن 21', 'في القرن الحادي والعشرين'],
      ['شهد القرن 21 ثورة', 'شهد القرن الحادي والعشرون ثورة'], // no century counts what follows
      ['اصعد إلى الدور ال2.', 'اصعد إلى الدور الثاني.'], // a full stop ends the sentence
      ['المركز 3', 'المركز الثالث'],
      ['الطبعة 5', 'الطبعة الخامسة'],
      ['الدورة 33', 'الدورة الثالثة والثلاثون'],
      ['بالذكرى ال50', 'بالذكرى الخمسين'],
      // A noun with a possessive: its gender, and a preposition attached to it.
      ['بذكراها ال25', 'بذكراها الخامسة والعشرين'],
      ['بيتها ال3', 'بيتها الثالث'],
      // After يوافق and its subject, the date it falls on is its object.
      ['يوافق اليوم الذكرى ال60', 'يوافق اليوم الذكرى الستين'],
      ['الجولة ال15', 'الجولة الخامسة عشرة'],
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));

    it('keeps a cardinal when the number counts a noun after it', () => {
      expect(read('مدة الدورة 9 أشهر')).toBe('مدة الدورة تسعة أشهر');
    });
  });

  describe('signs and ranges', () => {
    it.each([
      ['الحرارة -5 درجات', 'الحرارة سالب خمس درجات'],
      ['الحرارة \u22125 درجات', 'الحرارة سالب خمس درجات'],
      ['(-2)', '(سالب اثنان)'],
      ['10-15 دقيقة', 'من عشر إلى خمس عشرة دقيقة'],
      ['3–5 أيام', 'من ثلاثة إلى خمسة أيام'],
      ['بين 25 - 30 درجة', 'بين خمس وعشرين وثلاثين درجة'],
      ['50–70 دولارا', 'من خمسين إلى سبعين دولارا'],
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));

    it('does not read a dash between words as a sign', () => {
      expect(read('الرياض - جدة')).toBe('الرياض - جدة');
    });
  });

  describe('decimals and separators by context', () => {
    it.each([
      ['2,5 مليون', 'اثنان فاصلة خمسة مليون'],
      ['3,5%', 'ثلاثة ونصف في المئة'],
      ['12,500 طن', 'اثنا عشر ألفا وخمسمئة طن'],
      ['1.250.000 زائر', 'مليون ومئتان وخمسون ألف زائر'],
      ['3.14', 'ثلاثة فاصلة أربعة عشر'],
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });

  describe('phone numbers, codes and ids digit by digit', () => {
    it.each([
      ['02-2345678', 'صفر اثنان اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية'],
      ['+966 50 123', 'زائد تسعة ستة ستة خمسة صفر واحد اثنان ثلاثة'],
      ['رمز التحقق 4821', 'رمز التحقق أربعة ثمانية اثنان واحد'],
      ['الرمز البريدي 11564', 'الرمز البريدي واحد واحد خمسة ستة أربعة'],
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));

    it('does not take a word that merely contains a code word for one', () => {
      expect(read('الرقم القياسي 10.2 ثانية')).toBe('الرقم القياسي عشرة فاصلة اثنان ثانية');
    });
  });

  describe('units and pages', () => {
    it.each([
      ['ركض 100 م', 'ركض مئة متر'],
      ['ارتفاع 8848 م', 'ارتفاع ثمانية آلاف وثمانمئة وثمانية وأربعين مترا'], // in construct with ارتفاع
      ['سنة 622م', 'سنة ستمئة واثنين وعشرين ميلادية'],
      ['120 كم/س', 'مئة وعشرون كيلومترا في الساعة'],
      ['35°م', 'خمس وثلاثون درجة مئوية'],
      ['40 م²', 'أربعون مترا مربعا'],
      ['500 مل', 'خمسمئة مليلتر'],
      ['انظر ص. 45', 'انظر الصفحة الخامسة والأربعون'], // a page is a label: its ordinal
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });

  describe('times, durations and dates', () => {
    it.each([
      ['20:30 مساء', 'الساعة الثامنة والنصف مساء'],
      ['الساعة 10 صباحا', 'الساعة العاشرة صباحا'],
      ['1:30', 'الساعة الواحدة والنصف'],
      ['الساعة 7:40', 'الساعة السابعة وأربعون دقيقة'], // at the head: nominative
      ['يصل القطار الساعة 7:40', 'يصل القطار الساعة السابعة وأربعين دقيقة'], // an adverb of time
      ['في الساعة 7:40', 'في الساعة السابعة وأربعين دقيقة'], // after a preposition
      ['في 2:09:35', 'في ساعتين وتسع دقائق وخمس وثلاثين ثانية'],
      ['يوم 15/3', 'يوم الخامس عشر من مارس'],
      ['في 22 فبراير', 'في الثاني والعشرين من فبراير'],
      ['9/12/1445هـ', 'التاسع من ذي الحجة عام ألف وأربعمئة وخمسة وأربعين للهجرة'],
      ['عام 1446 هـ', 'عام ألف وأربعمئة وستة وأربعين للهجرة'],
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });

  describe('what the words around a number make of it', () => {
    it.each([
      ['1/2 كوب', 'نصف كوب'],
      ['3/4 الطلاب', 'ثلاثة أرباع الطلاب'],
      ['يوم 8/9', 'يوم الثامن من سبتمبر'],
      ['فاز 2-0', 'فاز اثنين مقابل صفر'], // a score after a verb: oblique
      ['خسر المنتخب 0-1', 'خسر المنتخب صفر مقابل واحد'], // a leading 0 and two digits: no phone number
      ['فاز الهلال 3-1 مساء أمس', 'فاز الهلال ثلاثة مقابل واحد مساء أمس'], // a score, no span of hours
      // A team with its pronoun, four words before the score.
      [
        'تقدم منتخبنا لكرة اليد على منافسه 15-12 في',
        'تقدم منتخبنا لكرة اليد على منافسه خمسة عشر مقابل اثني عشر في',
      ],
      ['يعمل المحل 3-5 مساء', 'يعمل المحل من الثالثة إلى الخامسة مساء'],
      ['في 1990 م', 'في ألف وتسعمئة وتسعين ميلاديا'],
      ['ارتفاع القمة 1500 م', 'ارتفاع القمة ألف وخمسمئة متر'],
      ['الساعة 8 م', 'الساعة الثامنة مساء'],
      ['2.000 شخص', 'ألفا شخص'],
      ['2024/05/12', 'الثاني عشر من مايو عام ألفين وأربعة وعشرين'],
      ['بـ500 ألف دولار', 'بخمسمئة ألف دولار'],
      ['5 ملايين و300 ألف', 'خمسة ملايين وثلاثمئة ألف'],
      ['مدة الفيلم 1:45', 'مدة الفيلم ساعة وخمس وأربعون دقيقة'],
      ['المقطع 3:20 دقيقة', 'المقطع ثلاث دقائق وعشرون ثانية'],
      ['خصم %30', 'خصم ثلاثين في المئة'],
    ])('%s -> %s', (text, words) => expect(read(text.replace('ـ', ''))).toBe(words));
  });

  describe("a number completing a noun in construct is genitive, a verb's object accusative", () => {
    it.each([
      ['خصم 250 ريال', 'خصم مئتين وخمسين ريالا'], // a listed construct noun
      ['بقيمة 20 دولارا', 'بقيمة عشرين دولارا'], // ب
      ['قيمة 20 دولارا', 'قيمة عشرين دولارا'], // an indefinite noun in ـة
      ['بلغت 30 مليونا', 'بلغت ثلاثين مليونا'], // the subject is in the verb or before it
      ['بلغت الأرباح 30 مليونا', 'بلغت الأرباح ثلاثين مليونا'], // the subject between: still the object
      ['استقبل المستشفى امس 40 مريضا', 'استقبل المستشفى امس أربعين مريضا'], // and an adverb of time
      ['وصل امس 30 زائرا', 'وصل امس ثلاثون زائرا'], // no subject between: who came
      ['كانت الطائرة تقل 80 راكبا', 'كانت الطائرة تقل ثمانين راكبا'], // carrying
      ['قدمت الجامعة 200 منحة', 'قدمت الجامعة مئتي منحة'], // قدّم with its subject between
      ['تقدم 500 طالب', 'تقدم خمسمئة طالب'], // right after it, who applied
      ['على 9 أجنحة و64 غرفة', 'على تسعة أجنحة وأربع وستين غرفة'], // joined by و: the first's case
      ['حضر 300 رجل و200 امرأة', 'حضر ثلاثمئة رجل ومئتا امرأة'],
      ['ادفع للسائق 20 جنيها', 'ادفع للسائق عشرين جنيها'], // whom the object is for, between
      ['حول لي 200 يورو', 'حول لي مئتي يورو'],
      ['اشرب 250 مل', 'اشرب مئتين وخمسين مليلترا'], // a prescription's imperative
      ['بلغ عدد الزوار 2000 زائر', 'بلغ عدد الزوار ألفي زائر'], // a construct subject
      ['كان عدد الحضور 32', 'كان عدد الحضور اثنين وثلاثين'], // كان's predicate
      ['سجل اللاعب 21 هدفا', 'سجل اللاعب واحد وعشرين هدفا'], // a verb of scoring
      ['بلغت تكلفة إصلاح السيارة 350 دولارا', 'بلغت تكلفة إصلاح السيارة ثلاثمئة وخمسين دولارا'], // a construct chain
      ['بلغ عدد الطلاب هذا الفصل 50 طالبا', 'بلغ عدد الطلاب هذا الفصل خمسين طالبا'], // a demonstrative's time
      ['يبلغ معدل الفائدة على القرض 40 دينارا', 'يبلغ معدل الفائدة على القرض أربعين دينارا'], // a phrase on the subject
      ['تبعد المدينة عن العاصمة 250 كم', 'تبعد المدينة عن العاصمة مئتين وخمسين كيلومترا'], // عن too
      ['بلغ عدد الزوار في هذا المعرض 50 زائرا', 'بلغ عدد الزوار في هذا المعرض خمسين زائرا'], // a demonstrative after it
      ['سجلت 27 إصابة', 'سجلت سبع وعشرون إصابة'], // right after سجل: its passive's subject
      ['قال المدير إن عدد الطلاب 50', 'قال المدير إن عدد الطلاب خمسون'], // no verb that takes an object
      ['كان 200 طالب حاضرين', 'كان مئتا طالب حاضرين'], // كان's subject: nominative
      ['إن 200 طالب نجحوا', 'إن مئتي طالب نجحوا'], // إنّ's noun
      ['حضر الحفل 200 شخص', 'حضر الحفل مئتا شخص'], // the number is the subject
      ['اشتريت 2 حقيبة', 'اشتريت حقيبتين'], // the subject is in the verb
      ['افتتحنا 2 فرع', 'افتتحنا فرعين'], // a listed verb in its "we" person
      ['العرض يشمل 2 حقيبة', 'العرض يشمل حقيبتين'],
      ['وسيدفع 40 دينارا', 'وسيدفع أربعين دينارا'], // with و and the future's س
      ['أنفقت 12 ألف ريال', 'أنفقت اثني عشر ألف ريال'],
      ['للتحويل اضغط 2', 'للتحويل اضغط اثنين'], // a phone menu's key, the verb's object
      ['للطلبات فوق 200 ريال', 'للطلبات فوق مئتي ريال'], // an adverb of place, genitive after it
      ['يوجد 1 مقعد متاح', 'يوجد مقعد واحد متاح'], // one: the noun, then واحد agreeing with it
      ['تسلمت 14 شكوى', 'تسلمت أربع عشرة شكوى'], // فَعْلَى is feminine
      ['بعد 28 دقيقة', 'بعد ثمان وعشرين دقيقة'], // a feminine eight before tens drops its ya
      ['حصلت على 2 منحة دراسية', 'حصلت على منحتين دراسيتين'], // a nisba agrees with the dual
      ['لديك 2 رسالة صوتية جديدة', 'لديك رسالتان صوتيتان جديدتان'], // so do فعيل and مفعول
      ['عليك 2 فاتورة غير مدفوعة', 'عليك فاتورتان غير مدفوعتان'],
      ['يعمل 2 مدير في', 'يعمل مديران في'], // a participle in مُ only after غير or an adjective
      ['من 3 إلى 5 ساعات', 'من ثلاث إلى خمس ساعات'], // a span shares the noun after its end
      ['احتل العداء المركز 21', 'احتل العداء المركز الحادي والعشرين'], // a rank taken: accusative
      ['نقل 5 جرحى', 'نقل خمسة جرحى'], // but the plural of جريح counts men
      ['لديك 1 رسالة', 'لديك رسالة واحدة'],
      ['تسجيل 1250 إصابة', 'تسجيل ألف ومئتين وخمسين إصابة'], // a verbal noun in construct
      ['وصل 40 زائرا', 'وصل أربعون زائرا'], // the number may be the subject: nominative
      ['بين 2000 و3000 ريال', 'بين ألفين وثلاثة آلاف ريال'], // the next number is no counted noun
      ['الميزانية 2 مليون و500 ألف', 'الميزانية مليونان وخمسمئة ألف'],
      ['يوم 20 مارس', 'يوم العشرين من مارس'], // a date completing a time noun
      ['في 12 اغسطس', 'في الثاني عشر من اغسطس'], // a month typed without its hamza
      ['البوابة 40 مفتوحة', 'البوابة الأربعون مفتوحة'], // a place is labelled, not completed
      ['زرت 2 مدينة', 'زرت مدينتين'], // a verb of visiting, its subject in the verb
      ['قرأت 2 كتاب', 'قرأت كتابين'],
      ['زار المعرض 3 آلاف زائر', 'زار المعرض ثلاثة آلاف زائر'], // who came: the subject
      ['انتظرت 20 دقيقة', 'انتظرت عشرين دقيقة'], // how long
      ['ينتظر 2 مريض', 'ينتظر مريضان'], // who waits
      ['استمر 20 يوما', 'استمر عشرين يوما'],
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });

  describe('a number after a place, a room, a gate or a seat labels it: an ordinal', () => {
    it.each([
      ['توجه إلى العيادة 5', 'توجه إلى العيادة الخامسة'],
      ['من البوابة 12', 'من البوابة الثانية عشرة'],
      ['بالقاعة 21', 'بالقاعة الحادية والعشرين'],
      ['للرصيف 3', 'للرصيف الثالث'],
      ['قراءة الجزء 30', 'قراءة الجزء الثلاثين'], // the noun before is in construct: genitive
      ['في المختبر 4 مهندسين', 'في المختبر أربعة مهندسين'], // a plural after it is counted
      ['في القاعة 30 طالبا', 'في القاعة ثلاثون طالبا'], // and so is a tamyiz
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });

  describe('numbers beside verbs, feminine broken plurals, joined years and amounts', () => {
    it.each([
      ['المرة 2 كانت أصعب', 'المرة الثانية كانت أصعب'], // a verb after the number counts nothing
      ['في المجموعة 5 فرق', 'في المجموعة خمس فرق'], // فِرَق, plural of the feminine فرقة
      ['في عامي 2023 و2024', 'في عامي ألفين وثلاثة وعشرين وألفين وأربعة وعشرين'],
      ['بسعة 64 غيغابايت و128 غيغابايت', 'بسعة أربعة وستين غيغابايت ومئة وثمانية وعشرين غيغابايت'],
      ['الهاتف بذاكرة 256 غيغابايت', 'الهاتف بذاكرة مئتين وستة وخمسين غيغابايت'],
      ['الرمز السري 1234 فقط', 'الرمز السري واحد اثنان ثلاثة أربعة فقط'], // still a code
      ['بطارية 5000 ملي أمبير', 'بطارية خمسة آلاف ملي أمبير'],
      ['بدقة 48 ميغابكسل', 'بدقة ثمانية وأربعين ميغابكسل'],
      ['سعره ¥500', 'سعره خمسمئة ين'], // the yen, by its sign or its name
      ['بلغ 3000 ين', 'بلغ ثلاثة آلاف ين'],
      ['اطلب *150*1#', 'اطلب نجمة واحد خمسة صفر نجمة واحد مربع'], // a USSD code is dialled
    ])('%s -> %s', (text, words) => expect(read(text)).toBe(words));
  });
});
