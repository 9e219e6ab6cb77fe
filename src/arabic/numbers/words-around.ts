import { cardinalWords, type GrammaticalCase } from './cardinal.js';

/** Words after which a number is in the genitive ("في عشرين", "عام ألفين"). */
const GENITIVE_GOVERNORS = new Set([
  'في',
  'من',
  'إلى',
  'الى',
  'على',
  'عن',
  'منذ',
  'حتى',
  // Typed casually, ي for ى.
  'حتي',
  'بعد',
  'قبل',
  'نحو',
  'حوالي',
  'خلال',
  'لمدة',
  'بين',
  'عام',
  'سنة',
  'لعام',
  'عند',
  'بنسبة',
  'بمعدل',
  // Adverbs of place and amount that take a genitive like prepositions: "فوق ٢٠٠ ريال".
  'فوق',
  'تحت',
  'دون',
  'ضمن',
  'عبر',
  'لدى',
  'مع',
  'قرابة',
  'زهاء',
  // A score: "٦-٢" is "سِتَّة مُقَابِل اثْنَيْن".
  'مقابل',
  // Arithmetic: "خَمْسَة زَائِد ثَلَاثَة"، "عَشَرَة نَاقِص اثْنَيْن".
  'زائد',
  'ناقص',
  'بتاريخ',
  'بزمن',
  'ب',
  'ل',
  'ك',
]);

/** Month names a year follows in construct ("مارس أَلْفَيْن", "رمضان أَلْف وَأَرْبَعِمِئَة …"). */
const MONTH_WORDS = new Set(
  'يناير فبراير مارس أبريل إبريل ابريل مايو يونيو يوليو أغسطس اغسطس سبتمبر أكتوبر اكتوبر نوفمبر ديسمبر شباط آذار اذار نيسان أيار ايار حزيران تموز آب أيلول ايلول محرم صفر رجب شعبان رمضان شوال القعدة الحجة القعده الحجه'.split(
    ' ',
  ),
);
/** The second word of a two-word month name ("ربيع الأول", "كانون الثاني", "جمادى الآخرة"). */
const MONTH_SECOND_WORDS = /^(?:ال[أا]ول|الثاني|ال[آا]خر|ال[أا]ولى|ال[آا]خرة)$/;
const MONTH_FIRST_WORDS = /^(?:ربيع|جمادى|كانون|تشرين)$/;

/**
 * إنّ and its sisters: the noun right after them, a number here, is accusative ("إن ٢٠٠ طالب"). أنْ
 * and إنْ take a verb, so before a number ان typed with a bare alif is one of them too ("وان ٧٠٪").
 */
const INNA_PARTICLES = new Set([
  'إن',
  'أن',
  'ان',
  'لأن',
  'لان',
  'بأن',
  'بان',
  'وإن',
  'وأن',
  'وان',
  'فإن',
  'فان',
  'كأن',
  'لكن',
  'ولكن',
  'ليت',
  'لعل',
]);

/**
 * كان and its sisters: after their subject, a number is their predicate, accusative ("كان عدد الحضور
 * ٣٢", "أصبح عدد المشتركين ٢ مليون"); right after them it is the subject, nominative.
 */
const KANA_VERBS = new Set(
  (
    'كان كانت يكون تكون أصبح أصبحت يصبح تصبح صار صارت يصير تصير ظل ظلت يظل تظل بات باتت ' +
    'ليس ليست مازال مازالت لايزال لاتزال'
  ).split(' '),
);

/**
 * Words the number stands in apposition to: it takes their case ("في العام ٢٠٢٤" -> genitive), a
 * day's name before a date too ("يوم الخميس ٢٠/٦", the date in the case يوم gives it).
 */
const APPOSITION_NOUNS = new Set(
  'العام سالب السبت الأحد الاحد الاثنين الإثنين الثلاثاء الأربعاء الاربعاء الخميس الجمعة الجمعه'.split(
    ' ',
  ),
);

const bare = (word: string) => word.replace(/[\u064B-\u0652]/g, '');
/** A verb as the lists below hold it: its hamza's seat a bare alif, as it is often typed (انتج). */
const withoutHamzaSeat = (word: string) => word.replace(/[أإآ]/g, 'ا');

/**
 * Verbs that take a number right after them as their object (accusative): بلغ، تجاوز، يتطلب، يستغرق،
 * اشترى، دفع ... in the persons where the subject is in the verb (اشتريت، دفعنا) or comes before it
 * (بلغت الأرباح ...). Only verbs whose number after them is rarely their subject: after وصل، حضر، شارك a
 * number is who came (وصل ٣٠٠ زائر), so they are not here.
 */
const OBJECT_TAKING_VERBS = new Set(
  (
    'بلغ بلغت بلغوا يبلغ تبلغ يبلغان تبلغان تجاوز تجاوزت يتجاوز تتجاوز تخطى تخطت يتخطى تتخطى ' +
    'يتطلب تتطلب تطلب تطلبت يستغرق تستغرق استغرق استغرقت يكلف تكلف كلف كلفت ' +
    'حقق حققت يحقق تحقق حققنا يضم تضم ضم ضمت يستوعب تستوعب ' +
    'اشترى اشترت اشتريت اشترينا اشتروا يشتري تشتري نشتري أشتري اشتر اشتري ' +
    'دفع دفعت دفعنا دفعوا يدفع تدفع ندفع أدفع ادفع ادفعي ادفعوا ' +
    'باع باعت بعت بعنا يبيع تبيع ' +
    'سدد سددت سددنا يسدد تسدد ' +
    'حول حولت حولنا يحول تحول ' +
    'ربح ربحت ربحنا يربح تربح خسر خسرت خسرنا يخسر تخسر ' +
    'أضاف أضافت أضفت أضفنا يضيف تضيف أضف ' +
    'استلم استلمت استلمنا يستلم تستلم ' +
    'قطع قطعت قطعنا يقطع تقطع أمضى أمضت أمضيت أمضينا يمضي تمضي قضى قضت قضيت قضينا ' +
    'وفر وفرت وفرنا يوفر توفر جمع جمعت جمعنا يجمع تجمع أنتج أنتجت ينتج تنتج ' +
    'استقبل استقبلت يستقبل تستقبل جذب جذبت يجذب تجذب استقطب استقطبت يستقطب تستقطب ' +
    'تلقى تلقت تلقيت تلقينا يتلقى تتلقى حصد حصدت يحصد تحصد وظف وظفت يوظف توظف ' +
    'أنجز أنجزت أنجزنا ينجز تنجز أكمل أكملت أكملنا يكمل تكمل طلبت طلبنا اطلب ' +
    'يحتاج تحتاج نحتاج أحتاج أنفق أنفقت أنفقنا ينفق تنفق صرف صرفت صرفنا يصرف تصرف ' +
    'استثمر استثمرت يستثمر تستثمر اقترض اقترضت يقترض تقترض سحبت سحبنا أودع أودعت يودع تودع ' +
    'حجز حجزت حجزنا يحجز تحجز كسب كسبت يكسب تكسب منح منحت يمنح تمنح خصص خصصت يخصص تخصص ' +
    'رصد رصدت يرصد ترصد أطلق أطلقت يطلق تطلق أرسل أرسلت يرسل ترسل افتتح افتتحت يفتتح تفتتح ' +
    'أنشأ أنشأت ينشئ تنشئ شمل شملت يشمل تشمل ' +
    // Owning: يملك النحال ١٤٠ خلية.
    'ملك ملكت يملك تملك نملك امتلك امتلكت يمتلك تمتلك نمتلك ' +
    // Mending, sufficing, equalling: أصلح الفريق ٩٣ خطأ، تكفي ٤٥ ألف منزل، يعادل ٨٠٪.
    'أصلح أصلحت أصلحنا يصلح تصلح كفى كفت يكفي تكفي يعادل تعادل عادل عادلت ' +
    'غطى غطت يغطي تغطي تحمل تحملت يتحمل تتحمل ' +
    // Carrying passengers or goods (أقلّت الطائرة ١٨٦ راكبا), consuming, being distant, equalling.
    'أقل أقلت يقل تقل استهلك استهلكت يستهلك تستهلك يبعد تبعد يساوي تساوي ' +
    // Imperatives of a recipe, a prescription or a form: no subject follows them.
    'اشرب اشربي احجز احجزي اكتب اكتبي احسب اقرأ اترك اقطع اخلط خذ خذي تناول تناولي ' +
    'أضيفي اضيفي اضف ادخل أدخل أدخلي ' +
    // A phone menu's choices: the key to press or the option to pick (للرصيد اضغط ٢).
    'اضغط اضغطي اضغطوا اختر اختاري اختاروا ' +
    // A rank taken: "احتل العداء المركز ٢١" (its ordinal in the accusative).
    'احتل احتلت يحتل تحتل نال نالت ينال تنال ' +
    // Verbs of seeing, visiting, reading, eating and the like, in the persons whose subject is in the
    // verb: after "زار المعرض" a number is who came (زار المعرض ٣ آلاف زائر).
    'زرت زرنا زاروا رأيت رأينا شاهدت شاهدنا قرأت قرأنا أكلت أكلنا تناولت تناولنا ' +
    'بنينا أحرزت أحرزنا اخترت اخترنا استخدمت استخدمنا وجدت وجدنا أخذت أخذنا ' +
    // Waiting and lasting: the count of time after them is how long (انتظرت ٢٠ دقيقة، استمر ٣ أيام);
    // "ينتظر ٢ مريض" is who waits, so only the persons that carry their subject for انتظر.
    'انتظرت انتظرنا ننتظر أنتظر عاش عاشت يعيش تعيش نمت نمنا ' +
    'استمر استمرت يستمر تستمر دام دامت يدوم تدوم مكث مكثت مكثنا يمكث تمكث'
  )
    .split(' ')
    .map(withoutHamzaSeat),
);

/**
 * Verbs whose number is their object only with their subject between (سجل اللاعب ٢١ هدفا): right
 * after them it is often the subject of their passive (سُجِّلَت ٢٧ إصابة).
 */
const OBJECT_AFTER_SUBJECT_VERBS = new Set(
  // يوافق: a day coinciding with a date (يوافق اليوم الذكرى الستين); right after it, who agree. قدّم:
  // قدمت الجامعة ٢٠٠ منحة; right after it, who applied (تقدم ٥٠٠ طالب).
  // أجرى، تناول: أجرى الفريق ٣٥ عملية، يتناول المريض ٢ قرص; right after them, who did it. Not ركب:
  // "ركب الحافلة ٢٣ راكبا" is who rode it.
  (
    'سجل سجلت سجلنا سجلوا يسجل تسجل نسجل يوافق توافق قدم قدمت يقدم تقدم ' +
    'أجرى أجرت أجرينا يجري تجري يتناول تتناول ' +
    // Doing to people or things in numbers: saving, treating, training, serving, carrying, handing
    // over, distributing, planting, building, issuing, seizing (أنقذت فرق الإنقاذ ٣٧ مهاجرا، يخدم
    // المقصف ١٢٠٠ طالب); right after them, who was saved, carried ... (نُقل ٣ مصابين). A form I past
    // spelled like its verbal noun (نقل، شحن، فحص) only in its other persons: "رسوم شحن الطلب ٣٠
    // ريالا" has no verb.
    'أنقذ أنقذت ينقذ تنقذ عالج عالجت يعالج تعالج دربت يدرب خدمت يخدم تخدم ' +
    'نقلت ينقل تنقل سلمت يسلم تسلم وزع وزعت يوزع توزع زرعت يزرع تزرع بنى يبني تبني ' +
    'نفذ نفذت ينفذ تنفذ أصدر أصدرت يصدر تصدر ضبطت يضبط تضبط فحصت يفحص تفحص ' +
    'استضاف استضافت يستضيف تستضيف استورد استوردت يستورد تستورد صنعت يصنع تصنع شحنت يشحن تشحن'
  )
    .split(' ')
    .map(withoutHamzaSeat),
);

/**
 * Nouns that name a place, a room, a gate or a seat by its number: "البوابة ١٢" is the twelfth gate
 * (ordinal), and they take no number as what they are made of, so they are no construct noun either.
 */
export const PLACE_LABEL_NOUNS = [
  'البوابة',
  'الساحة',
  'الحافلة',
  'العيادة',
  'القاعة',
  'الصالة',
  'الغرفة',
  'الرصيف',
  'المنصة',
  'المحطة',
  'المبنى',
  'الجناح',
  'المدخل',
  'المخرج',
  'الممر',
  'المسار',
  'الحارة',
  'المقعد',
  'الشباك',
  'الكاونتر',
  'المكتب',
  'المختبر',
  'العنبر',
  'الصف',
  'البرج',
  'الشارع',
  'المنطقة',
  'المربع',
  'الخط',
  'المحل',
  'الموقف',
  'الردهة',
  'الدور',
  'المستوى',
  'البهو',
  'الجسر',
  'المنفذ',
  'الحي',
  'المجمع',
  'الفرع',
  'المستودع',
  'النافذة',
  'الطاولة',
  'الشقة',
  'العمارة',
  'العربة',
  'المقصورة',
  'القطعة',
  'الرف',
  'القطاع',
];
const LABEL_STEMS = new Set(PLACE_LABEL_NOUNS.map((noun) => noun.slice(2)));

/**
 * Nouns often in construct with a number or a date after them ("خصم ٢٥٠ ريال", "سعر ١٥ دولار", "مدة ٣
 * أيام", "يوم ٢٠ مارس"):
 * the number is their genitive complement. With an indefinite noun in ـة (قيمة، مدة، مساحة ...) the
 * same holds, unless it is a place that the number labels (بوابة ١٢).
 */
const CONSTRUCT_NOUNS = new Set(
  (
    'خصم سعر مبلغ رصيد عدد مجموع إجمالي اجمالي متوسط حد طول عرض وزن عمق ارتفاع ربح دخل راتب ' +
    'رسم رسوم ثمن حجم مقدار معدل نصيب قسط سداد مكافأة تعويض أجر عائد استهلاك إنتاج انتاج بيع شراء ' +
    'توفير تحويل سحب إيداع ايداع دفع شحن توصيل عمر أكثر أقل اكثر اقل أول آخر اخر ' +
    // Levels and changes measured: "عند مستوى ١١٢٤٠ نقطة"، "هطول ٤٢ ملم"، "تراجع ٣ نقاط".
    'مستوى هطول تساقط تراجع انخفاض نمو بدل موديل طراز ' +
    // Times a date completes: "يوم ٢٠ مارس" is يَوْمَ العِشْرِين مِنْ مارس.
    'يوم تاريخ موعد صباح مساء فجر ظهر منتصف مطلع أواخر أوائل حلول ' +
    // Spans and shares: "على مدار ٢٤ ساعة"، "في غضون ٣ أيام"، "من أصل ٤٠"، "بعد مرور ١٠ أيام".
    'مدار مدى غضون أصل مرور'
  ).split(' '),
);

/**
 * Verbal nouns by their shape: تفعيل (تسجيل), إفعال (إنتاج), افتعال (استلام; its ت is ط or د after an
 * emphatic or a ز: اصطحاب، ازدياد, where ال before ط or د is the article: الطلاب), استفعال (استقبال).
 */
const VERBAL_NOUN =
  /^(?:ت[\u0621-\u064A]{2}ي|إ[\u0621-\u064A]{2}ا|ا(?:[\u0621-\u064A]ت|[\u0621-\u0643\u0645-\u064A][طد])[\u0621-\u064A]ا|است[\u0621-\u064A]{2}ا)[\u0621-\u064A]$/;

/** The shape فُعُول: a verbal noun of form I (وصول، دخول، حضور), or a broken plural. */
const FUOOL = /^[\u0621-\u064A]{2}و[\u0621-\u064A]$/;

function isConstructNoun(plain: string): boolean {
  const word = /^[وف]../.test(plain) && !CONSTRUCT_NOUNS.has(plain) ? plain.slice(1) : plain;
  if (CONSTRUCT_NOUNS.has(word)) return true;
  // A preposition written on the noun leaves it in construct: "بمبلغ ٢٠٠ ريال", "بسعر ١٥ دولار".
  if (/^[بلك]../.test(word) && CONSTRUCT_NOUNS.has(word.slice(1))) return true;
  if (LABEL_STEMS.has(word)) return false;
  // So does bi- or li- on a verbal noun of form I, three letters (بحمل ٢ حقيبة، لنقل ٣٠٠ طن), not
  // one that ends as a verb or a pronoun may (بيعت، لديك).
  if (/^[بل][\u0621-\u064A]{2}[^تكاوي]$/.test(word) && !LABEL_STEMS.has(word.slice(1))) return true;
  // A verbal noun of a derived form, its number its object in construct: "تسجيل ١٢٥٠ إصابة"; or
  // of form I in فُعُول, the number its subject: "وصول ١٢٥٠ طنا"; a preposition written on it too
  // ("بتخريج دفعتها الـ٢٥").
  const unprefixed = /^[بلك].{4,}/.test(word) ? word.slice(1) : word;
  if (VERBAL_NOUN.test(word) || VERBAL_NOUN.test(unprefixed)) return true;
  if (FUOOL.test(word) || FUOOL.test(plain)) return true;
  // An indefinite noun in ـة: not after the article, not a particle or a pronoun; after bi- its ة
  // may be typed ه (بميزانيه ١٫٢ مليون).
  return (
    (/^[\u0621-\u064A]{2,}ة$/.test(word) || /^ب[\u0621-\u064A]{3,}ه$/.test(word)) &&
    !word.startsWith('ال') &&
    !word.startsWith('لل')
  );
}

/**
 * A noun of the subject between a verb and its object: a definite noun (الأرباح), or one in construct
 * before it (عدد، قيمة). "بلغت قيمة الصفقة ٣ مليارات": قيمة الصفقة is the subject.
 */
function isSubjectWord(plain: string): boolean {
  return /^(?:ال|وال)[\u0621-\u064A]{2,}$/.test(plain) || isConstructNoun(plain);
}

function isObjectTakingVerb(typed: string): boolean {
  const plain = withoutHamzaSeat(typed);
  if (OBJECT_TAKING_VERBS.has(plain)) return true;
  // و، ف، the future's س or both, or لن/لم's verb: وبلغت، فسيدفع.
  const stripped = plain.replace(/^[وف]?س?(?=[يتنا])/, '').replace(/^[وف](?=..)/, '');
  if (stripped !== plain && OBJECT_TAKING_VERBS.has(stripped)) return true;
  // A listed past in its "we" or "they" person: افتتحنا، استقبلوا; or a verb with the person it gives
  // to or costs as its first object, the number its second: يمنحك ١٢ خطة، يكلفكم ٥٠٠ ريال.
  const person = /^(.{3,})(?:نا|وا|ك|كم|ه|ها|هم)$/.exec(stripped);
  return person !== null && OBJECT_TAKING_VERBS.has(person[1]);
}

/**
 * The case a number takes after `word` (marks ignored): genitive after a preposition or a noun it
 * completes in construct, accusative after a verb it is the object of (both 'oblique'), else
 * nominative.
 */
export function caseAfter(word: string): GrammaticalCase {
  const plain = bare(word);
  if (GENITIVE_GOVERNORS.has(plain)) return 'oblique';
  // bi- or li- before an adverb of amount: "بنحو ١٢٠ ألف"، "لحوالي ٣٠٠".
  if (/^[بل](?:نحو|حوالي|قرابة|زهاء)$/.test(plain)) return 'oblique';
  if (isConstructNoun(plain) || isObjectTakingVerb(plain)) return 'oblique';
  return 'nominative';
}

/**
 * The case of a number that starts at `offset`, from the words before it: a preposition, إنّ or a
 * month name governs it, a verb with its subject between makes it its object or predicate, a word it stands in apposition to ("سالب", "العام") passes its own case on, and the
 * second number of "بين X وY" is genitive like the first.
 */
export function caseBefore(text: string, offset: number): GrammaticalCase {
  const word = arabicWordBefore(text, offset);
  const start = text.lastIndexOf(word, offset);
  const plain = bare(word);
  if (INNA_PARTICLES.has(plain)) return 'oblique';
  // The person a verb's object is for, between the two: "ادفع للسائق ١٢ جنيها"، "حوّل لي ٢٠٠ يورو".
  if (
    FOR_SOMEONE.test(plain) &&
    start > 0 &&
    isObjectTakingVerb(bare(arabicWordBefore(text, start)))
  ) {
    return 'oblique';
  }
  if (start >= 0 && afterVerbAndSubject(text, word, start)) return 'oblique';
  if (start >= 0 && afterWePast(text, plain, start)) return 'oblique';
  if (APPOSITION_NOUNS.has(plain) && start > 0) return caseBefore(text, start);
  if (MONTH_WORDS.has(plain)) return 'oblique';
  if (
    MONTH_SECOND_WORDS.test(plain) &&
    MONTH_FIRST_WORDS.test(bare(arabicWordBefore(text, start)))
  ) {
    return 'oblique';
  }
  // "عامي ٢٠٢٣ و٢٠٢٤": after a dual in construct the second year is its genitive too.
  if (
    plain === 'و' &&
    /(?:بين|عامي|سنتي|موسمي|دورتي)\s+\S+(?:\s+\S+){0,5}\s*$/.test(
      text.slice(Math.max(0, start - 80), start),
    )
  ) {
    return 'oblique';
  }
  // A number joined by و, ثم or أو to the number and noun before it shares its case (على ٩ أجنحة
  // و٦٤ غرفة، بنسبة ٦٠٪ ثم ٤٠٪).
  if (JOINING.test(plain)) {
    const joined = /(?<![\d.,])\d[\d.,]*(?:\s+[\u0621-\u064A]+|\s?[%٪])\s*$/.exec(
      text.slice(0, start),
    );
    if (joined) return caseBefore(text, joined.index);
    // So does one joined to a number already read into words and its noun (تشمل ٣٠٠ دقيقة و٢٠٠
    // رسالة, the first now ثَلَاثِمِئَة دَقِيقَة).
    const first = numberWordsBefore(text, start);
    if (first !== undefined) return caseBefore(text, first);
    // So does one joined to a dual whose ending shows its case: ساعتين و٤٠ دقيقة, ساعتان و٢٠.
    const dual = bare(arabicWordBefore(text, start));
    if (DUAL_OF_MEASURE.test(dual)) return dual.endsWith('ين') ? 'oblique' : 'nominative';
  }
  return caseAfter(word);
}

/** The words that join a number to one before it: و، ثم، أو. */
const JOINING = /^(?:و|ثم|أو|او)$/;

/**
 * Where the number words before a noun that ends just before `at` begin (ثَلَاثِمِئَة دَقِيقَة), or
 * undefined when the word before that noun is no number word.
 */
function numberWordsBefore(text: string, at: number): number | undefined {
  const noun = arabicWordBefore(text, at);
  if (noun === '' || isNumberWord(bare(noun))) return undefined;
  let from = text.lastIndexOf(noun, at);
  let first: number | undefined;
  for (let words = 0; words < 6; words++) {
    const word = arabicWordBefore(text, from);
    if (word === '' || !isNumberWord(bare(word))) break;
    from = text.lastIndexOf(word, from);
    first = from;
  }
  return first;
}

/** A dual of a unit of time or count, its ending showing its case: ساعتين، يومان، دقيقتين. */
const DUAL_OF_MEASURE =
  /^(?:ساعت|دقيقت|ثانيت|ليلت|سنت|مرت|يوم|شهر|أسبوع|اسبوع|عام|ألف|الف|مليون|مليار)(?:ين|ان)$/;

/** li- with a pronoun or with the article and a noun: whom a verb's object is for. */
const FOR_SOMEONE = /^(?:ل(?:ي|ك|كم|كما|نا|ه|ها|هم|هما)|لل[\u0621-\u064A]{2,})$/;
/**
 * Adverbs of time: they may stand between a subject and its verb's number (استقبل المستشفى أمس ٣٤٠
 * مريضا) and after a verb with no object between (سيغلق غدا: diacritizer.ts).
 */
export const TIME_ADVERBS: ReadonlySet<string> = new Set(
  'أمس امس اليوم الآن الان غدا حاليا مؤخرا سنويا يوميا شهريا أسبوعيا'.split(' '),
);
/** Adverbs of place, which may stand there too: "تبلغ درجة الحرارة هناك ٢٤ درجة". */
const PLACE_ADVERBS: ReadonlySet<string> = new Set(['هناك', 'هنا', 'هنالك']);
/** A demonstrative before a definite noun: "هذا الفصل", "هذا الموسم" name a time inside the subject's phrase. */
const DEMONSTRATIVES = new Set(['هذا', 'هذه', 'ذلك', 'تلك']);
/**
 * Prepositions and adverbs of time and place that tie a phrase to the subject or its verb: "معدل
 * الفائدة على القرض", "عدد الزوار في المعرض", "تبعد المدينة عن العاصمة", "أجرى البنك خلال الربع
 * الأخير", "ركبت الشركة فوق أسطح المدارس".
 */
const SUBJECT_PREPOSITIONS = new Set([
  'على',
  'في',
  'من',
  'عن',
  'خلال',
  'فوق',
  'تحت',
  'داخل',
  'أمام',
]);
/** A noun with a pronoun after it (قريته، مكتبها، بلادنا). */
const WITH_PRONOUN = /^[\u0621-\u064A]{2,}(?:ه|ها|هم|هما|هن|ك|كم|نا)$/;
/** Words the subject's phrase may run to between a verb and the number, at most. */
const SUBJECT_PHRASE_WORDS = 7;

/**
 * Whether the words before `start` (the word just before the number) and that word itself are a
 * subject after a verb that makes the number its object or predicate: "بلغت الأرباح ٢ مليار",
 * "بلغ عدد الزوار ٢٠٠٠ زائر", "كان عدد الحضور ٣٢". The word just before the number is a definite noun
 * or a noun in construct; walking back, the subject's phrase may hold a noun that is in construct
 * with the word after it (تكلفة إصلاح السيارة), a demonstrative before a definite noun (هذا الفصل),
 * and a preposition before a definite noun (معدل الفائدة على القرض), up to the verb.
 */
function afterVerbAndSubject(text: string, word: string, start: number): boolean {
  let plain = bare(word);
  let at = start;
  // An adverb of time or place between the subject and the number (اليوم may be the subject itself:
  // يوافق اليوم).
  const beforeAdverb =
    TIME_ADVERBS.has(plain) || PLACE_ADVERBS.has(plain) ? arabicWordBefore(text, at) : '';
  if (beforeAdverb !== '' && isSubjectWord(bare(beforeAdverb))) {
    at = text.lastIndexOf(beforeAdverb, at);
    plain = bare(beforeAdverb);
  }
  if (!isSubjectWord(plain)) {
    // A noun with its pronoun, the subject right after its verb: "تبلغ تكلفته ٧٥ درهما".
    const preposition = arabicWordBefore(text, at);
    if (WITH_PRONOUN.test(plain) && isObjectTakingVerb(bare(preposition))) return true;
    // A preposition and a noun with its pronoun: "يملك النحال في قريته ١٤٠ خلية".
    if (!WITH_PRONOUN.test(plain) || !SUBJECT_PREPOSITIONS.has(bare(preposition))) return false;
    at = text.lastIndexOf(preposition, at);
    plain = bare(preposition);
  }
  let after = plain;
  // Whether `after` is itself the first term of a construct, so a chain may go on (مبيعات موردي السفن).
  let afterInConstruct = false;
  for (let words = 0; words < SUBJECT_PHRASE_WORDS; words++) {
    const previous = arabicWordBefore(text, at);
    if (previous === '') return false;
    at = text.lastIndexOf(previous, at);
    plain = bare(previous);
    if (isObjectTakingVerb(plain) || KANA_VERBS.has(plain)) return true;
    // و or ف is a clitic or the verb's own first letter (وزعت).
    const verb = withoutHamzaSeat(plain);
    if ([verb, verb.replace(/^[وف](?=..)/, '')].some((v) => OBJECT_AFTER_SUBJECT_VERBS.has(v)))
      return true;
    const definiteAfter = /^ال/.test(after);
    const inPhrase =
      isSubjectWord(plain) ||
      ((DEMONSTRATIVES.has(plain) || SUBJECT_PREPOSITIONS.has(plain)) && definiteAfter) ||
      // A preposition before a noun in construct: "في مكتب الجوازات", "فوق أسطح المدارس".
      (SUBJECT_PREPOSITIONS.has(plain) && isConstructFirstTerm(after)) ||
      // A preposition before a demonstrative and its noun: "في هذه السيارة".
      (SUBJECT_PREPOSITIONS.has(plain) && DEMONSTRATIVES.has(after)) ||
      (isConstructFirstTerm(plain) && (isSubjectWord(after) || afterInConstruct));
    if (!inPhrase) return false;
    afterInConstruct = isConstructFirstTerm(plain) && !isSubjectWord(plain);
    after = plain;
  }
  return false;
}

/**
 * A spelling in ـنا that is a past's "we", not a preposition or an adverb with "us" (لدينا، علينا،
 * بيننا), a word with the article, nor a noun in ة with "our" (جبنتنا ٤٥٪).
 */
const WE_PAST_SPELLING = /^[وف]?(?!ال)[\u0621-\u064A]{2,}(?<!ت)نا$/;
const WITH_US = new Set(
  'لدينا عندنا علينا لنا إلينا الينا معنا بيننا منا عنا بنا فينا أمامنا امامنا حولنا'.split(' '),
);

/**
 * Whether the number follows a past whose subject, "we", is in its ending, an adverb of time or a
 * demonstrative's phrase between maybe (نظفنا ٢٧ خزانا، بعنا أمس ٣٥٠ كوبا، صنعنا هذا الشهر ٢٤٠ قطعة):
 * the number is its object, or how long or how often, accusative either way.
 */
function afterWePast(text: string, plain: string, start: number): boolean {
  let verb = plain;
  let at = start;
  const stepBack = () => {
    const previous = arabicWordBefore(text, at);
    at = text.lastIndexOf(previous, at);
    verb = bare(previous);
  };
  if (TIME_ADVERBS.has(verb)) stepBack();
  else if (/^ال/.test(verb)) {
    stepBack();
    if (!DEMONSTRATIVES.has(verb)) return false;
    stepBack();
  }
  const stem = verb.replace(/^[وف](?=..)/, '');
  return WE_PAST_SPELLING.test(verb) && !WITH_US.has(verb) && !WITH_US.has(stem);
}

/** An indefinite noun that can stand in construct before the word after it: no article, no particle. */
function isConstructFirstTerm(plain: string): boolean {
  return (
    /^[\u0621-\u064A]{3,}$/.test(plain) &&
    !plain.startsWith('ال') &&
    !PARTICLE.test(plain) &&
    !GENITIVE_GOVERNORS.has(plain) &&
    !DEMONSTRATIVES.has(plain)
  );
}

/**
 * The run of Arabic letters and marks that ends just before `offset`, once any whitespace before the
 * offset is skipped; empty when there is none. Read backwards from the offset, so each look costs the
 * word, not the text before it (a "$"-anchored regex over the prefix made long texts quadratic).
 */
export function arabicWordBefore(text: string, offset: number): string {
  let end = offset;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  let start = end;
  while (start > 0 && isArabicLetterOrMark(text.charCodeAt(start - 1))) start--;
  return text.slice(start, end);
}

/** The Arabic word that starts at `offset` after any whitespace; empty when something else comes first. */
export function arabicWordAfter(text: string, offset: number): string {
  let start = offset;
  while (start < text.length && /\s/.test(text[start])) start++;
  let end = start;
  while (end < text.length && isArabicLetterOrMark(text.charCodeAt(end))) end++;
  return text.slice(start, end);
}

function isArabicLetterOrMark(code: number): boolean {
  return code >= 0x0621 && code <= 0x0652;
}

/**
 * The words of numbers already read ("بين ٢٠٠٠ و٣٠٠٠ ريال" has become "بين ٢٠٠٠ وَثَلَاثَة آلَاف
 * رِيَال" when the first number is read), without marks: the next number is no counted noun.
 */
const NUMBER_WORDS = new Set(
  [
    ...Array.from({ length: 20 }, (_, n) => n),
    ...[2, 3, 4, 5, 6, 7, 8, 9].flatMap((d) => [d * 10, d * 100, d * 1000]),
    1e6,
    2e6,
    3e6,
    1e9,
    2e9,
    3e9,
  ].flatMap((n) =>
    (['masculine', 'feminine'] as const).flatMap((gender) =>
      (['nominative', 'oblique'] as const).flatMap((grammaticalCase) =>
        cardinalWords(n, { gender, grammaticalCase }).split(' ').map(bare),
      ),
    ),
  ),
);

/** Whether a bare word is a word of a number the reader writes out (ثمانين، وخمس، بستة، مئة). */
export function isNumberWord(plain: string): boolean {
  const word = plain.replace(/\u0671/g, 'ا');
  return [word, word.replace(/^[وف]/, ''), word.replace(/^[وف]?[بل]/, '')].some((form) =>
    NUMBER_WORDS.has(form),
  );
}

/**
 * Particles, prepositions and adverbs that can follow a number without being what it counts ("٧ من",
 * "٣ في", "الطابق ٥ منذ عامين", "القرن ٣ قبل الميلاد", "٥ فقط", "الحلقة ١٠ أمس"), nor is a fraction
 * added to it ("٢ مليون ونصف" is مِلْيُونَان وَنِصْف); also as typed casually (حتي، الى، او). So are the
 * prepositions written with their bi- or li- and the conjunctions that open a clause ("الرصيف رقم ٢
 * بسبب أعمال" is no dual of سبب).
 */
const PARTICLE =
  /^[وف]?(?:بسبب|بفضل|بهدف|بغرض|بحسب|حسب|وفق|وفقا|لمدة|لكل|لذلك|لأن|لان|كما|بينما|حيث|عندما|رغم|برغم|بدلا|في|من|إلى|الى|على|عن|أو|او|ثم|أن|ان|إن|قد|لا|مع|منذ|قبل|بعد|حتى|حتي|عند|لدى|لدي|خلال|حول|عبر|دون|ضد|بين|خلف|أمام|امام|وراء|فوق|تحت|داخل|خارج|قرب|فقط|تقريبا|أيضا|ايضا|مجانا|فورا|مباشرة|أمس|امس|غدا|حاليا|يوميا|شهريا|سنويا|نصف|ربع|ثلث)$/;

/** لكن and its pronouns open a clause: "المرحلة ٢٧ لكن" counts nothing. */
const BUT = /^[وف]?لكن(?:ه|ها|هم|هما|ني|نني|نا|ك|كم)?$/;

/**
 * A word with a one-letter clitic before it and a pronoun after it (لاحتوائه، ويليه، بمقرها): a
 * pronoun after a long vowel or a hamza, or one of two letters, so that a ة typed as ه after a
 * consonant (وحده، بطاقه) is still a noun's ending.
 */
const CLITIC_AND_PRONOUN = /^[وفبلك][\u0621-\u064A]{2,}(?:[اويئ]ه|ها|هم|هما|هن)$/;

/**
 * The noun a number counts: the Arabic word right after it, unless that is a particle. Empty when there
 * is none, and the number is read as a bare count.
 */
export function countedNounAfter(text: string, offset: number): string {
  const word = arabicWordAfter(text, offset);
  // "و٣٠٠٠" after "بين ٢٠٠٠": a one-letter prefix on the next number is no noun.
  if (bare(word).length < 2 || isNumberWord(bare(word))) return '';
  // كان and its sisters after a number are its sentence's verb, never what it counts: "المرة ٢ كانت".
  if (KANA_VERBS.has(bare(word).replace(/^[وف](?=..)/, ''))) return '';
  // A counted noun is indefinite: "١٤٤٤ للهجرة", "الدورة ٣٣ للألعاب" count nothing, nor does a
  // demonstrative ("الدورة ١٥ هذا العام"), nor a word with a clitic before it and a pronoun after
  // ("+١٨ لاحتوائه"، "+٩٦٦ ويليه").
  return PARTICLE.test(bare(word)) ||
    BUT.test(bare(word)) ||
    DEMONSTRATIVES.has(bare(word)) ||
    /^(?:[وفبك]?ال|لل)/.test(bare(word)) ||
    CLITIC_AND_PRONOUN.test(bare(word))
    ? ''
    : word;
}

/**
 * The و (its fatha maybe written on it already), أو or إلى that joins a number to the next: "١٨ و٢٥",
 * "٣ أو ٥", "من ٦ إلى ١٢ سنة".
 */
const JOINING_WORD = /^\s?(?:و\u064E?|(?:أو|إلى|الى|حتى)\s)/;
/** A number still in digits, or one word of a number already read ("وَخَمْس", "وَعِشْرِين"). */
const NUMBER_TOKEN = /^\s?(?:\d+(?:[.,]\d+)?|[\u0621-\u0652]+)(?=\s|$)/;

/**
 * The noun counted after the next number, when a number that counts nothing is joined to it by و or
 * أو: both count that noun ("بين ١٨ و٢٥ درجة" is ثَمَانِيَ عَشْرَةَ وَخَمْسٍ وَعِشْرِينَ دَرَجَةً), so it
 * gives the first its gender too. The next number may be read already, as when it measures a unit.
 */
export function nounOfJoinedNumber(text: string, offset: number): string {
  const joining = JOINING_WORD.exec(text.slice(offset));
  if (!joining) return '';
  let at = offset + joining[0].length;
  let numberTokens = 0;
  for (;;) {
    const token = NUMBER_TOKEN.exec(text.slice(at));
    if (!token) break;
    const word = bare(token[0].trim());
    if (!/^\d/.test(word) && !isNumberWord(word)) break;
    at += token[0].length;
    numberTokens++;
  }
  return numberTokens === 0 ? '' : countedNounAfter(text, at);
}

/**
 * The word a fraction or a dual owns in construct after it, definite or not ("ثُلُثَا الطلاب", "ثُلُثَا
 * كوب"); empty before a particle, a prefix or another number.
 */
export function ownedWordAfter(text: string, offset: number): string {
  const word = arabicWordAfter(text, offset);
  const plain = bare(word);
  return plain.length < 2 || isNumberWord(plain) || PARTICLE.test(plain) ? '' : word;
}

/**
 * Whether a number or scale word goes into construct with the noun after it ("مِئَتَا طالب"). A word
 * already in the accusative ("عامًا", "غدًا") is a tamyiz or an adverb, never the owned noun.
 */
export function ownsNoun(noun: string): boolean {
  return noun !== '' && !/(?:ًا|اً)$/.test(noun);
}

/** Words before a score: "فاز ٢-٠" is two-nil, not a range. */
export const SCORE_WORDS =
  /(?:النتيجة|بنتيجة|فاز|فوز|خسر|خسارة|تعادل|تغلب|هزم|هزيمة|انتصر|انتصار|اكتسح|سحق|مباراة|المباراة|الشوط|المواجهة|اللقاء)\s(?:\S+\s){0,3}$/;
