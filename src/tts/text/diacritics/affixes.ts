/**
 * Clitics and inflection endings around a lexicon word, so one entry covers its written forms:
 * و، ف (and), ب، ل، ك (prepositions), ال (the article, lam written before a sun letter it assimilates
 * to), لل (li + article), the endings ـة، ـات، ـون، ـين، ـان، ـتان، ـتين and ـتي (my, after a ta
 * marbuta). Other pronoun suffixes are not derived: the vowel before them is the noun's case or the
 * verb's mood, which a word list cannot know, and a bare ـي is far more often the adjective ending
 * (دولي) than "my".
 */

const SHADDA = '\u0651';
const SUKUN = '\u0652';
const SUN_LETTERS = 'تثدذرزسشصضطظلن';

interface Prefix {
  letters: string;
  vowelled: string;
  /** "لل" is li + the article with its alif dropped in writing. */
  article: 'required' | 'allowed' | 'none';
}

/** Longest first, so وبال is tried before وب and و. */
const PREFIXES: Prefix[] = [
  { letters: 'ولل', vowelled: 'وَلِ', article: 'required' },
  { letters: 'فلل', vowelled: 'فَلِ', article: 'required' },
  { letters: 'لل', vowelled: 'لِ', article: 'required' },
  { letters: 'وب', vowelled: 'وَبِ', article: 'allowed' },
  { letters: 'فب', vowelled: 'فَبِ', article: 'allowed' },
  { letters: 'وك', vowelled: 'وَكَ', article: 'allowed' },
  { letters: 'ول', vowelled: 'وَلِ', article: 'none' },
  { letters: 'فل', vowelled: 'فَلِ', article: 'none' },
  { letters: 'و', vowelled: 'وَ', article: 'allowed' },
  { letters: 'ف', vowelled: 'فَ', article: 'allowed' },
  { letters: 'ب', vowelled: 'بِ', article: 'allowed' },
  { letters: 'ك', vowelled: 'كَ', article: 'allowed' },
  { letters: 'ل', vowelled: 'لِ', article: 'none' },
  { letters: '', vowelled: '', article: 'allowed' },
];

interface Suffix {
  letters: string;
  /** The stem's vowelled form with the ending, or null when the stem cannot take it. */
  attach: (stem: string) => string | null;
  /** For endings written after a ta marbuta turned ت: the stem is looked up with its ة. */
  onFeminine?: boolean;
}

const endsFeminine = (stem: string) => /ة$/.test(stem);

const SUFFIXES: Suffix[] = [
  { letters: 'تان', onFeminine: true, attach: (s) => feminineStem(s, 'َتَان') },
  { letters: 'تين', onFeminine: true, attach: (s) => feminineStem(s, 'َتَيْن') },
  { letters: 'تي', onFeminine: true, attach: (s) => feminineStem(s, 'َتِي') },
  { letters: 'ات', onFeminine: true, attach: (s) => feminineStem(s, 'َات') },
  { letters: 'ات', attach: (s) => (closed(s) ? `${s}َات` : null) },
  { letters: 'ة', attach: (s) => (closed(s) ? `${s}َة` : null) },
  { letters: 'ون', attach: (s) => (closed(s) ? `${s}ُون` : null) },
  { letters: 'ين', attach: (s) => (closed(s) ? `${s}ِين` : null) },
  { letters: 'ان', attach: (s) => (closed(s) ? `${s}َان` : null) },
];

/** A stem ending in a consonant (pausal, so unvowelled) takes an ending with the ending's own vowel. */
function closed(stem: string): boolean {
  if (endsFeminine(stem)) return false;
  if (stem.endsWith(SHADDA)) return true; // a doubled last letter, the nisba ـِيّ included
  return !/[اىوي]$/.test(stem);
}

function feminineStem(stem: string, ending: string): string | null {
  return endsFeminine(stem) ? stem.replace(/َ?ة$/, ending) : null;
}

/** The article written before a stem: الْ before a moon letter, ال + doubled letter before a sun letter. */
function withArticle(stem: string): string {
  const first = stem[0];
  if (first === 'ا') return `الِ${stem}`; // a hamzat-wasl stem: al-i + the silent alif (الِاجْتِمَاع)
  if (SUN_LETTERS.includes(first)) return `ال${first}${SHADDA}${stem.slice(1)}`.normalize('NFC');
  return `ال${SUKUN}${stem}`;
}

/**
 * The vowelled form of `word` as prefix + (article) + stem + ending, with the stem found by `stem`
 * (bare spelling -> vowelled entry). Only stems of three letters or more are tried: shorter ones match
 * too many unrelated words.
 */
export type StemLookup = (bare: string, inflected: boolean) => string | undefined;

export function vowelWithAffixes(word: string, stem: StemLookup): string | undefined {
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix.letters)) continue;
    const afterPrefix = word.slice(prefix.letters.length);
    const bodies: { letters: string; article: boolean }[] = [];
    if (prefix.article === 'required') bodies.push({ letters: afterPrefix, article: true });
    else {
      if (prefix.article === 'allowed' && afterPrefix.startsWith('ال'))
        bodies.push({ letters: afterPrefix.slice(2), article: true });
      if (prefix.letters) bodies.push({ letters: afterPrefix, article: false });
    }
    if (!prefix.letters) bodies.push({ letters: word, article: false });
    for (const body of bodies) {
      const vowelled = vowelBody(body.letters, stem);
      if (!vowelled) continue;
      if (!body.article) return prefix.vowelled + vowelled;
      // After li- the article's alif is not written: لِلْكِتَاب.
      const article = withArticle(vowelled);
      return prefix.vowelled + (prefix.article === 'required' ? article.slice(1) : article);
    }
  }
  return undefined;
}

function vowelBody(letters: string, stem: StemLookup): string | undefined {
  const whole = letters.length >= 3 ? stem(letters, false) : undefined;
  if (whole) return whole;
  for (const suffix of SUFFIXES) {
    if (!letters.endsWith(suffix.letters)) continue;
    const base =
      letters.slice(0, letters.length - suffix.letters.length) + (suffix.onFeminine ? 'ة' : '');
    if (base.length < 3) continue;
    const entry = stem(base, true);
    const vowelled = entry && suffix.attach(entry);
    if (vowelled) return vowelled;
  }
  return undefined;
}
