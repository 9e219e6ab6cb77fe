/**
 * Tokeniser for espeak-ng phoneme mnemonics of its Arabic voice, in both shapes espeak-ng produces:
 * plain ("q'a:l dZ'ami:l", the CLI's -x and the notation accepted inside [[ ]]) and underscore-separated
 * ("q_'a:_l dZ_'a_m_i:_l", the WASM build's text_to_phonemes). Joining the tokens gives the input back,
 * so rules can rewrite phonemes without disturbing stress marks, separators or pauses.
 *
 * The Arabic table (espeak-ng phsource/ph_arabic on top of base1) defines, beside base1's Latin-like
 * consonants: H ħ, A ʕ, gH ɣ, X χ, dH dˤ, s[ sˤ, t[ tˤ, Z ðˤ (not ʒ!), D ð, T θ, S ʃ, dZ dʒ, q, ? ʔ, R r,
 * and the vowels a i u, their "dark" variants a. i. u., plus base1's e o @; ':' lengthens the vowel before it.
 */

export type TokenKind = 'vowel' | 'consonant' | 'length' | 'stress' | 'boundary';

export interface PhonemeToken {
  text: string;
  kind: TokenKind;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', '@', 'a.', 'i.', 'u.', '@-']);
const STRESS = new Set(["'", ',', '%', '=', "''", ',,', '%%']);
/** Multi-character mnemonics, longest first so "dZ;" is not read as "dZ" + ";". */
const MULTI_CHARACTER = [
  'dZ;',
  'tS;',
  'l/2',
  'l/3',
  '_^_',
  'dZ',
  'tS',
  't[',
  'd[',
  's[',
  'dH',
  'gH',
  'a.',
  'i.',
  'u.',
  'z.',
  's.',
  'n.',
  'l.',
  'r.',
  'Z;',
  'S;',
  'z;',
  's;',
  'n^',
  'l^',
  'J^',
  'Q^',
  'Q"',
  'l#',
  'R2',
  'R3',
  'r/',
  'l/',
  'L/',
  '@-',
  '_:',
  '_!',
  '||',
  "''",
  ',,',
  '%%',
];

function kindOf(text: string): TokenKind {
  if (VOWELS.has(text)) return 'vowel';
  if (STRESS.has(text)) return 'stress';
  if (text === ':') return 'length';
  if (/^(?:[\s_|]|_:|_!|_\^_|\|\|)$/.test(text) || /^\s+$/.test(text)) return 'boundary';
  return 'consonant';
}

export function tokenizePhonemes(phonemes: string): PhonemeToken[] {
  const tokens: PhonemeToken[] = [];
  let i = 0;
  while (i < phonemes.length) {
    const multi = MULTI_CHARACTER.find((m) => phonemes.startsWith(m, i));
    const text = multi ?? phonemes[i];
    tokens.push({ text, kind: kindOf(text) });
    i += text.length;
  }
  return tokens;
}

export function joinPhonemes(tokens: readonly PhonemeToken[]): string {
  return tokens.map((t) => t.text).join('');
}

/** True for the single "_" that separates phonemes in the WASM output (as opposed to a word space). */
export function isSeparator(token: PhonemeToken | undefined): boolean {
  return token?.text === '_';
}

/** Index of the nearest phoneme (vowel or consonant) from `from` in `step` direction, within the word. */
export function neighbourPhoneme(
  tokens: readonly PhonemeToken[],
  from: number,
  step: 1 | -1,
): number {
  for (let i = from + step; i >= 0 && i < tokens.length; i += step) {
    const token = tokens[i];
    if (token.kind === 'vowel' || token.kind === 'consonant') return i;
    if (token.kind === 'boundary' && !isSeparator(token)) return -1;
  }
  return -1;
}

/**
 * The WASM build separates every phoneme with "_", which inside [[ ]] would be read as a pause after each
 * sound. Drops those separators, keeping word spaces and real pauses ("_:" or a "_" between spaces).
 */
export function stripPhonemeSeparators(phonemes: string): string {
  const tokens = tokenizePhonemes(phonemes);
  return joinPhonemes(
    tokens.filter((token, i) => {
      if (!isSeparator(token)) return true;
      const joinsSounds = (t: PhonemeToken | undefined) => t !== undefined && t.kind !== 'boundary';
      return !(joinsSounds(tokens[i - 1]) && joinsSounds(tokens[i + 1]));
    }),
  );
}
