import { endsInPronoun } from './pronoun-suffixes.js';

/**
 * Function words with one reading, vowelled by hand: the personal pronouns, the prepositions with
 * their pronoun suffixes (بِكُم، لَهُم، عَلَيْك، لَدَيْهَا، مَعِي), إنّ and its sisters with theirs
 * (إِنَّه، لِأَنَّهَا، لِأَنَّنِي), and particles with a clitic و or ف (وَلَم، فَلَم). espeak-ng's dictionary reads
 * many of them otherwise from their bare letters (بكم bakam, لهم lahim, أنا ana, ولم walm), and the
 * Quran-derived lexicon leaves them out or gives them a context's case. They come before every
 * lexicon.
 *
 * Left out because their letters have two common readings: علي (ʿalayya, the name ʿAlī), إلي (often
 * إلى typed with ي), أي (ayy, ay), كم (kam, the kilometre), لما (lammā, limā), أم (am, umm), فقد (fa-qad, faqada),
 * فيّ, فهم (fa-hum, fahm, fahima), بينهم (its case depends on a preposition before it: pronoun-suffixes.ts), and بكم at the
 * start of a sentence (bikam, "for how much": بكم هذا؟).
 */

/** A noun with the article and no clitic (والطالب is coordinated, للطالب a preposition's). */
export const DEFINITE_NOUN = /^ال[\u0621-\u064A]{2,}$/;

/** The relative pronouns, which the article's letters open but which are no definite nouns. */
export const RELATIVE_PRONOUN = /^(?:الذي|التي|الذين|اللذان|اللذين|اللتان|اللتين|اللاتي|اللواتي)$/;

/** Pronoun suffixes as a preposition takes them, with the preposition's own form before them. */
const PRONOUNS = ['ه', 'هَا', 'هُم', 'هُمَا', 'هُنّ', 'ك', 'كُم', 'كُمَا', 'نَا'];
/** After i or ī the h of the suffix takes i (بِهِم، فِيهِم، عَلَيْهِم). */
const AFTER_I: Record<string, string> = { هُم: 'هِم', هُمَا: 'هِمَا', هُنّ: 'هِنّ' };

/** Each preposition: its form before a suffix, whether that ends in i or ay, and its "me" form. */
const PREPOSITIONS: { stem: string; afterI: boolean; me: string }[] = [
  { stem: 'بِ', afterI: true, me: 'بِي' },
  { stem: 'لَ', afterI: false, me: 'لِي' },
  { stem: 'مِنْ', afterI: false, me: 'مِنِّي' },
  { stem: 'عَنْ', afterI: false, me: 'عَنِّي' },
  { stem: 'فِي', afterI: true, me: '' },
  { stem: 'عَلَيْ', afterI: true, me: '' },
  { stem: 'إِلَيْ', afterI: true, me: '' },
  { stem: 'لَدَيْ', afterI: true, me: 'لَدَيّ' },
  { stem: 'عِنْدَ', afterI: false, me: 'عِنْدِي' },
  { stem: 'مَعَ', afterI: false, me: 'مَعِي' },
];

/** إنّ and its sisters before a pronoun: إِنَّه، أَنَّهَا، لِأَنَّهُم، بِأَنَّنَا. */
const EMPHATIC = ['إِنَّ', 'أَنَّ', 'لِأَنَّ', 'بِأَنَّ', 'كَأَنَّ'];

const WORDS = [
  'أَنَا نَحْن أَنْت أَنْتُم أَنْتُمَا أَنْتُنّ هُوَ هِيَ هُم هُمَا هُنّ',
  'وَأَنَا وَنَحْن وَأَنْت وَأَنْتُم وَهُوَ وَهِيَ وَهُم وَهُمَا فَهُوَ فَهِيَ',
  'لَم لَن هَل سَوْف بَل أَو إِذَا إِذ لَو مُنْذ فَقَط كَمَا مِمَّا عَمَّا مِمَّن عَمَّن فِيمَا',
  'وَلَم فَلَم وَلَن فَلَن وَلَا فَلَا وَقَد وَهَل ثُمّ',
  // So that: ولكي is wa- and لِكَيْ, never li- and كَيّ (ironing).
  'كَيْ لِكَيْ وَلِكَيْ وَكَيْ',
  'وَفِي وَمِن وَعَلَى وَإِلَى وَعَن وَمَع فَفِي فَمِن',
  'كَيْف أَيْن مَتَى مَاذَا لِمَاذَا',
  // The vocative's أيّ before the noun called (يا أيها المواطنون).
  'أَيُّهَا أَيَّتُهَا',
  'جِدًّا أَيْضًا حَتَّى',
  'يَكُون تَكُون نَكُون أَكُون يَكُونُون كَان كَانَت كَانُوا كُنْت كُنَّا كُنْتُم لَيْس لَيْسَت',
  'وَكُنْت وَكُنَّا فَكُنْت فَكُنَّا',
].flatMap((line) => line.split(' '));

function functionWords(): Map<string, string> {
  const words: string[] = [...WORDS];
  for (const { stem, afterI, me } of PREPOSITIONS) {
    for (const pronoun of PRONOUNS) {
      const suffix = afterI ? (AFTER_I[pronoun] ?? pronoun) : pronoun;
      // مِنْ and عَنْ double their ن before نَا: مِنَّا، عَنَّا.
      words.push(stem.endsWith('نْ') && suffix === 'نَا' ? `${stem.slice(0, -2)}نَّا` : stem + suffix);
    }
    if (me) words.push(me);
  }
  // With و or ف before them too (وكأنها، فإنه), as typed with their hamza.
  for (const particle of EMPHATIC) {
    for (const pronoun of ['ه', 'هَا', 'هُم', 'هُمَا', 'ك', 'كُم', 'نَا', 'نِي'])
      for (const clitic of ['', 'وَ', 'فَ']) words.push(`${clitic}${particle}${pronoun}`);
  }
  words.push('إِنِّي', 'أَنِّي', 'لِأَنِّي', 'بِأَنِّي', 'كَأَنِّي');
  // A demonstrative after a clitic: espeak-ng's dictionary says هذا and ذلك alone with their long ā,
  // which the script does not write, and reads بهذه or لذلك as bare consonants; the dagger alif
  // writes that ā (بِهٰذِهِ، لِذٰلِكَ، وَلٰكِنْ).
  for (const clitic of ['وَ', 'فَ', 'بِ', 'لِ', 'كَ', 'وَبِ', 'وَلِ', 'فَبِ', 'فَلِ', 'وَكَ']) {
    for (const demonstrative of ['هٰذَا', 'هٰذِهِ', 'هٰؤُلَاءِ', 'ذٰلِكَ', 'هٰكَذَا'])
      words.push(clitic + demonstrative);
  }
  words.push('وَلٰكِنْ', 'فَلٰكِنْ');
  // لكن with a pronoun is lākinna, its long ā written as a dagger alif, which espeak-ng says (from
  // the bare letters its dictionary says only some: لكني is lkni:). لَكُنّ, "for you" feminine
  // plural, is left out: it would take لكن, "but".
  for (const clitic of ['', 'وَ']) {
    for (const pronoun of ['ه', 'هَا', 'هُم', 'نَا', 'نِي', 'ك', 'كُم'])
      words.push(`${clitic}لٰكِنَّ${pronoun}`);
    words.push(`${clitic}لٰكِنِّي`);
  }
  const map = new Map<string, string>();
  for (const word of words) {
    const vowelled = word.normalize('NFC');
    map.set(vowelled.replace(/[\u064B-\u0652\u0670]/g, ''), vowelled);
  }
  // إلى typed the casual way: espeak-ng reads الى as the names of its letters, and the lexicon's
  // hamza rule would find آلِيّ under the same folded key.
  map.set('الى', 'إِلَى'.normalize('NFC'));
  // And إلي with a pronoun (اليهم), which the article rule would take for ال + a word (يَهُمّ).
  for (const [bare, vowelled] of [...map]) {
    if (bare.startsWith('إلي')) map.set(`ا${bare.slice(1)}`, vowelled);
  }
  return map;
}

/** Bare spelling to its vowelled form (or to itself, for a word espeak-ng's dictionary reads right). */
export const FUNCTION_WORDS: ReadonlyMap<string, string> = functionWords();

/**
 * إلى typed with ي and without its hamza (الي، والي), before the definite noun, demonstrative or noun
 * with a pronoun it governs (الي المكتبة، الي هذا، الي شهودهم), before a feminine noun, which آلِيّ
 * cannot describe (الي حديقة الحيوانات), before a noun in construct (الي باب بيتك), or opening a
 * sentence, as a letter's address does (الي اولياء الامور): إِلَى. Alone at a pause it may be إِلَيَّ ("to me"), and after a masculine noun آلِيّ,
 * "automatic" (صراف الي جديد): left.
 */
export function casualIlaBefore(
  word: string,
  next: string | undefined,
  opensSentence = false,
  afterNext?: string,
): string | undefined {
  const match = /^([وف]?)الي$/.exec(word);
  if (!match || next === undefined) return undefined;
  const governed =
    /^(?:ال|لل|هذ|ذلك|تلك)/.test(next) ||
    endsInPronoun(next) ||
    /^[\u0621-\u064A]{2,}[ةه]$/.test(next) ||
    opensSentence ||
    // A noun in construct with a definite one or a pronoun after it (الي باب بيتك، الي حساب المستفيد).
    (afterNext !== undefined &&
      /^[\u0621-\u064A]{3,}$/.test(next) &&
      !FUNCTION_WORDS.has(next) &&
      (/^ال../.test(afterNext) || endsInPronoun(afterNext)));
  if (!governed) return undefined;
  return `${match[1] ? `${match[1]}\u064E` : ''}${'إِلَى'.normalize('NFC')}`;
}

/** Function words whose reading another at the start of a sentence: بكم هذا؟ (bikam, how much). */
const NOT_AT_SENTENCE_START = new Set(['بكم']);

/** The vowelled function word, or undefined; `atSentenceStart` when nothing comes before it. */
export function functionWord(word: string, atSentenceStart: boolean): string | undefined {
  if (atSentenceStart && NOT_AT_SENTENCE_START.has(word)) return undefined;
  return FUNCTION_WORDS.get(word);
}
