/**
 * Written words as the dialect rules look them up: bare letters, one spelling per letter, and
 * the forms a word takes behind the clitics that attach to it in writing.
 */

/** Short vowels, shadda, sukun, dagger alif and tatweel: a list entry matches vowelled or not. */
const MARKS = /[\u064b-\u065f\u0670\u0640]/g;

/**
 * The front end writes a pausal ة as ه (مَدْرَسَه), and hamza seats and final ى vary with the
 * writer, so the lists are matched on one spelling of each.
 */
export function bareWord(written: string): string {
  return written
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\u0621-\u064a]/g, '');
}

/** Conjunctions, then prepositions, then the article: و، ف then ب، ل، ك (لل: ل and ال) then ال. */
const PROCLITICS = [/^[وف]/, /^لل|^[بلك]/, /^ال/];

/** The word and every shorter form left by stripping its clitics in order, longest first. */
export function stemsOf(word: string): string[] {
  const stems = [word];
  let rest = word;
  for (const clitic of PROCLITICS) {
    const stripped = rest.replace(clitic, '');
    // Never strip a word down to one or two letters: قال is not ق + ال.
    if (stripped !== rest && stripped.length >= 3) {
      rest = stripped;
      stems.push(rest);
    }
  }
  return stems;
}

/** Endings an entry may carry and still be the listed word (ثقافي، ثقافية، الاقتصادية، قراراته). */
const SUFFIXES = ['', 'ي', 'يه', 'ه', 'ات', 'ين', 'ون', 'ان', 'ها', 'هم', 'كم', 'نا'];

/** A list of bare words, matched on any clitic-stripped form of a word with any listed ending. */
export class WordList {
  private readonly words: ReadonlySet<string>;

  constructor(words: readonly string[]) {
    this.words = new Set(words.map(bareWord));
  }

  has(bare: string): boolean {
    return stemsOf(bare).some((stem) =>
      SUFFIXES.some((suffix) => {
        if (!stem.endsWith(suffix) || stem.length - suffix.length < 2) return false;
        const base = stem.slice(0, stem.length - suffix.length);
        // A ta marbuta is written ت before a suffix (ثقافتها) and dropped before -ي (ثقافي).
        const forms = [base];
        if (suffix.startsWith('ي')) forms.push(`${base}ه`);
        else if (suffix) forms.push(base.replace(/ت$/, 'ه'));
        return forms.some((form) => this.words.has(form));
      }),
    );
  }
}

/**
 * Ends in ta marbuta: ة, or the ه the front end writes for it at a pause; a word of two letters
 * ending in ه (لَه، فيه) is a pronoun, not a feminine noun.
 */
export function endsInTaMarbuta(written: string): boolean {
  const bare = bareWord(written);
  return /ة[\u064b-\u065f]*$/.test(written) || (bare.endsWith('ه') && bare.length >= 3);
}
