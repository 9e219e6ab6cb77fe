import { stripHarakat } from '../src/arabic/index.js';
import {
  FUNCTION_WORDS,
  NOUN_READINGS,
  speakableForm,
  writeFeminineEnding,
  type Diacritizer,
} from '../src/arabic/lexicon-tools.js';
import type { PhonemeReader } from './arabic-eval/espeak-phonemes.js';

/**
 * Keeps the vowelling of a word away from espeak-ng where its own dictionary already reads the bare
 * word: a lexicon entry that espeak-ng's dictionary reads differently is dropped (its reading is a
 * modern one, ours may be a rarer one), and one it reads alike is kept (it changes nothing audible and
 * vowels the word's prefixed forms). espeak-ng strips ال، وال، بال، فال، كال before a lookup itself.
 */

const ESPEAK_STRIPS = /^[وفبك]?ال(?=..)/;

/** A consonant of espeak-ng's Arabic phonemes: two-letter ones first (ج dZ, ض dH, ص s[, ط t[). */
const TWO_LETTER_CONSONANT = /(dZ|dH|tS|[st]\[)\1/g;
const ONE_LETTER_CONSONANT = /([bdfhjklmnqrstwzADHQRSTXZ?])\1(?![HZS[])/g;

/**
 * The reading with what does not change the word at a pause removed (stress is already gone):
 * vowel-colour dots and syllable marks, equivalent spellings of ghain, khaa, r and of a doubled
 * consonant (espeak-ng's dictionary writes [s[s[], its letter rules [s[:]), diphthongs, the glottal
 * onset before a first vowel (espeak-ng adds it before the article, our spelling of a hamzat wasl
 * [?iXtila:s] has it and its dictionary's [iXtila:s] not: every vowel-initial word has one), a pausal
 * nisba (-i:, -ijj, -i:j) and -iyya (-i:a, -ijja, -i:ja: the glide between i: and a is heard either
 * way), a final -uww as -u:, and the "h" it may give a pausal ta marbuta
 * (-ah and -a are both pausal).
 */
export function comparablePhonemes(phonemes: string): string {
  return phonemes
    .replace(/[_-]/g, '')
    .replace(/gH/g, 'Q') // two mnemonics espeak-ng uses for the same ghain
    .replace(/x/g, 'X') // and for the same khaa (its dictionary writes x, its letter rules X)
    .replace(/rR|Rr/g, 'RR') // and for r, doubled in its dictionary as [rR]
    .replace(/aj(?![aiu])/g, 'ai') // a diphthong written two ways
    .replace(/aw(?![aiu])/g, 'au')
    .replace(/(?<=[aiu]:?)\./g, '')
    .replace(TWO_LETTER_CONSONANT, '$1:')
    .replace(ONE_LETTER_CONSONANT, '$1:')
    .replace(/::+/g, ':') // a doubled letter written doubled and long
    .replace(/a(?:uw|w:)(?=[aiu])/g, 'aw:') // a doubled w after a, [t[auwuR] or [t[aw:uR]
    .replace(/^\?(?=[aiu])/, '')
    .replace(/(?:i:j|ij:?)$/, 'i:') // a pausal nisba ending
    .replace(/(?:i:j|ij:)a$/, 'i:a') // and -iyya
    .replace(/(?:u:w|uw:)$/, 'u:')
    .replace(/ah$/, 'a');
}

/**
 * A tanween -an before a final alif is -a: at a pause (غَدًا [Qadan], espeak-ng's dictionary [Qada:]):
 * both are the word.
 */
function sameAtPause(bare: string, ours: string, espeak: string): boolean {
  const pausal = (phonemes: string) => phonemes.replace(/an$/, 'a:');
  return bare.endsWith('ا') && pausal(ours) === pausal(espeak);
}

/**
 * espeak-ng doubles no ط after the article (الطاقة [at[a:qa]); where that is the only difference, ours
 * [at[:a:qa] is the word and is kept.
 */
function oursDoublesTheArticleTa(ours: string, espeak: string): boolean {
  return ours.replace(/^((?:[wf]a|bi|ka)?a)t\[:/, '$1t[') === espeak && ours !== espeak;
}

/**
 * espeak-ng says a nun with sukun before ب as m where the sukun is written (تَنْبِيه [tambi:h]), as
 * Arabic is spoken, and as n in the bare spelling (تنبيه [tanbi:h]): where that is the only
 * difference, ours is the word and is kept.
 */
function oursAssimilatesTheNun(ours: string, espeak: string): boolean {
  return ours !== espeak && ours.replace(/mb/g, 'nb') === espeak;
}

/**
 * espeak-ng's dictionary reads some glides as vowels (زيادة as [zi:a:da], موظف as [mu:aZZaf]): where
 * the two readings differ only in that, and ours has the consonant j or w, ours is the word and is kept.
 */
function oursHasTheGlide(ours: string, espeak: string): boolean {
  const withoutGlides = (phonemes: string) => phonemes.replace(/[jw:]/g, '');
  // A doubled glide ([ubuw:a], أُبُوَّة) counts twice.
  const glides = (phonemes: string) =>
    phonemes.replace(/[jw]:/g, '$&$&').replace(/[^jw]/g, '').length;
  return withoutGlides(ours) === withoutGlides(espeak) && glides(ours) > glides(espeak);
}

/**
 * The bare spellings of a reviewed list (espeak-misreads.txt): one a line, what follows # a comment.
 */
export function parseSpellingList(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => line.length > 0),
  );
}

export interface EspeakAgreement {
  kept: string[];
  /** Entries espeak-ng's dictionary reads otherwise: [our vowelling, our phonemes, espeak-ng's]. */
  dropped: [string, string, string][];
  /** The spellings of `oursWins` whose entries espeak-ng's dictionary reads otherwise (kept). */
  overruled: string[];
}

export async function agreeWithEspeak(
  entries: readonly string[],
  dictionary: ReadonlySet<string>,
  phonemes: PhonemeReader,
  /** Bare spellings espeak-ng's dictionary reads wrong, whose entries are kept (a reviewed list). */
  oursWins: ReadonlySet<string> = new Set(),
): Promise<EspeakAgreement> {
  const known = entries.filter((entry) => {
    const bare = stripHarakat(entry);
    return dictionary.has(bare) || dictionary.has(bare.replace(ESPEAK_STRIPS, ''));
  });
  const read = async (words: string[]) => (await phonemes.read(words)).map(comparablePhonemes);
  const espeak = await read(known.map(stripHarakat));
  const ours = await read(known.map((entry) => speakableForm(writeFeminineEnding(entry, false))));
  const disagreeing = new Map<string, [string, string, string]>();
  const overruled: string[] = [];
  known.forEach((entry, i) => {
    if (sameReading(stripHarakat(entry), ours[i], espeak[i])) return;
    if (oursWins.has(stripHarakat(entry))) overruled.push(stripHarakat(entry));
    else disagreeing.set(entry, [entry, ours[i], espeak[i]]);
  });
  return {
    kept: entries.filter((entry) => !disagreeing.has(entry)),
    dropped: [...disagreeing.values()],
    overruled,
  };
}

/**
 * Words before a word that give a pronoun suffix each of its vowels (pronoun-suffixes.ts); '' is the
 * start of a sentence.
 */
const CONTEXTS = [undefined, '', 'في', 'إن', 'أن', 'لم'];

/**
 * The spellings of espeak-ng's dictionary that the diacritiser would vowel by derivation and espeak-ng
 * reads otherwise, in any context that fixes a pronoun suffix's vowel. A derived reading (a hamza
 * supposed on a bare alif, a clitic, an ending, a pronoun suffix) was never checked against the word's
 * entry in espeak-ng's dictionary, which is usually the common modern reading: استخدم is "he used" far
 * more often than أَسْتَخْدِم "I use", and مالي is mālī, not māl + "my". These words are left to espeak-ng.
 */
export async function derivedWordsEspeakReads(
  dictionary: readonly string[],
  diacritizer: Diacritizer,
  phonemes: PhonemeReader,
  /** Spellings whose entries win over espeak-ng's dictionary (espeak-misreads.txt): never left to it. */
  oursWins: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const derived: [string, string][] = [];
  for (const word of dictionary) {
    // Function words and the nouns of ambiguous spellings are vowelled by hand, not derived.
    // So are the spellings of the reviewed list of espeak-ng's misreadings.
    if (FUNCTION_WORDS.has(word) || NOUN_READINGS.has(word) || oursWins.has(word)) continue;
    for (const previous of CONTEXTS) {
      const ours = diacritizer.diacritizeWord(word, previous);
      if (ours !== word) derived.push([word, ours]);
    }
  }
  const read = async (words: string[]) => (await phonemes.read(words)).map(comparablePhonemes);
  const espeak = await read(derived.map(([word]) => word));
  const ours = await read(
    derived.map(([, vowelled]) => speakableForm(writeFeminineEnding(vowelled, false))),
  );
  // The differences the modern list's check forgives (agreeWithEspeak) leave the word to us here too:
  // عيادة [Ai:a:da] is ours [Aija:da] with its glide.
  return [
    ...new Set(
      derived.filter(([word], i) => !sameReading(word, ours[i], espeak[i])).map(([word]) => word),
    ),
  ].sort();
}

/** Whether espeak-ng's reading of a bare spelling is ours, up to what each check forgives. */
function sameReading(bare: string, ours: string, espeak: string): boolean {
  return (
    espeak === ours ||
    oursHasTheGlide(ours, espeak) ||
    oursDoublesTheArticleTa(ours, espeak) ||
    oursAssimilatesTheNun(ours, espeak) ||
    sameAtPause(bare, ours, espeak)
  );
}
