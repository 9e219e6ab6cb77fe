import { hasHaraka } from '../arabic-script.js';
import { TIME_ADVERBS } from '../numbers/words-around.js';
import { mayBeDoer, withoutArticle } from './doers.js';
import { DEFINITE_NOUN, functionWord } from './function-words.js';
import { isPreposition, isVerbalNoun } from './pronoun-suffixes.js';

/**
 * Notices, leaflets and recipes tell what is done to a thing without its doer: يحفظ في مكان بارد، تدفع
 * عند الاستلام، يقدم الإفطار في المطعم، يمنع التدخين منعا باتا، يستعمل هذا الدواء للأطفال. The present of
 * a verb of handling that opens a clause is passive there when what follows it is no subject and
 * object: a preposition or an adverb, or one definite noun (after هذا or هذه too, or a noun in
 * construct before it) and then nothing, a preposition or an adverb. Two nouns after it are its doer and its object (تمنع السلطات
 * الصيد، يقدم المطعم أطباقا): active.
 */

/** Verbs of handling, by their present stem after ي or ت: يحفظ، يستخدم، يقدم، يتناول ... */
const HANDLING_STEMS = new Set(
  (
    'حفظ ستخدم ستعمل منع سمح دفع قدم منح فرض شحن طبق حتسب صادر حظر خلط صرف قبل سلم عرض نقل رسل ' +
    'غسل حسب ترك خبز تناول زرع حصد عقد فتح ' +
    // Kitchens, farms, clinics and counters: what is cut, picked, served, treated, stamped.
    'وزع لقح قطف قلب طبخ نظف عقم فحص جمع رش عالج ختم حجز حدد عدل حذف سحب نشر طبع وزن ' +
    'غلف خزن سخن حمص طحن عجن دهن زين فرم صب سكب ضاف رفض غلق جل ' +
    // What is deducted, soaked, boiled, fried or peeled, and resumed after a pause.
    'خصم نقع سلق قلي قشر ستأنف ' +
    // Workshops: what is injected into a mould, set apart, finished.
    'حقن فصل نجز'
  ).split(' '),
);

/** A present of such a verb, with و or ف and the future's س before it. */
const HANDLING_PRESENT = /^[وف]?س?[يت]([\u0621-\u064A]{3,})$/;

/**
 * Adverbs after the verb or its noun: how, where or when it is done (يحفظ بعيدا، تدفع نقدا); those
 * from a nisba (شهريا، تلقائيا) are known by their shape (NISBA_ADVERB).
 */
const ADVERBS = new Set(
  'بعيدا ساخنا باردا نقدا مجانا فورا منعا عادة أيضا ايضا جيدا فقط دائما'.split(' '),
);

const DEMONSTRATIVE = /^(?:هذا|هذه|هذان|هاتان|هؤلاء)$/;
/** li- with a pronoun: to whom (يسمح لك، ستقدم لكم). */
const TO_SOMEONE = /^ل(?:ك|كم|كما|ه|ها|هم|هما|نا|ي)$/;
/** li- on each or any (يسمح لكل مسافر، لن يسمح لأي قارب). */
const TO_EACH = /^ل(?:كل|أي|اي)$/;

/**
 * An adverb from a nisba, its -an typed as alif (جزئيا، الكترونيا، تلقائيا); not a plural in ـايا
 * (هدايا، قضايا).
 */
const NISBA_ADVERB = /^[\u0621-\u064A]{2,}[^ا]يا$/;

/** Nothing, a preposition, li- or bi- on a word, or an adverb: no object of the verb. */
function endsThePhrase(word: string | undefined): boolean {
  return (
    word === undefined ||
    ADVERBS.has(word) ||
    NISBA_ADVERB.test(word) ||
    isPreposition(word) ||
    /^(?:[بل]|لل|بال)[\u0621-\u064A]{3,}$/.test(word)
  );
}

/** Whether `verb` (bare) is the present of a verb of handling (HANDLING_STEMS). */
function isHandlingPresent(verb: string): boolean {
  const stem = HANDLING_PRESENT.exec(verb)?.[1];
  return stem !== undefined && HANDLING_STEMS.has(stem);
}

/**
 * Whether `verb` (bare) is the present of a verb of handling opening a clause whose words after it
 * (`after`, bare, at most three) leave it no doer: then it is passive.
 */
export function handledWithoutDoer(
  verb: string,
  after: readonly string[],
  things: HandledThings,
  goesOnAfterComma = false,
): boolean {
  if (!isHandlingPresent(verb)) return false;
  const [first, second, third] = after;
  // A verb alone says too little: تدفع may be the noun تَدَفُّع.
  if (first === undefined) return false;
  // To whom, then with what: يسمح لك بحقيبتين، يسمح لكل مسافر بحقيبتين، لن يسمح لكم بالدخول.
  // Otherwise what follows may be its object (يقدم لهم حصصا).
  if (TO_SOMEONE.test(first) || TO_EACH.test(first))
    return after.slice(1).some((word) => /^ب[\u0621-\u064A]{2,}$/.test(word));
  if (endsThePhrase(first)) return true;
  if (functionWord(first, false) !== undefined) return false;
  // Its conjuncts in و after it (يمنع الأكل والشرب داخل العربات) and its adjectives (سيغلق الطريق
  // الدائري جزئيا).
  if (DEFINITE_NOUN.test(first)) {
    const rest = after
      .slice(1)
      .find((word) => !/^وال[\u0621-\u064A]{2,}$/.test(word) && !definiteAdjective(word, things));
    return endsThePhrase(rest);
  }
  // A noun in construct with a definite one (تقبل طلبات التوظيف حتى، يمنع دخول الحيوانات الأليفة إلى
  // المتحف): what is handled, and where it is a verbal noun, which is no doer (a subject in
  // construct may be one: عيادة المساعدة), its adjectives, conjuncts and alternatives in أو after
  // it, then no object.
  if (DEFINITE_NOUN.test(second ?? '') && /^[\u0621-\u064A]{3,}$/.test(first)) {
    const reading = things.reading(first).normalize('NFC');
    if (!VERBAL_NOUN_SHAPE.test(reading) && !isVerbalNoun(reading)) return endsThePhrase(third);
    const rest = after
      .slice(2)
      .find(
        (word) =>
          !definiteAdjective(word, things) &&
          !/^(?:أو|او)$/.test(word) &&
          !/^(?:[وف]?ال|و)[\u0621-\u064A]{3,}$/.test(word),
      );
    return endsThePhrase(rest);
  }
  if (DEMONSTRATIVE.test(first)) return DEFINITE_NOUN.test(second ?? '') && endsThePhrase(third);
  // An indefinite noun that is no doer, and its adjectives (ستفرض غرامة مالية عن كل شهر، وتفرض
  // غرامة على المخالفين): the thing handled. Not after a comma and و, where the verb goes on with
  // the subject before it (يفتح المعرض أبوابه، ويقدم جولات بصحبة مرشدين).
  if (goesOnAfterComma || !indefiniteThing(first, things)) return false;
  return endsThePhrase(after.slice(1).find((word) => !indefiniteAdjective(word, things)));
}

/** An indefinite noun the lexicon knows, no doer, without a possessive or an accusative's alif. */
function indefiniteThing(word: string, things: HandledThings): boolean {
  return (
    /^[\u0621-\u064A]{3,}$/.test(word) &&
    !/^(?:ال|لل)|ا$/.test(word) &&
    things.readsAsNoun(word) &&
    !things.possessedNoun(word) &&
    !mayBeDoer(word, things.reading)
  );
}

/** An indefinite adjective: a nisba (مالية، يومي) or a shape ADJECTIVE knows (جديد، كاملة، مُحَدَّد). */
function indefiniteAdjective(word: string, things: HandledThings): boolean {
  if (!/^[\u0621-\u064A]{3,}$/.test(word) || /^ال/.test(word)) return false;
  const reading = things.reading(word).normalize('NFC');
  return NISBA_READING.test(reading) || ADJECTIVE.test(reading);
}

/** Verbs of advising and punishing: يُنْصَح بِـ، يُعَاقَب بِـ (it is advised to, one is punished with). */
const ADVISING_PRESENT = /^[وف]?س?[يت](?:نصح|عاقب)$/;

/**
 * Those a text advises, never the advisers (ينصح المرضى بالراحة: the patients are advised), as the
 * doctors, experts and trades are (ينصح الأطباء بالمشي): patients, drivers, travellers, visitors,
 * citizens, users, tenants, parents, pupils, farmers, customers, subscribers, passengers, residents;
 * a sound plural in its nominative only, the passive's subject (وتنصح المواطنين بتجنب: its object).
 */
const ADVISED =
  /^(?:ال)?(?:مرضى|مريض|سائقون|سائق|مسافرون|زوار|زائر|زائرون|مواطنون|مواطن|مستخدمون|مستأجرون|مستأجر|متنزهون|أهل|اهل|آباء|اباء|أمهات|امهات|حوامل|طلاب|تلاميذ|مزارعون|مزارع|عملاء|مشتركون|ركاب|سكان|مربو|مربون|حجاج|مصلون|رياضيون|هواة)$/;

/**
 * Whether `verb` (bare) is the present of advising or punishing with bi- after it and no subject
 * before it (`previous`, bare: none, a particle or a pronoun of إنّ): right after it (لذلك ينصح
 * بتناوله، لا ينصح به، فإنه يعاقب بالحبس), or after those it advises (ينصح المرضى المصابون بالسكري
 * بـ، ينصح الزائر بشرب الماء). After its subject it is active (الطبيب ينصح بالراحة), and before an
 * adviser (ينصح الأطباء بالمشي). `after`: the clause's bare words after the verb.
 */
export function advisedWithoutDoer(
  verb: string,
  previous: string | undefined,
  after: readonly string[],
): boolean {
  if (!ADVISING_PRESENT.test(verb) || after.length === 0) return false;
  if (previous !== undefined && /^(?:[وف]?ال|لل)[\u0621-\u064A]{2,}$/.test(previous)) return false;
  const withBi = (word: string) => /^ب[\u0621-\u064A]+$/.test(word);
  return withBi(after[0]) || (ADVISED.test(after[0]) && after.slice(1).some(withBi));
}

/**
 * Pasts a report opens with in their impersonal passive, right before the preposition they take and
 * with no subject after them: حُكِمَ على المتهم، عُثِرَ على الطفل، قُبِضَ على اللص، كُتِبَ على العلبة،
 * نُصَّ على، أُعْلِنَ عن موعد، أُفْرِجَ عن، ذُكِرَ في البيان. Each by its spelling (a bare alif for the hamza
 * too), its preposition and its passive.
 */
const PASSIVE_BEFORE_PREPOSITION = new Map<string, [string, string]>([
  ['حكم', ['على', 'حُكِمَ']],
  ['عثر', ['على', 'عُثِرَ']],
  ['قبض', ['على', 'قُبِضَ']],
  ['كتب', ['على', 'كُتِبَ']],
  ['نص', ['على', 'نُصَّ']],
  ['أعلن', ['عن', 'أُعْلِنَ']],
  ['اعلن', ['عن', 'أُعْلِنَ']],
  ['أفرج', ['عن', 'أُفْرِجَ']],
  ['افرج', ['عن', 'أُفْرِجَ']],
  ['ذكر', ['في', 'ذُكِرَ']],
]);

/** The passive of a past (bare) that opens its sentence right before its preposition (`next`). */
export function passiveBeforePreposition(
  verb: string,
  next: string | undefined,
): string | undefined {
  const entry = PASSIVE_BEFORE_PREPOSITION.get(verb);
  return entry && next === entry[0] ? entry[1].normalize('NFC') : undefined;
}

/**
 * Pasts of handling a report opens with in the passive when what follows is the thing handled and
 * no doer: رُفِعَ العلم فوق المبنى، بِيعَ المنزل بسعر أعلى، قُطِعَتِ الكهرباء عن الحي، عُيِّنَ مدير جديد،
 * قُبِلَ طلبك. Each by its spelling (a bare alif for the hamza too) and its passive's "he" form; the
 * "she" form adds ت (قطعت: قُطِعَت). وقع is not among them: وَقَعَ الحادث is active.
 */
const PASSIVE_OPENING_REPORT = new Map<string, string>(
  (
    'قبل:قُبِلَ رفع:رُفِعَ بيع:بِيعَ نشر:نُشِرَ كتب:كُتِبَ قطع:قُطِعَ حول:حُوِّلَ سرق:سُرِقَ ' +
    'عين:عُيِّنَ عرض:عُرِضَ أغلق:أُغْلِقَ اغلق:أُغْلِقَ فتح:فُتِحَ اخترق:اخْتُرِقَ ترجم:تُرْجِمَ ' +
    'أجل:أُجِّلَ اجل:أُجِّلَ نقل:نُقِلَ سلم:سُلِّمَ صرف:صُرِفَ أرسل:أُرْسِلَ ارسل:أُرْسِلَ ' +
    'رفض:رُفِضَ اعتمد:اعْتُمِدَ افتتح:افْتُتِحَ اكتشف:اكْتُشِفَ انتخب:انْتُخِبَ دفع:دُفِعَ ' +
    'منح:مُنِحَ شحن:شُحِنَ حجز:حُجِزَ أصدر:أُصْدِرَ اصدر:أُصْدِرَ طرد:طُرِدَ أطلق:أُطْلِقَ ' +
    'اطلق:أُطْلِقَ سجل:سُجِّلَ حدد:حُدِّدَ عدل:عُدِّلَ حذف:حُذِفَ سحب:سُحِبَ أوقف:أُوقِفَ ' +
    'اوقف:أُوقِفَ أنجز:أُنْجِزَ انجز:أُنْجِزَ كسر:كُسِرَ أعلن:أُعْلِنَ اعلن:أُعْلِنَ ' +
    // Form II pasts, whose verbal noun has its own spelling (تكريم، توزيع), and هزم (هزيمة).
    'كرم:كُرِّمَ قدر:قُدِّرَ وزع:وُزِّعَ نظف:نُظِّفَ جدد:جُدِّدَ هزم:هُزِمَ ' +
    // What is made, printed, planted, built or buried, told by where and when.
    'صنع:صُنِعَ نقش:نُقِشَ دفن:دُفِنَ طرح:طُرِحَ زرع:زُرِعَ صمم:صُمِّمَ طبع:طُبِعَ رمم:رُمِّمَ ' +
    'شيد:شُيِّدَ أسس:أُسِّسَ اسس:أُسِّسَ ولد:وُلِدَ ' +
    // What is stored, sorted or picked: the crops, the stock, the shelves (not عزل: عَزْل, insulation).
    'خزن:خُزِّنَ رتب:رُتِّبَ فرز:فُرِزَ قطف:قُطِفَ حصد:حُصِدَ'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** Prepositions that open a sentence with a noun after them: قبل طلبك ... may be "before". */
const ALSO_PREPOSITION = new Set(['قبل', 'حول']);

/** When it was done: رفع العلم صباح اليوم، نشر التقرير أمس. */
const WHEN = new Set([
  ...TIME_ADVERBS,
  ...'صباح مساء ليلة ليلا صباحا ظهر يوم منذ خلال بعد قبل أثناء اثناء'.split(' '),
]);

/** Times, which nothing handles: عرض الصيف is the summer's offer. */
const TIMES = new Set(
  'صيف شتاء ربيع خريف أسبوع اسبوع شهر عام يوم موسم عيد ليلة صباح مساء'.split(' '),
);

/**
 * Verbal nouns of form I by their shapes, فَعْل، فِعْل، فُعْل (حَمْل، لَمْس) and فُعُول (دُخُول), beside those
 * of the derived forms (isVerbalNoun).
 */
const VERBAL_NOUN_SHAPE =
  /^(?:[\u0621-\u064A][\u064E-\u0650][\u0621-\u064A]\u0652[\u0621-\u064A]|[\u0621-\u064A]\u064F[\u0621-\u064A]\u064Fو[\u0621-\u064A])$/u;

/** An adjective's shapes, فَاعِل (خَاصّ، كَامِل)، فَعِيل (جَدِيد) and the participles in مُ. */
const ADJECTIVE =
  /^(?:[\u0621-\u064A]\u064Eا|[\u0621-\u064A]\u064E[\u0621-\u064A]\u0650ي[\u0621-\u064A]$|مُ)/u;

/** A clause's end where its sentence goes on: a comma and more text after it. */
export const PAUSE = '،';

/** What a report's opening passive asks of the lexicon. */
export interface HandledThings {
  /** The lexicon reads the bare word as a noun or adjective. */
  readsAsNoun: (word: string) => boolean;
  /** A bare noun with a possessive pronoun whose stem the lexicon knows (سيارتي، طلبك). */
  possessedNoun: (word: string) => boolean;
  /** The word's reading, marks and all (الْمُدِير). */
  reading: (word: string) => string;
}

/** A nisba as read, masculine or feminine (السَّاحِلِيّ، مَالِيَّة; in NFC the fatha comes first). */
const NISBA_READING = /\u0650ي[\u064E\u0651]*[ةه]?$/;

/** The adjective فَعِيل as read, masculine or feminine (الْكَبِير، الْمَرِيضَة). */
const FAIL_READING =
  /^[\u0621-\u064A]\u064E[\u0621-\u064A]\u0650\u0651?ي[\u0621-\u064A](?:\u064E?[ةه])?$/u;

/**
 * A definite adjective after a definite noun: a participle in مُ, a nisba or a فَعِيل (الساحلي،
 * المتجهة، المريضة).
 */
function definiteAdjective(word: string | undefined, things: HandledThings): boolean {
  if (word === undefined || !DEFINITE_NOUN.test(word)) return false;
  // A word no lexicon reads, shaped like a feminine participle, is one (الطرق المؤدية الى).
  if (/^الم[\u0621-\u064A]{3,}[ةه]$/.test(word) && !hasHaraka(things.reading(word))) return true;
  const reading = withoutArticle(things.reading(word)).normalize('NFC');
  return /^مُ/.test(reading) || NISBA_READING.test(reading) || FAIL_READING.test(reading);
}

/**
 * The passive of a past (bare) opening a report whose clause after it (`clause`, bare) names what
 * was handled and no doer, then goes on with a preposition, an adverb, a time, و or a pause (PAUSE
 * stands for a comma followed by more text): a noun with a possessive (قبل طلبك للوظيفة، سرقت سيارتي
 * من أمام البيت), an indefinite noun and its adjective or second term (عين مدير جديد للمستشفى، فتح باب
 * التسجيل), or a definite noun no doer and its adjectives (رفع العلم فوق المبنى، حولت الرحلات المتجهة
 * الى). A "he" form before a feminine noun is no passive (أرسل رسالة: أُرْسِلَت would agree; اوقف
 * شريحتك is an imperative). قبل and حول, prepositions too, need a noun with a possessive, or a definite
 * noun for حول, no measure in bi- after it and no imperative later in the sentence (`asked`: قبل سفرك،
 * تأكد من جوازك). A verb that goes on with such a report (`continued`, after و) may have its
 * preposition right after it, the thing handled being the one before.
 */
export function passiveOpeningReport(
  verb: string,
  clause: readonly string[],
  asked: boolean,
  things: HandledThings,
  continued = false,
): string | undefined {
  const { he, she, passive } = reportedPassive(verb);
  if (passive === undefined) return undefined;
  // bi- or li- on a noun the lexicon knows without it (بسعر، لقسم، للمنحه), not a noun in ب (باقة).
  const ends = (word: string | undefined, stem = word?.replace(/^(?:لل|بال|[بل])/, '') ?? '') =>
    word === PAUSE ||
    (endsThePhrase(word) &&
      !(
        word !== undefined &&
        /^[بل]/.test(word) &&
        !isPreposition(word) &&
        ![stem, stem.replace(/ه$/, 'ة')].some((noun) => things.readsAsNoun(noun))
      ));
  // A demonstrative before the definite noun points at the thing handled: كتبت هذه الرواية.
  const shown = DEMONSTRATIVE.test(clause[0] ?? '') && /^ال/.test(clause[1] ?? '') ? 1 : 0;
  const after = clause.slice(shown);
  const [first] = after;
  // Going on with a report, the thing handled is the one before: وترجمت إلى لغات كثيرة.
  if (continued && first !== undefined && isPreposition(first)) return withEnding(passive, she);
  if (first === undefined || functionWord(first, false) !== undefined || ends(first))
    return undefined;
  if (TIMES.has(first.replace(/^ال/, ''))) return undefined;
  const definite = DEFINITE_NOUN.test(first);
  const possessed = !definite && things.possessedNoun(first);
  // Typed in its "she" form (قبلت الأطروحة) it is no preposition.
  const preposition = ALSO_PREPOSITION.has(he) && !she;
  if (preposition && (asked || !(possessed || (definite && he === 'حول')))) return undefined;
  // A "he" form agrees with no feminine noun: not in ة, nor in ت before a possessive (شريحتك).
  if (!she && /(?:ة|^ال.+ه|ت(?:ي|ك|كم|كما|ه|ها|هم|هما|نا))$/.test(first)) return undefined;
  let end: number;
  if (possessed) end = 1;
  else if (definite) {
    if (mayBeDoer(first, things.reading)) return undefined;
    end = 1;
    while (definiteAdjective(after[end], things)) end += 1;
  } else {
    // An indefinite noun is the thing handled with its adjective or second term, or alone before a
    // preposition where no adjective has its shape (عرض خاص لفترة محدودة: the offer is special).
    if (/ا$/.test(first) || !things.readsAsNoun(first)) return undefined;
    const second = after[1] !== undefined && !ends(after[1]) && things.readsAsNoun(after[1]);
    if (
      !second &&
      (after[1] === undefined || ADJECTIVE.test(things.reading(first).normalize('NFC')))
    )
      return undefined;
    // In construct with a definite noun it is definite, and may be a doer (وكالات الأنباء); an
    // indefinite noun is rarely one (عين مدير جديد).
    if (second && /^ال/.test(after[1]) && mayBeDoer(first, things.reading)) return undefined;
    end = second ? 2 : 1;
  }
  // Something must follow, a pause at least: a verb and a noun alone may be a heading or a button
  // (فتح الحساب), but the verb going on with a report may end it (وسرقت بيانات العملاء).
  const rest = after[end];
  if (rest === undefined ? !continued : !ends(rest) && !/^و/.test(rest) && !WHEN.has(rest))
    return undefined;
  // Before a measure in bi-, قبل is "before" (قبل موعدك بساعة).
  if (preposition && rest !== undefined && /^ب/.test(rest)) return undefined;
  return withEnding(passive, she);
}

/**
 * The passive of such a past (PASSIVE_OPENING_REPORT) right after the thing handled, which opens a
 * clause after أنّ, لكن or لأن (علمت أن جلسة الشهادة أجلت إلى الأسبوع المقبل، لكن الرحلة حولت): no
 * object after it, but a preposition, an adverb, a time or nothing. قبل and حول, prepositions too,
 * are left out.
 */
export function passiveAfterThing(verb: string, next: string | undefined): string | undefined {
  const { he, she, passive } = reportedPassive(verb);
  if (passive === undefined || ALSO_PREPOSITION.has(he) || !noObjectAfter(next)) return undefined;
  return withEnding(passive, she);
}

/**
 * Whether `verb` (bare) is the present of a verb of handling (HANDLING_STEMS) right after the thing
 * handled, which opens a clause after أنّ, لكن or لأن, and before a preposition, an adverb, a time or
 * nothing: passive (أعلنت الوزارة أن التعويضات ستصرف على دفعتين: سَتُصْرَف).
 */
export function handledAfterThing(verb: string, next: string | undefined): boolean {
  return isHandlingPresent(verb) && noObjectAfter(next);
}

/** Nothing after a verb, or a preposition, an adverb or a time: no object of it. */
function noObjectAfter(next: string | undefined): boolean {
  return next === undefined || endsThePhrase(next) || WHEN.has(next);
}

/**
 * A past of the report list by its spelling (PASSIVE_OPENING_REPORT), its "he" form and whether it
 * was typed in its "she" form (قطعت: قطع), and the passive of that "he" form if listed.
 */
function reportedPassive(verb: string): { he: string; she: boolean; passive?: string } {
  const she = !PASSIVE_OPENING_REPORT.has(verb) && verb.endsWith('ت');
  const he = she ? verb.slice(0, -1) : verb;
  return { he, she, passive: PASSIVE_OPENING_REPORT.get(he) };
}

function withEnding(passive: string, she: boolean): string {
  return `${passive}${she ? 'ت' : ''}`.normalize('NFC');
}
