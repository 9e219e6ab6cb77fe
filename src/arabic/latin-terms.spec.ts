import { stripHarakat } from './arabic-script.js';
import { readLatinTerms } from './latin-terms.js';

describe('readLatinTerms', () => {
  it('spells acronyms of an Arabic sentence with Arabic letter names', () => {
    expect(readLatinTerms('حذرت منظمة WHO من الوباء')).toBe('حذرت منظمة دَبْلِيُو إِتْش أُو من الوباء');
    expect(readLatinTerms('اشحن الهاتف عبر USB.')).toBe('اشحن الهاتف عبر يُو إِس بِي.');
    expect(readLatinTerms('قمة G20 في الرياض')).toBe('قمة جِي عِشْرُون في الرياض');
  });

  it('spells a word of two or three letters with a capital after the first, not all capitals', () => {
    expect(readLatinTerms('حساسات IoT في الغرف')).toBe('حساسات آ\u0652ي\u0652 أُو تِي في الغرف');
    expect(readLatinTerms('قياس pH الماء')).toBe('قياس بِي إِتْش الماء');
    // Not a word of the language around it, one with a clitic, a longer name or a version's name.
    expect(readLatinTerms('اشتريت iPad جديد')).toBe('اشتريت iPad جديد');
    expect(readLatinTerms('حساسات الـpH')).toBe('حساسات الـpH');
    expect(readLatinTerms('Apple iOS الجديد')).toBe('Apple iOS الجديد');
    expect(readLatinTerms('بنظام iOS 17.2.1')).toContain('iOS');
  });

  it('spells a lower-case word of three letters no English word is spelled like', () => {
    expect(readLatinTerms('الى 50 ppm')).toBe('الى 50 بِي بِي إِم');
    expect(readLatinTerms('بدقة 300 dpi')).toBe('بدقة 300 دِي بِي آ\u0652ي\u0652');
    // A word English says, or one of two letters, stays.
    expect(readLatinTerms('تطبيق app جديد')).toBe('تطبيق app جديد');
    expect(readLatinTerms('قسم hr آت')).toBe('قسم hr آت');
  });

  it('spells an acronym of parts joined by hyphens as one, the hyphen not said', () => {
    expect(readLatinTerms('منفذ USB-C سريع')).toBe('منفذ يُو إِس بِي سِي سريع');
    expect(readLatinTerms('يستخدم GPT-4 حاليا')).toBe('يستخدم جِي بِي تِي أَرْبَعَة حاليا');
    expect(readLatinTerms('فيروس COVID-19 انتشر')).toBe('فيروس كُوفِيد تِسْعَةَ عَشَر انتشر');
    expect(stripHarakat(readLatinTerms('أطلقت GPT-3.5 العام الماضي'))).toBe(
      'أطلقت جي بي تي ثلاثة فاصلة خمسة العام الماضي',
    );
    expect(readLatinTerms('مشكلة في Wi-Fi')).toBe('مشكلة في Wi-Fi');
  });

  it('says a capital standing alone between Arabic words by its name', () => {
    expect(readLatinTerms('فيتامين C مهم')).toBe('فيتامين سِي مهم');
    expect(readLatinTerms('حسابنا على X')).toBe('حسابنا على إِكْس');
    expect(readLatinTerms('تناول فيتامين C.')).toBe('تناول فيتامين سِي.');
    expect(readLatinTerms('اختر Plan B الآن')).toBe('اختر Plan B الآن');
    expect(readLatinTerms('لغة C++ قديمة')).toBe('لغة C++ قديمة');
    expect(readLatinTerms('الـC لغة')).toBe('الـC لغة');
    expect(readLatinTerms('ال C لغة')).toBe('ال C لغة');
  });

  it('sets an acronym apart from a number typed on it', () => {
    expect(readLatinTerms('فعّل 2FA الآن')).toBe('فعّل 2 إِف إِيه الآن');
  });

  it('leaves the model letter of a Latin name with the name', () => {
    expect(readLatinTerms('جهاز Galaxy S24 جديد')).toBe('جهاز Galaxy S24 جديد');
    expect(stripHarakat(readLatinTerms('طائرة F-16 حديثة'))).toBe('طائرة إف ستة عشر حديثة');
    // Three digits or more typed on the letters: a code, digit by digit.
    expect(stripHarakat(readLatinTerms('الشحنة AX209 وصلت'))).toBe(
      'الشحنة إيه إكس اثنان صفر تسعة وصلت',
    );
  });

  it('says the letter after a label or resolution number by its Arabic name', () => {
    expect(readLatinTerms('حجزت المقعد 14A')).toBe('حجزت المقعد 14 إِيه');
    expect(readLatinTerms('توجه إلى البوابة 22B الآن')).toBe('توجه إلى البوابة 22 بِي الآن');
    expect(readLatinTerms('يدعم 4K و8K')).toBe('يدعم 4 كِيه و8 كِيه');
    expect(readLatinTerms('Seat 14A is free')).toBe('Seat 14A is free');
  });

  it("says a version's dots نُقْطَة when it has three parts or more, each part a number", () => {
    expect(stripHarakat(readLatinTerms('حدّث إلى iOS 17.2.1 الآن'))).toBe(
      'حدث إلى iOS 17 نقطة اثنين نقطة واحد الآن',
    );
    expect(stripHarakat(readLatinTerms('صدر Node 20.11.1'))).toBe(
      'صدر Node 20 نقطة أحد عشر نقطة واحد',
    );
    expect(readLatinTerms('updated to iOS 17.2.1 today')).toBe('updated to iOS 17.2.1 today');
    expect(readLatinTerms('يتطلب Python 3.12')).toBe('يتطلب Python 3.12');
    // After the Arabic word for a version the first part is a number too, and a full stop may follow.
    expect(stripHarakat(readLatinTerms('حدث إلى الإصدار 3.2.1.'))).toBe(
      'حدث إلى الإصدار ثلاثة نقطة اثنين نقطة واحد.',
    );
    expect(stripHarakat(readLatinTerms('الإصدار 3.2.1'))).toBe(
      'الإصدار ثلاثة نقطة اثنين نقطة واحد',
    );
    // Groups of three digits are thousands.
    expect(readLatinTerms('تحديث 1.250.000 سجل')).toBe('تحديث 1.250.000 سجل');
  });

  it('says a network generation as newsreaders do', () => {
    expect(readLatinTerms('يدعم 4G و5G')).toBe('يدعم الجيل الرابع والجيل الخامس');
    expect(readLatinTerms('شبكات الجيل 5G')).toBe('شبكات الجيل الخامس');
    expect(readLatinTerms('I love 5G networks')).toBe('I love 5G networks');
  });

  it('says the clitics written on an acronym apart from its letters', () => {
    expect(readLatinTerms('يتصل بالAPI')).toBe('يتصل بِٱلْ إِيه بِي آ\u0652ي\u0652');
    expect(readLatinTerms('للSEO أهمية')).toBe('لِلْ إِس إِي أُو أهمية');
    expect(readLatinTerms('أدخل ال PIN')).toBe('أدخل اَلْ بِي آ\u0652ي\u0652 إِن');
    expect(readLatinTerms('وبال API')).toBe('وبال إِيه بِي آ\u0652ي\u0652');
  });

  it('says an acronym that Arabic news reads as a word as that word', () => {
    expect(readLatinTerms('أعلنت NASA إطلاق المهمة')).toBe('أعلنت نَاسَا إطلاق المهمة');
  });

  it('leaves acronyms of an English sentence to the English voice', () => {
    expect(readLatinTerms('مرحبا. The WHO said so')).toBe('مرحبا. The WHO said so');
    expect(readLatinTerms('The WHO said so')).toBe('The WHO said so');
  });

  it('writes an English ordinal of an Arabic sentence as the Arabic definite number', () => {
    expect(readLatinTerms('احتل المركز 1st')).toBe('احتل المركز ال1');
    expect(readLatinTerms('He finished 2nd')).toBe('He finished 2nd');
  });

  it("writes an English month of an Arabic sentence's date in Arabic", () => {
    expect(readLatinTerms('في 15 March 2024')).toBe('في 15 مارس 2024');
    expect(readLatinTerms('born on 15 March 2024')).toBe('born on 15 March 2024');
  });

  it('says AM and PM after a time of an Arabic sentence as صباحًا and مساءً', () => {
    expect(readLatinTerms('الموعد 10:30 AM')).toBe('الموعد 10:30 صباحًا');
    expect(readLatinTerms('يبدأ 5pm')).toBe('يبدأ 5 مساءً');
    expect(readLatinTerms('The meeting is at 5 PM')).toBe('The meeting is at 5 PM');
  });

  it('turns currency codes around an amount into the Arabic currency name', () => {
    expect(readLatinTerms('السعر 50 SAR')).toBe('السعر 50 ريال سعودي');
    expect(readLatinTerms('الراتب USD 1,200')).toBe('الراتب 1,200 دولار أمريكي');
    expect(readLatinTerms('الرسوم 20KWD')).toBe('الرسوم 20 دينار كويتي');
    expect(readLatinTerms('السعر US$ 100')).toBe('السعر $ 100');
  });

  it("says the extension of an Arabic sentence's number as تحويلة", () => {
    expect(readLatinTerms('اتصل على 0112345678 ext. 204')).toBe('اتصل على 0112345678 تحويلة 204');
    expect(readLatinTerms('Call 0112345678 ext. 204')).toBe('Call 0112345678 ext. 204');
  });

  it('turns Latin unit symbols after a number into the Arabic abbreviation', () => {
    expect(readLatinTerms('الحرارة 35°C')).toBe('الحرارة 35 °م');
    expect(readLatinTerms('سعة 128 GB')).toBe('سعة 128 غيغابايت');
    expect(readLatinTerms('السرعة 60 mph')).toBe('السرعة 60 ميل/س');
    expect(readLatinTerms('الجرعة 5 mg يوميا')).toBe('الجرعة 5 ملغ يوميا');
    expect(readLatinTerms('سرعة 100 Mbps للإنترنت')).toBe('سرعة 100 ميغابت/ث للإنترنت');
    expect(readLatinTerms('المساحة 90 m² تقريبا')).toBe('المساحة 90 م² تقريبا');
  });

  it('reads a hashtag as its words', () => {
    expect(readLatinTerms('شاركونا عبر #يوم_التأسيس')).toBe('شاركونا عبر يوم التأسيس');
  });
});
