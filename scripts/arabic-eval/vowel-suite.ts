import { readFileSync } from 'node:fs';
import { ARABIC_WORD, hasHaraka, stripHarakat } from '../../src/tts/text/arabic-script.js';
import { speakableForm } from '../../src/tts/text/diacritics/speakable-form.js';
import { frontEndReading } from './number-suite.js';
import { comparablePhonemes } from '../espeak-agreement.js';
import type { PhonemeReader } from './espeak-phonemes.js';
import { percent, type EvaluationSuite, type SuiteReport } from './suite.js';

/**
 * Short vowels on modern text: the hand-vowelled sentences of vowel-sentences.tsv are stripped of their
 * vowels, read by the real front end, and each word is compared with the reference twice: as spelling
 * (are the vowels we added right?) and as sound (espeak-ng's phonemes for our word, for the bare word
 * and for the reference, each said alone). The vowel after a word's last letter (the case ending) is
 * ignored on both sides.
 */

const SENTENCES_FILE = 'eval/arabic/vowel-sentences.tsv';

/** Particles, pronouns and demonstratives: not "content words" for coverage (espeak-ng knows them all). */
const FUNCTION_WORDS = new Set(
  (
    'في من إلى الى على عن مع أن إن أنه أنها لا ما لم لن قد هذا هذه ذلك تلك الذي التي الذين هو هي هم ' +
    'نحن أنا أو ثم بل لكن كل إذا لو كما حتى منذ بأن سوف'
  ).split(' '),
);

interface Reference {
  domain: string;
  text: string;
}

interface ScoredWord {
  sentence: number;
  domain: string;
  reference: string;
  output: string;
  content: boolean;
  /** The front end gave the word's stem vowels (a fatha it adds only before a final ة does not count). */
  vowelled: boolean;
  /** Only the final ة of a word no lexicon knows was marked. */
  endingOnly: boolean;
  right: boolean;
  bareSoundsRight: boolean;
  oursSoundsRight: boolean;
  /** For a word ending in ة: whether its last sounds (-a, -at) are the reference's. */
  feminine?: { bare: boolean; ours: boolean };
}

function loadSentences(): Reference[] {
  return readFileSync(SENTENCES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [domain, text] = line.split('\t');
      return { domain, text: text.normalize('NFC') };
    });
}

type AlignedWord = Omit<ScoredWord, 'bareSoundsRight' | 'oursSoundsRight' | 'feminine'>;

function alignWords(references: readonly Reference[], misaligned: number[]): AlignedWord[] {
  const words: AlignedWord[] = [];
  references.forEach(({ domain, text }, sentence) => {
    const refWords = text.match(ARABIC_WORD) ?? [];
    const outWords = frontEndReading(stripHarakat(text)).match(ARABIC_WORD) ?? [];
    if (outWords.length !== refWords.length) {
      misaligned.push(sentence + 1);
      return;
    }
    refWords.forEach((reference, i) => {
      const output = outWords[i];
      const bare = stripHarakat(reference);
      const stemVowelled = hasHaraka(output.replace(/َ(?=[ةه]$)/, ''));
      words.push({
        sentence: sentence + 1,
        domain,
        reference,
        output,
        content: !FUNCTION_WORDS.has(bare) && !FUNCTION_WORDS.has(bare.replace(/^[وف]/, '')),
        vowelled: stemVowelled,
        endingOnly: !stemVowelled && hasHaraka(output),
        right:
          stemVowelled &&
          comparableSpelling(output, bare, 'output') ===
            comparableSpelling(reference, bare, 'reference'),
      });
    });
  });
  return words;
}

async function scoreWords(words: AlignedWord[], phonemes: PhonemeReader): Promise<ScoredWord[]> {
  const read = async (spellings: string[]) =>
    (await phonemes.read(spellings)).map(comparablePhonemes);
  const bare = await read(words.map((w) => stripHarakat(w.reference)));
  const ours = await read(words.map((w) => w.output));
  const gold = await read(words.map((w) => referenceAsSpoken(w.reference)));
  return words.map((word, i) => ({
    ...word,
    bareSoundsRight: bare[i] === gold[i],
    oursSoundsRight: ours[i] === gold[i],
    ...(stripHarakat(word.reference).endsWith('ة') && {
      feminine: {
        bare: feminineEnding(bare[i]) === feminineEnding(gold[i]),
        ours: feminineEnding(ours[i]) === feminineEnding(gold[i]),
      },
    }),
  }));
}

/** How a reading ends: "-at", "-a" (a pausal "-ah" is already "-a"), or a bare consonant. */
function feminineEnding(phonemes: string): string {
  if (/at$/.test(phonemes)) return 'at';
  return /a:?$/.test(phonemes) ? 'a' : 'consonant';
}

/**
 * A word's vowelling reduced to what is compared: no case vowel after the last letter, no sukun (an
 * unmarked consonant is read without a vowel anyway), no shadda after the article (espeak-ng doubles
 * a sun letter itself), marks in one order, and the ta marbuta as "ة" when said -a or "ت" when said
 * -at. The reference marks a said -at by a vowel on the ة; the front end writes a said -a as "ـَه"
 * and a said -at as "ـَة".
 */
function comparableSpelling(word: string, bare: string, side: 'output' | 'reference'): string {
  let spelling = withoutEspeakDevices(word);
  if (bare.endsWith('ة')) {
    const saysT = side === 'reference' ? /ة[\u064B-\u0652]+$/.test(spelling) : /ة$/.test(spelling);
    spelling = spelling.replace(/[ةه][\u064B-\u0652]*$/, saysT ? 'ت' : 'ة');
  }
  if (bare.endsWith('وا') && /ُو$/.test(spelling)) spelling += 'ا';
  return spelling
    .replace(/\u064B(?=ى$)/, '\u064E')
    .replace(/[\u064B-\u0650\u0652]*(\u0651?)[\u064B-\u0650\u0652]*$/, '$1')
    .replace(/\u0652/g, '')
    .replace(/^([وفبكل]?[َِ]?ال)([^\u064B-\u0652])([\u064B-\u0650]?)\u0651/, '$1$2$3');
}

/**
 * Undoes the spellings the front end uses only for espeak-ng (speakable-form.ts): tatweel before a
 * glide, alif wasla, the kasra on an initial wasl alif; marks in NFC order.
 */
function withoutEspeakDevices(word: string): string {
  return word
    .replace(/\u0640/g, '')
    .replace(/ٱ/g, 'ا')
    .replace(/^([وفبكل]?[َِ]?(?:الِ)?)اِ/, '$1ا')
    .replace(/الِا/, 'الا')
    .normalize('NFC');
}

/** The reference as the front end would write it for espeak-ng: pausal ة as "ـَه", a said -at as "ـَة". */
function referenceAsSpoken(reference: string): string {
  const saysT = /ة[\u064B-\u0652]+$/.test(reference);
  const pausal = reference.replace(/[\u064B-\u0650\u0652]+$/, '');
  const spoken = saysT ? pausal : pausal.replace(/(َّ?)ة$/, '$1ه').replace(/اة$/, 'اه');
  return speakableForm(spoken);
}

function report(words: ScoredWord[], sentences: number, misaligned: number[]): SuiteReport {
  const domains = [...new Set(words.map((w) => w.domain)), 'all'];
  const rows = domains.map((domain) => {
    const inDomain = words.filter((w) => domain === 'all' || w.domain === domain);
    const content = inDomain.filter((w) => w.content);
    const vowelled = content.filter((w) => w.vowelled);
    const feminine = inDomain.filter((w) => w.feminine);
    return [
      domain,
      content.length,
      percent(vowelled.length, content.length),
      percent(vowelled.filter((w) => w.right).length, vowelled.length),
      percent(inDomain.filter((w) => w.bareSoundsRight).length, inDomain.length),
      percent(inDomain.filter((w) => w.oursSoundsRight).length, inDomain.length),
      inDomain.filter((w) => w.bareSoundsRight && !w.oursSoundsRight).length,
      `${feminine.filter((w) => w.feminine!.bare).length}→${feminine.filter((w) => w.feminine!.ours).length}/${feminine.length}`,
    ];
  });
  const worse = words.filter((w) => w.bareSoundsRight && !w.oursSoundsRight);
  const wrong = words.filter((w) => w.content && w.vowelled && !w.right && !worse.includes(w));
  const notes = [
    `${sentences} sentences, ${words.length} words (${words.filter((w) => w.endingOnly).length} with only a final ة marked)` +
      (misaligned.length ? `; not aligned, left out: sentences ${misaligned.join(', ')}` : ''),
    ...[
      ...worse.map((w) => ['worse than bare espeak-ng', w] as const),
      ...wrong.map((w) => ['wrong vowels', w] as const),
    ]
      .slice(0, 10)
      .map(
        ([why, w]) => `  ${why}: ${w.output} (reference ${w.reference}, sentence ${w.sentence})`,
      ),
  ];
  return {
    title: 'Short vowels on modern sentences (content words; sound of every word said alone)',
    columns: [
      'domain',
      'content words',
      'vowelled',
      'right',
      'sound bare',
      'sound ours',
      'worse',
      'ة -a/-at bare→ours',
    ],
    rows,
    notes,
  };
}

export const vowelSuite: EvaluationSuite = {
  name: 'vowels',
  async run(phonemes) {
    const references = loadSentences();
    const misaligned: number[] = [];
    const words = await scoreWords(alignWords(references, misaligned), phonemes);
    return report(words, references.length, misaligned);
  },
};
