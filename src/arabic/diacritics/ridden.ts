/**
 * What one rides: ركب is رَكِب, rode, before a vehicle or a mount, and رَكَّب, fitted, before anything
 * else (ركبنا الألواح، نركب أقفالا), which is what a service's messages mostly say; the lists hold
 * both, fitting first. Bare nouns, singular and plural, their ة typed ه too.
 */
const RIDDEN = new Set(
  (
    'سيارة سيارات حافلة حافلات باص باصات قطار قطارات مترو ترام تاكسي طائرة طائرات طيارة ' +
    'سفينة سفن باخرة بواخر عبارة عبارات قارب قوارب زورق زوارق يخت مركب دراجة دراجات ' +
    'حصان خيل خيول جمل جمال ناقة حمار موج أمواج امواج مصعد مصاعد سيل قافلة'
  )
    .split(' ')
    .flatMap((noun) => (noun.endsWith('ة') ? [noun, `${noun.slice(0, -1)}ه`] : [noun])),
);

/** A spelling of ركب as a verb, its clitics, person and object around it (وركبنا، سيركبون، ركبتها). */
const RIDING_VERB = /^[وف]?(?:س?[يتنأ]|ل[يتن])?ركب/;

/**
 * Whether a bare noun (its article, a clitic, a pronoun or an accusative's alif maybe) names a
 * vehicle or a mount.
 */
function ridden(word: string): boolean {
  const noun = word.replace(/^[وفبل]?(?:ال|لل)?/, '').replace(/(?<=..)ا$/, '');
  return [
    noun,
    noun.replace(/(?:ها|هم|ه|كم|ك|نا|ي)$/, ''),
    noun.replace(/ت(?:ها|هم|ه|كم|ك|نا|ي)$/, 'ة'),
  ].some((stem) => RIDDEN.has(stem));
}

/**
 * Whether a spelling of ركب is "rode" here: a vehicle or a mount right after it (ركبنا القطار), or
 * after its subject, a definite noun (يركب الأطفال الدراجات). After a preposition the vehicle is where
 * a thing is fitted (سنركبها في السيارة).
 */
export function ridesHere(word: string, clauseAfter: readonly string[]): boolean {
  if (!RIDING_VERB.test(word)) return false;
  const [first, second] = clauseAfter;
  if (first === undefined) return false;
  return ridden(first) || (/^ال/.test(first) && second !== undefined && ridden(second));
}

/**
 * A reading of ركب in form II made form I's, its person, mood and clitics kept: رَكَّبْنَا رَكِبْنَا،
 * سَنُرَكِّبُهَا سَنَرْكَبُهَا. Any other reading is returned as it is.
 */
export function asRidden(reading: string): string {
  return reading
    .replace(/ر\u064Eك(?:\u064E\u0651|\u0651\u064E)ب/u, 'ر\u064Eك\u0650ب')
    .replace(/([يتنأ])\u064Fر\u064Eك(?:\u0650\u0651|\u0651\u0650)ب/u, '$1\u064Eر\u0652ك\u064Eب');
}
