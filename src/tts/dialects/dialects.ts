import {
  affricateKBesideFrontVowels,
  monophthongize,
  reduceUnstressedShortVowels,
  substitute,
  type PhonemeRule,
} from './phoneme-rules.js';
import { joinPhonemes, tokenizePhonemes } from './phoneme-tokens.js';

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

interface Dialect {
  rules: readonly PhonemeRule[];
  prosody: DialectProsody;
}

/**
 * espeak-ng mnemonics used below: q /q/, ? /ʔ/, g /g/, dZ /dʒ/, Z; /ʑ/ (nearest the table has to /ʒ/;
 * its Z is /ðˤ/), j /j/, T /θ/, D /ð/, Z /ðˤ/, dH /dˤ/, s z t d, k, tS /tʃ/, e: o: (long mid vowels), @ /ə/.
 * Rhythm values are judgement from listening to each region's read speech, not measurements.
 */
const DIALECTS: Record<DialectId, Dialect> = {
  msa: { rules: [], prosody: { rateFactor: 1, pitchRangeFactor: 1 } },
  // Cairene: qaf as hamza, jim as g, learned-register s/z for the interdentals, bajt -> beːt.
  egyptian: {
    rules: [substitute({ q: '?', dZ: 'g', T: 's', D: 'z', Z: 'z' }), monophthongize],
    prosody: { rateFactor: 1.06, pitchRangeFactor: 1.15 },
  },
  // Najdi-led urban Saudi: qaf as g, and dad merged into the emphatic interdental as in Bedouin speech.
  saudi: {
    rules: [substitute({ q: 'g', dH: 'Z' })],
    prosody: { rateFactor: 0.97, pitchRangeFactor: 0.92 },
  },
  // Moroccan: unstressed short vowels reduced or dropped, stops for the interdentals, jim as a fricative.
  moroccan: {
    rules: [substitute({ T: 't', D: 'd', Z: 'dH', dZ: 'Z;' }), reduceUnstressedShortVowels],
    prosody: { rateFactor: 1.1, pitchRangeFactor: 1.0 },
  },
  // Urban Levantine: qaf as hamza, colloquial stops for the interdentals, jim as a fricative, beːt/joːm.
  levantine: {
    rules: [substitute({ q: '?', T: 't', D: 'd', Z: 'dH', dZ: 'Z;' }), monophthongize],
    prosody: { rateFactor: 1.0, pitchRangeFactor: 1.2 },
  },
  // Coastal Gulf (Kuwait, Bahrain, UAE): qaf as g, jim as y, k as ch beside front vowels; diphthongs kept.
  gulf: {
    rules: [substitute({ q: 'g', dZ: 'j' }), affricateKBesideFrontVowels],
    prosody: { rateFactor: 0.95, pitchRangeFactor: 0.95 },
  },
  // Baghdadi: qaf as g, k as ch beside front vowels, interdentals kept, diphthongs monophthongised.
  iraqi: {
    rules: [substitute({ q: 'g' }), affricateKBesideFrontVowels, monophthongize],
    prosody: { rateFactor: 0.96, pitchRangeFactor: 1.05 },
  },
};

export function resolveDialect(id: string | null | undefined): DialectId | null {
  if (id == null) return null;
  const wanted = id.trim().toLowerCase();
  return (DIALECT_IDS as readonly string[]).includes(wanted) ? (wanted as DialectId) : null;
}

/** Rewrites an espeak-ng Arabic phoneme-mnemonic string with the dialect's pronunciation rules. */
/** Whether the dialect changes pronunciation at all (MSA is espeak-ng's own reading). */
export function dialectRewritesPhonemes(dialect: DialectId): boolean {
  return DIALECTS[dialect].rules.length > 0;
}

export function applyDialectToPhonemes(phonemes: string, dialect: DialectId): string {
  const { rules } = DIALECTS[dialect];
  if (rules.length === 0) return phonemes;
  const tokens = tokenizePhonemes(phonemes);
  for (const rule of rules) rule(tokens);
  return joinPhonemes(tokens);
}

export function dialectProsody(dialect: DialectId): DialectProsody {
  return DIALECTS[dialect].prosody;
}
