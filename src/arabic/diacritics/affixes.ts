import { NOUN_READINGS } from './ambiguous-spellings.js';
import {
  type AffixLexicon,
  doubledRootNoun,
  nounSpelledLikeVerb,
  SHADDA,
  SUKUN,
  SUN_LETTERS,
  vowelWithEnding,
} from './endings.js';
import { SHE_PAST } from './past-persons.js';
import { otherPresentPerson } from './verb-forms.js';
import {
  AFTER_LI,
  AFTER_PREPOSITION,
  differOnlyAtSuffix,
  type Government,
  governmentAfter,
  isVerbalNoun,
  vowelBeforeSuffix,
  vowelWithPronoun,
} from './pronoun-suffixes.js';

/**
 * Clitics around a lexicon word, so one entry covers its written forms: و، ف (and), ب، ل، ك
 * (prepositions), ال (the article, lam written before a sun letter it assimilates to), لل (li +
 * article), and the future's س on a present verb; inside them an ending (endings.ts) or a pronoun
 * suffix (pronoun-suffixes.ts).
 */

interface Prefix {
  letters: string;
  vowelled: string;
  /** "لل" is li + the article with its alif dropped in writing. */
  article: 'required' | 'allowed' | 'none';
  /** What a preposition among the clitics makes of a pronoun-suffixed word after it. */
  governs?: Government;
}

/**
 * The bare word first, so a longer stem wins (بروتينات is بروتين + ات, not ب + روتين + ات); then longest
 * first, so وبال is tried before وب and و.
 */
const PREFIXES: Prefix[] = [
  { letters: '', vowelled: '', article: 'allowed' },
  { letters: 'ولل', vowelled: 'وَلِ', article: 'required' },
  { letters: 'فلل', vowelled: 'فَلِ', article: 'required' },
  { letters: 'لل', vowelled: 'لِ', article: 'required' },
  { letters: 'وب', vowelled: 'وَبِ', article: 'allowed', governs: AFTER_PREPOSITION },
  { letters: 'فب', vowelled: 'فَبِ', article: 'allowed', governs: AFTER_PREPOSITION },
  { letters: 'وك', vowelled: 'وَكَ', article: 'allowed', governs: AFTER_PREPOSITION },
  { letters: 'ول', vowelled: 'وَلِ', article: 'none', governs: AFTER_LI },
  { letters: 'فل', vowelled: 'فَلِ', article: 'none', governs: AFTER_LI },
  { letters: 'و', vowelled: 'وَ', article: 'allowed' },
  { letters: 'ف', vowelled: 'فَ', article: 'allowed' },
  { letters: 'ب', vowelled: 'بِ', article: 'allowed', governs: AFTER_PREPOSITION },
  { letters: 'ك', vowelled: 'كَ', article: 'allowed', governs: AFTER_PREPOSITION },
  { letters: 'ل', vowelled: 'لِ', article: 'none', governs: AFTER_LI },
];

/**
 * A whole entry, or the pronoun rules' reading where there is none or where the two differ only in
 * the vowel the context gives the suffix (the entry's case is its source's: فكتابها at the start of
 * a sentence is فَكِتَابُهَا, not the entry's كِتَابِهَا). After an attached preposition the rules'
 * reading wins outright, and a whole entry is kept only with a vowel before its suffix that the
 * preposition allows: a Quran-derived entry may be a verb with its object (وبفضلكم is not
 * وَبِفَضَّلَكُم).
 */
function withPronoun(
  whole: string | undefined,
  ruled: string | undefined,
  preposition: Government | undefined,
  lexicon: AffixLexicon,
): string | undefined {
  if (preposition) {
    // A present the list holds whole after li- is its purpose's verb (ليتمكن لِيَتَمَكَّن), not a
    // shorter stem and a pronoun (يتم + كن).
    if (whole && lexicon.tense(whole) === 'present') return whole;
    if (ruled || !whole) return ruled;
    const linking = vowelBeforeSuffix(whole);
    return linking === undefined || [preposition.noun, preposition.verb].includes(linking)
      ? whole
      : undefined;
  }
  if (!whole) return ruled;
  return ruled && differOnlyAtSuffix(ruled, whole) ? ruled : whole;
}

/** The article written before a stem: الْ before a moon letter, ال + doubled letter before a sun letter. */
function withArticle(stem: string): string {
  const first = stem[0];
  if (first === 'ا') return `الِ${stem}`; // a hamzat-wasl stem: al-i + the silent alif (الِاجْتِمَاع)
  if (SUN_LETTERS.includes(first)) return `ال${first}${SHADDA}${stem.slice(1)}`.normalize('NFC');
  return `ال${SUKUN}${stem}`;
}

/**
 * The vowelled form of `word` as prefix + (article) + stem + ending or pronoun suffix, the stem found in
 * `lexicon`; `previous` is the bare word before it in the clause, which may fix the vowel before a
 * pronoun suffix, unless `government` (the caller's own mark there) does. `derivedOnly`: a stem in
 * its derived forms only, never its whole entry (a caller's مدرّسة is مُدَرِّس + ة, not the entry
 * مَدْرَسَة). Stems of three letters or more are tried, and two-letter ones only where vowelStem
 * allows: shorter ones match too many unrelated words.
 */
export function vowelWithAffixes(
  word: string,
  lexicon: AffixLexicon,
  {
    previous,
    government,
    derivedOnly = false,
  }: { previous?: string; government?: Government; derivedOnly?: boolean } = {},
): string | undefined {
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix.letters)) continue;
    const afterPrefix = word.slice(prefix.letters.length);
    const bodies: { letters: string; article: boolean }[] = [];
    if (prefix.article === 'required') bodies.push({ letters: afterPrefix, article: true });
    else {
      if (prefix.article === 'allowed' && afterPrefix.startsWith('ال'))
        bodies.push({ letters: afterPrefix.slice(2), article: true });
      bodies.push({ letters: afterPrefix, article: false });
    }
    for (const body of bodies) {
      // An ambiguous spelling's noun after the article or an attached preposition (بالكتب، لشرب).
      const noun =
        body.article || (prefix.letters !== '' && prefix.governs)
          ? NOUN_READINGS.get(body.letters)
          : undefined;
      const found = body.article
        ? (vowelStem(body.letters, lexicon, !derivedOnly, true, true) ?? noun)
        : (noun ??
          withPronoun(
            vowelStem(
              body.letters,
              lexicon,
              prefix.letters !== '' && !derivedOnly,
              prefix.governs !== undefined,
            ),
            vowelWithPronoun(
              body.letters,
              lexicon,
              prefix.governs ?? government ?? governmentAfter(previous),
              prefix.letters === '',
            ),
            prefix.letters === '' ? undefined : prefix.governs,
            lexicon,
          ));
      // A verb takes no article and no ب or ك, nor a past li-: لِلتَّحَدُّث is the noun, not the verb
      // تَحَدَّث, and لشخص is لِشَخْص, not li- before شَخَّصَ. A noun spelled like a verb is listed with
      // its article (الطَّلَب), which gives بالطلب its stem too; a past of form V or VI is its verbal
      // noun (التوجه: تَوَجُّه). A past's "she" form, which the lists' tenses leave untagged, is no
      // noun after li- either (لحمت is no لِحَمَت).
      const tense = found && lexicon.tense(found);
      if (found && prefix.governs === AFTER_LI && !tense && SHE_PAST.test(found)) continue;
      const vowelled =
        found &&
        tense &&
        (body.article ||
          prefix.governs === AFTER_PREPOSITION ||
          (prefix.governs === AFTER_LI && tense === 'past'))
          ? nounSpelledLikeVerb(body.letters, found, lexicon)
          : found;
      if (!vowelled) continue;
      // After fa- the li- before a present verb is the imperative's, with a sukun: فَلْيَتَّصِل (but
      // فَلِتَسْلِيم: the verbal noun تَفْعِيل is no present).
      if (prefix.letters === 'فل' && PRESENT_VERB.test(vowelled) && !TAFIL.test(vowelled))
        return `فَلْ${vowelled}`;
      if (!body.article) return prefix.vowelled + vowelled;
      // After li- the article's alif is not written: لِلْكِتَاب.
      const article = withArticle(vowelled);
      return prefix.vowelled + (prefix.article === 'required' ? article.slice(1) : article);
    }
  }
  return undefined;
}

/** و or ف, then the future's س, before a present verb's person prefix: وسيعلن، فستبدأ، سنعمل. */
const FUTURE = /^([وف]?)س(?=[يتنأ])/;
/** A present verb as vowelled: its person prefix with a fatha or a damma. */
const PRESENT_VERB = /^[يتنأ][\u064E\u064F]/;
/** The verbal noun of form II, تَفْعِيل (تَسْلِيم), spelled like no present verb. */
const TAFIL = /^تَ[\u0621-\u064A]\u0652[\u0621-\u064A]\u0650ي[\u0621-\u064A]/u;

/**
 * The future prefix س on a present verb the lexicon knows (with its endings and pronoun suffixes):
 * سَ + the verb, after وَ or فَ. A form that does not read as a present verb is not guessed.
 */
export function vowelWithFuture(word: string, lexicon: AffixLexicon): string | undefined {
  const match = FUTURE.exec(word);
  if (!match) return undefined;
  const verb = word.slice(match[0].length);
  if (verb.length < 3) return undefined;
  // The future takes the indicative, whatever stands before it: سَيُعْلِنُهَا.
  const vowelled = vowelAsPresentVerb(verb, lexicon, { verbOnly: true });
  if (!vowelled) return undefined;
  return `${match[1] ? `${match[1]}\u064E` : ''}سَ${vowelled}`;
}

/**
 * `word` read as a present verb, with its endings and pronoun suffixes, where a particle before it
 * (`previous`) admits nothing else: the lexicon seen through `presentVerbs`.
 */
export function vowelAsPresentVerb(
  word: string,
  lexicon: AffixLexicon,
  { previous, verbOnly = false }: { previous?: string; verbOnly?: boolean } = {},
): string | undefined {
  const present = presentVerbs(lexicon, verbOnly);
  return present.entry(word, false) ?? vowelWithAffixes(word, present, { previous });
}

/**
 * The lexicon where only a present verb can stand: its present verbs (and the Quran-derived words
 * vowelled as one), and a word in أ or ن their "I" or "we" person (سأرسلها سَأُرْسِلُهَا), never the
 * past of the fourth form the lexicon holds under that spelling (أَرْسَل) nor a noun.
 */
function presentVerbs(lexicon: AffixLexicon, verbOnly: boolean): AffixLexicon {
  return {
    entry: (bare, inflected) => {
      const entry = /^[أن]/.test(bare)
        ? presentPerson(bare, lexicon, { verbOnly })
        : lexicon.entry(bare, inflected);
      // A verbal noun of form V or VI opens like a present (تَعَرُّض، تَوَاصُل) and is none.
      if (!entry || !PRESENT_VERB.test(entry) || isVerbalNoun(entry)) return undefined;
      const tense = lexicon.tense(entry);
      return tense === 'present' || (!tense && !inflected) ? entry : undefined;
    },
    tense: (entry) => lexicon.tense(entry),
    causative: (bare) => lexicon.causative?.(bare),
  };
}

/**
 * A stem as a whole entry (already looked up when nothing is attached) or with an ending. A stem of
 * two letters is taken only after the article or an attached preposition (`nounPosition`), and only
 * as a reviewed noun of a doubled root (بحد بِحَدّ، والخط): after و or ف alone it is too often the
 * start of another word (وصف is not وَ + صَفّ), and other two-letter entries are particles.
 */
function vowelStem(
  letters: string,
  lexicon: AffixLexicon,
  whole = true,
  nounPosition = false,
  definite = false,
): string | undefined {
  const entry = !whole
    ? undefined
    : letters.length >= 3
      ? lexicon.entry(letters, false)
      : nounPosition
        ? doubledRootNoun(letters, lexicon)
        : undefined;
  return entry ?? vowelWithEnding(letters, lexicon, definite);
}

/** The "I" or "we" person of a present verb the modern list holds in its "he" or "she" form. */
function presentPerson(
  bare: string,
  lexicon: AffixLexicon,
  options: { verbOnly?: boolean } = {},
): string | undefined {
  return otherPresentPerson(
    bare,
    (form) => {
      const entry = lexicon.entry(form, true);
      return entry && lexicon.tense(entry) === 'present' ? entry : undefined;
    },
    options,
  );
}
