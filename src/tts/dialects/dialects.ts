import { rewriteWords } from './dialect-words.js';
import {
  affricateK,
  breakFinalClusters,
  monophthongize,
  raiseFeminineEnding,
  reduceShortVowels,
  substitute,
  type PhonemeRule,
} from './phoneme-rules.js';
import { CH_WORDS, IRAQI_CH_WORDS, LEARNED_WORDS } from './word-lists.js';

export { stripPhonemeSeparators } from './phoneme-tokens.js';

/**
 * Spoken varieties the API can steer espeak-ng's Arabic voice towards. The input is always written Arabic,
 * so each dialect is modelled as MSA text read with that region's accent: its consonant reflexes, vowel
 * habits and rhythm, not its vocabulary. `msa` is espeak-ng's own reading.
 */
export const DIALECT_IDS = [
  'msa',
  'egyptian',
  'saudi',
  'hijazi',
  'moroccan',
  'levantine',
  'gulf',
  'iraqi',
] as const;
export type DialectId = (typeof DIALECT_IDS)[number];

export interface DialectProsody {
  rateFactor: number;
  pitchRangeFactor: number;
}

/**
 * How a dialect says words, by register. Everyday words take the `everyday` rules; learned words
 * (LEARNED_WORDS: religious, formal, recent loans from MSA) are read in the `formal` register,
 * which is MSA unless the region has a reading style of its own (Cairo's s and z for θ and ð).
 */
interface Dialect {
  everyday: readonly PhonemeRule[];
  formal: readonly PhonemeRule[];
  prosody: DialectProsody;
}

/**
 * espeak-ng mnemonics used below: q /q/, ? /ʔ/, g /g/, dZ /dʒ/, Z; /ʑ/ (the Arabic table has no /ʒ/: its Z
 * is /ðˤ/, so ʑ is the nearest it can say), j /j/, T /θ/, D /ð/, Z /ðˤ/, dH /dˤ/, s z t d, k, tS /tʃ/,
 * e: o: (long mid vowels), @ /ə/. An emphatic keeps its dark vowels (a. i. u.) when it is replaced, so
 * ðˤ -> z is heard as zˤ. Rhythm values are judgement from listening to each region's read speech.
 */
const EVERYDAY_STOPS = { T: 't', D: 'd', Z: 'dH' };
const READING_SIBILANTS = { T: 's', D: 'z', Z: 'z' };
const MID_VOWELS = monophthongize('e:', 'o:');

const DIALECTS: Record<DialectId, Dialect> = {
  msa: { everyday: [], formal: [], prosody: { rateFactor: 1, pitchRangeFactor: 1 } },
  // Cairene: qaf as hamza, jim as g, t/d/dˤ for the interdentals in native words (tōb), beːt;
  // learned words keep q and take the reading style s/z/zˤ (saqāfa, zaki).
  egyptian: {
    everyday: [substitute({ q: '?', dZ: 'g', ...EVERYDAY_STOPS }), MID_VOWELS],
    formal: [substitute({ dZ: 'g', ...READING_SIBILANTS })],
    prosody: { rateFactor: 1.06, pitchRangeFactor: 1.15 },
  },
  // Najdi: qaf as g, dad merged into the emphatic interdental, interdentals kept, beːt.
  saudi: {
    everyday: [substitute({ q: 'g', dH: 'Z' }), MID_VOWELS],
    formal: [],
    prosody: { rateFactor: 0.97, pitchRangeFactor: 0.92 },
  },
  // Hijazi (Jeddah, Mecca, Medina): qaf as g, jim kept, t/d/dˤ for the interdentals (dˤ stays dˤ),
  // beːt; learned words in the reading style, as in Cairo.
  hijazi: {
    everyday: [substitute({ q: 'g', ...EVERYDAY_STOPS }), MID_VOWELS],
    formal: [substitute(READING_SIBILANTS)],
    prosody: { rateFactor: 1.02, pitchRangeFactor: 1.05 },
  },
  // Moroccan: stops for the interdentals, jim as a fricative, biːt/juːm, unstressed short vowels
  // reduced or dropped, the feminine -a kept.
  moroccan: {
    everyday: [
      substitute({ ...EVERYDAY_STOPS, dZ: 'Z;' }),
      monophthongize('i:', 'u:'),
      reduceShortVowels,
    ],
    formal: [],
    prosody: { rateFactor: 1.1, pitchRangeFactor: 1.0 },
  },
  // Urban Levantine: qaf as hamza, stops for the interdentals, jim as a fricative, beːt/joːm, the
  // feminine ending as -e; learned words keep q and take s/z/zˤ (zakiyye).
  levantine: {
    everyday: [
      substitute({ q: '?', ...EVERYDAY_STOPS, dZ: 'Z;' }),
      MID_VOWELS,
      raiseFeminineEnding,
    ],
    formal: [substitute({ ...READING_SIBILANTS, dZ: 'Z;' }), raiseFeminineEnding],
    prosody: { rateFactor: 1.0, pitchRangeFactor: 1.2 },
  },
  // Coastal Gulf (Kuwait, Bahrain, UAE): qaf as g, jim as y, dad as ðˤ, ch in everyday words, beːt.
  gulf: {
    everyday: [substitute({ q: 'g', dZ: 'j', dH: 'Z' }), affricateK([CH_WORDS]), MID_VOWELS],
    formal: [],
    prosody: { rateFactor: 0.95, pitchRangeFactor: 0.95 },
  },
  // Baghdadi: qaf as g, dad as ðˤ, ch in everyday words, beːt, final clusters broken (ʔisim).
  iraqi: {
    everyday: [
      substitute({ q: 'g', dH: 'Z' }),
      affricateK([CH_WORDS, IRAQI_CH_WORDS]),
      MID_VOWELS,
      breakFinalClusters,
    ],
    formal: [],
    prosody: { rateFactor: 0.96, pitchRangeFactor: 1.05 },
  },
};

export function resolveDialect(id: string | null | undefined): DialectId | null {
  if (id == null) return null;
  const wanted = id.trim().toLowerCase();
  return (DIALECT_IDS as readonly string[]).includes(wanted) ? (wanted as DialectId) : null;
}

/** Whether the dialect changes pronunciation at all (MSA is espeak-ng's own reading). */
export function dialectRewritesPhonemes(dialect: DialectId): boolean {
  return DIALECTS[dialect].everyday.length > 0;
}

/**
 * Rewrites espeak-ng's Arabic phoneme mnemonics of a clause with the dialect's rules; `written`
 * is the clause as espeak-ng read it, so that learned words are read in the formal register.
 */
export function applyDialectToPhonemes(
  phonemes: string,
  dialect: DialectId,
  written: string,
): string {
  const { everyday, formal } = DIALECTS[dialect];
  if (everyday.length === 0) return phonemes;
  return rewriteWords(phonemes, written, (word) =>
    LEARNED_WORDS.has(word.text) ? formal : everyday,
  );
}

export function dialectProsody(dialect: DialectId): DialectProsody {
  return DIALECTS[dialect].prosody;
}
