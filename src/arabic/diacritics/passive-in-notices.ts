import { functionWord } from './function-words.js';
import { isPreposition } from './pronoun-suffixes.js';

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
    'غسل حسب ترك خبز تناول'
  ).split(' '),
);

/** A present of such a verb, with و or ف and the future's س before it. */
const HANDLING_PRESENT = /^[وف]?س?[يت]([\u0621-\u064A]{3,})$/;

/** Adverbs after the verb or its noun: how, where or when it is done (يحفظ بعيدا، تدفع شهريا). */
const ADVERBS = new Set(
  (
    'بعيدا ساخنا باردا نقدا مجانا فورا منعا تلقائيا عادة أيضا ايضا جيدا شهريا يوميا سنويا ' +
    'أسبوعيا اسبوعيا فقط حاليا دائما يدويا'
  ).split(' '),
);

const DEMONSTRATIVE = /^(?:هذا|هذه|هذان|هاتان|هؤلاء)$/;
/** li- with a pronoun: to whom (يسمح لك، ستقدم لكم). */
const TO_SOMEONE = /^ل(?:ك|كم|كما|ه|ها|هم|هما|نا|ي)$/;

/** Nothing, a preposition, li- or bi- on a word, or an adverb: no object of the verb. */
function endsThePhrase(word: string | undefined): boolean {
  return (
    word === undefined ||
    ADVERBS.has(word) ||
    isPreposition(word) ||
    /^(?:[بل]|لل|بال)[\u0621-\u064A]{3,}$/.test(word)
  );
}

/**
 * Whether `verb` (bare) is the present of a verb of handling opening a clause whose words after it
 * (`after`, bare, at most three) leave it no doer: then it is passive.
 */
export function handledWithoutDoer(verb: string, after: readonly string[]): boolean {
  const match = HANDLING_PRESENT.exec(verb);
  if (!match || !HANDLING_STEMS.has(match[1])) return false;
  const [first, second, third] = after;
  // A verb alone says too little: تدفع may be the noun تَدَفُّع.
  if (first === undefined) return false;
  // To whom, then with what: يسمح لك بحقيبتين. Otherwise what follows may be its object (يقدم لهم حصصا).
  if (first !== undefined && TO_SOMEONE.test(first))
    return second !== undefined && /^ب/.test(second);
  if (endsThePhrase(first)) return true;
  if (functionWord(first, false) !== undefined) return false;
  if (/^ال[\u0621-\u064A]{2,}$/.test(first)) return endsThePhrase(second);
  // A noun in construct with a definite one (تقبل طلبات التوظيف حتى): what is handled, then no object.
  if (/^ال[\u0621-\u064A]{2,}$/.test(second ?? '') && /^[\u0621-\u064A]{3,}$/.test(first))
    return endsThePhrase(third);
  return (
    DEMONSTRATIVE.test(first) &&
    /^ال[\u0621-\u064A]{2,}$/.test(second ?? '') &&
    endsThePhrase(third)
  );
}

/** Verbs of advising and punishing: يُنْصَح بِـ، يُعَاقَب بِـ (it is advised to, one is punished with). */
const ADVISING_PRESENT = /^[وف]?س?[يت](?:نصح|عاقب)$/;

/**
 * Whether `verb` (bare) is the present of advising or punishing with bi- right after it and no subject
 * before it (`previous`, bare: none, a particle or a pronoun of إنّ): لذلك ينصح بتناوله، لا ينصح به،
 * فإنه يعاقب بالحبس. After its subject it is active (الطبيب ينصح بالراحة).
 */
export function advisedWithoutDoer(
  verb: string,
  previous: string | undefined,
  next: string | undefined,
): boolean {
  if (!ADVISING_PRESENT.test(verb) || next === undefined || !/^ب[\u0621-\u064A]+$/.test(next))
    return false;
  return previous === undefined || !/^(?:[وف]?ال|لل)[\u0621-\u064A]{2,}$/.test(previous);
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
