import { arabicWordBefore, caseBefore, countedNounAfter } from './words-around.js';

/**
 * Counts of one and two, said with the noun rather than before it.
 *
 * "٢ حقيبة" is said as the noun's dual, "حقيبتان" (nominative) or "حقيبتين" (after a preposition),
 * never "اثنتان حقيبة". A writer puts the singular after ٢, so the noun is made dual unless its form
 * says plural: the plural endings ات or ين, or the broken-plural patterns أفعال and مفاعل (a ٢ before a plural is
 * left to the number reader). A feminine dual is left bare for the diacritiser, which knows ـتان and ـتين; a masculine
 * one has its ending vowelled.
 */

const TWO_AND_NOUN = /(?<![\d.,/:])2\s+([\u0621-\u064A]+)(?![\u0621-\u0652])/g;

/**
 * Adjectives by their shape alone, the ones that follow a counted noun: the nisba (دراسي، صوتية), and
 * فَعِيل (جديد، كبيرة), مَفْعُول (مدفوع، مقروءة) and the participles in مُ of the derived forms (مميز،
 * متاحة), with ة for a feminine (typed ه too). A noun in construct after the dual has none of these shapes but the
 * last (2 كوب ماء); مُ words are nouns too (2 مدير), so they are taken only after غير or another
 * adjective, where no noun stands.
 */
const NISBA = /^[\u0621-\u064A]{2,}(?:ي|ي[ةه])$/;
const ADJECTIVE =
  /^(?:[\u0621-\u064A]{2}ي[\u0621-\u064A]|م[\u0621-\u064A]{2}و[\u0621-\u064A])[ةه]?$/;
const PARTICIPLE = /^م[\u0621-\u064A]{3,5}$/;
const PLURAL_ENDING = /(?:ون|ين|ات|ان)$/;

export function readDuals(text: string): string {
  let out = '';
  let copied = 0;
  for (const match of text.matchAll(TWO_AND_NOUN)) {
    const at = match.index;
    if (at < copied) continue;
    const noun = match[1];
    // A particle or a definite word after the number is not what it counts.
    const stem = countedNounAfter(text, at + 1) === noun ? dualStem(noun) : undefined;
    if (!stem) continue;
    const nominative = caseBefore(text, at) === 'nominative';
    const feminine = stem.endsWith('ت') && !noun.endsWith('ت');
    // A bare -ين would be taken for a plural's -īn: a masculine dual's ending is written vowelled.
    const ending = feminine ? (nominative ? 'ان' : 'ين') : nominative ? 'َان' : 'َيْن';
    let said = `${stem}${ending}`;
    let end = at + match[0].length;
    // Its adjectives agree with it in the dual: منحتين دراسيتين، رسالتان صوتيتان جديدتان، فاتورتين
    // غير مدفوعتين، فرعين جديدين.
    for (let count = 0; count < 2; count += 1) {
      const next = /^(\s+)(غير\s+)?([\u0621-\u064A]+)(?![\u0621-\u0652])/.exec(text.slice(end));
      if (!next) break;
      const [whole, space, negation = '', word] = next;
      const shaped =
        NISBA.test(word) ||
        ADJECTIVE.test(word) ||
        ((negation || count > 0) && PARTICIPLE.test(word));
      if (!shaped || /[ةه]$/.test(word) !== feminine) break;
      // After غير the adjective is its second term, genitive whatever the noun's case (فاتورتان غير
      // مدفوعتين).
      const agreed = negation ? (feminine ? 'ين' : 'َيْن') : ending;
      said += `${space}${negation}${feminine ? word.slice(0, -1) + 'ت' : word}${agreed}`;
      end += whole.length;
    }
    out += text.slice(copied, at) + said;
    copied = end;
  }
  return out + text.slice(copied);
}

const ONE_AND_NOUN = /(?<![\d.,/:+×*\-–]\s*)1\s+([\u0621-\u064A]+)(?![\u0621-\u0652])/g;
/**
 * Words a ١ after is a term, not a count: a score (٣-١ is read ثلاثة مقابل ١ first), a sum, a range
 * (٥+١ مجانا، من ٣ إلى ١).
 */
const TERM_AFTER = /^(?:مقابل|زائد|ناقص|ضرب|إلى|الى|أو|و)$/;
/** Scales a ١ before is read with them by the number reader ("١ مليون" مِلْيُون). */
const SCALES = /^(?:ألف|مليون|مليار|ترليون|تريليون)$/;

/**
 * "١ مقعد" is said as the noun with واحد after it, agreeing in gender: "مَقْعَد وَاحِد"، "رسالة
 * واحدة", never "واحد مقعد". Only a singular the number counts (no plural ending, no scale).
 */
export function readOnes(text: string): string {
  return text.replace(ONE_AND_NOUN, (match, noun: string, at: number, source: string) => {
    if (countedNounAfter(source, at + 1) !== noun || SCALES.test(noun)) return match;
    if (TERM_AFTER.test(arabicWordBefore(source, at).replace(/[\u064B-\u0652]/g, ''))) return match;
    if (PLURAL_ENDING.test(noun) || noun.length > 8) return match;
    return `${noun} ${noun.endsWith('ة') ? 'وَاحِدَة' : 'وَاحِد'}`;
  });
}

/**
 * A ta marbuta typed as ه, as many writers do (٢ طاوله): a counted noun's final ه is that, but where
 * the noun is shaped like the masculine verbal nouns whose root ends in ه, تفعيل and افتعال (تنبيه،
 * اتجاه), or has a long a before it (اتجاه، مياه).
 */
const TA_TYPED_AS_HA = /^(?!ت[\u0621-\u064A]{2}يه$)[\u0621-\u064A]+[^ا]ه$/;

/** The letters a dual ending is added to, or undefined when the noun may be plural. */
function dualStem(noun: string): string | undefined {
  if (!/^[\u0621-\u064A]{2,8}$/.test(noun)) return undefined;
  if (noun.endsWith('ة') || TA_TYPED_AS_HA.test(noun)) return `${noun.slice(0, -1)}ت`;
  // Of the plural endings only ات and ين stand after ٢ as people write (٢ موظفين); a noun in ان or ون
  // there is a singular whose last letters they are (٢ حصان، ٢ خزان، ٢ بنطلون، ٢ ميكروفون).
  if (/(?:ين|ات)$/.test(noun)) return undefined;
  // A final alif maqsura turns ya before the ending: مبنى مَبْنَيَان، مستشفى مُسْتَشْفَيَيْن.
  if (noun.endsWith('ى')) return `${noun.slice(0, -1)}ي`;
  // Another long vowel or a hamza at the end takes other dual endings (كيلو، عصا، سماء): left to the
  // number reader.
  if (/[اوء]$/.test(noun)) return undefined;
  // After ٢ a writer puts the singular (٢ كتاب، ٢ خيار); only the plural patterns أفعال (أيام) and
  // مفاعل/فواعل/مفاعيل (مدارس، شوارع، مشاريع), which no singular shares, are left alone.
  if (/^أ[^ا]{1,2}ا[^ا]$/.test(noun) || /^[^ا]{2}ا[^ا]{2,3}$/.test(noun)) return undefined;
  return noun;
}
