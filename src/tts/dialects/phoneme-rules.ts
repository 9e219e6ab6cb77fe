import type { WordList } from './arabic-words.js';
import { isSeparator, neighbourPhoneme, type PhonemeToken } from './phoneme-tokens.js';

/** One word as espeak-ng says it, with the written word it reads when the two could be paired. */
export interface DialectWord {
  /** The written word, bare (see bareWord); empty when espeak-ng's words did not pair with the text. */
  text: string;
  /** Written with a final ta marbuta. */
  feminine: boolean;
  tokens: PhonemeToken[];
}

/**
 * A pronunciation rule over one word's tokenised espeak-ng phonemes, edited in place. Rules only
 * emit mnemonics the Arabic table defines (see phoneme-tokens.ts), checked by speaking them
 * inside [[ ]].
 */
export type PhonemeRule = (word: DialectWord) => void;

const SHORT_VOWELS = new Set(['a', 'i', 'u', 'a.', 'i.', 'u.']);
const OPEN_VOWELS = new Set(['a', 'a.']);
/** The second half of a diphthong, as a glide (unvowelled input) or a vowel (vowelled input). */
const GLIDE_SIDE: Record<string, 'front' | 'back'> = {
  j: 'front',
  i: 'front',
  'i.': 'front',
  w: 'back',
  u: 'back',
  'u.': 'back',
};

/**
 * Removes a token and the "_" separator that joined it to its neighbour, keeping the format intact.
 * Returns the index of the first removed token.
 */
function removeToken(tokens: PhonemeToken[], index: number): number {
  if (isSeparator(tokens[index - 1])) {
    tokens.splice(index - 1, 2);
    return index - 1;
  }
  tokens.splice(index, isSeparator(tokens[index + 1]) ? 2 : 1);
  return index;
}

const isLong = (tokens: readonly PhonemeToken[], index: number) =>
  tokens[index + 1]?.kind === 'length';
const lastSound = (tokens: readonly PhonemeToken[]) => neighbourPhoneme(tokens, tokens.length, -1);

/** Replaces consonants one for one: /q/ -> /g/ and the like. */
export function substitute(map: Readonly<Record<string, string>>): PhonemeRule {
  return ({ tokens }) => {
    for (const token of tokens) {
      if (token.kind === 'consonant' && map[token.text] !== undefined) token.text = map[token.text];
    }
  };
}

/**
 * /aj/ and /aw/ before a consonant or the end of the word become one long vowel (bajt -> beːt,
 * jawm -> joːm; Moroccan biːt, juːm). espeak-ng writes them "aj"/"aw" for words of its
 * dictionary and "ai"/"au" (or "a'i", two syllables) for vowelled input; its stress on the
 * second half moves to the long vowel.
 */
export function monophthongize(front: string, back: string): PhonemeRule {
  return ({ tokens }) => {
    for (let i = 0; i < tokens.length; i += 1) {
      if (!OPEN_VOWELS.has(tokens[i].text) || isLong(tokens, i)) continue;
      const glide = neighbourPhoneme(tokens, i, 1);
      const side = glide >= 0 ? GLIDE_SIDE[tokens[glide].text] : undefined;
      if (!side || isLong(tokens, glide)) continue;
      const after = neighbourPhoneme(tokens, glide, 1);
      // A vowel or the same glide after it: a consonant glide (sajjaːra, qawiː), not a diphthong.
      if (
        after >= 0 &&
        (tokens[after].kind === 'vowel' || tokens[after].text === tokens[glide].text)
      )
        continue;
      const stress = tokens.slice(i + 1, glide).filter((token) => token.kind === 'stress');
      const vowel: PhonemeToken = { text: side === 'front' ? front : back, kind: 'vowel' };
      tokens.splice(i, glide - i + 1, ...stress, vowel);
      i += stress.length;
    }
  };
}

/**
 * Gulf and Iraqi ك -> ch: in the everyday words of `lists`, and in the feminine "your" -ik
 * (ħaːlik -> ħaːlitʃ; the masculine -ak keeps its k). Words of three letters or fewer are left
 * alone: their -ik is the root (malik).
 */
export function affricateK(lists: readonly WordList[]): PhonemeRule {
  return ({ text, tokens }) => {
    if (text && lists.some((list) => list.has(text))) {
      for (const token of tokens) if (token.text === 'k') token.text = 'tS';
      return;
    }
    const last = lastSound(tokens);
    if (last < 0 || tokens[last].text !== 'k' || !text.endsWith('ك') || text.length < 4) return;
    const vowel = neighbourPhoneme(tokens, last, -1);
    if (vowel >= 0 && tokens[vowel].text === 'i' && !isLong(tokens, vowel)) {
      tokens[last].text = 'tS';
    }
  };
}

/**
 * The pausal ta marbuta: espeak-ng says -ah, speech says -a. Drops the h and returns the index
 * of the ending's vowel, or -1 when the word has no such ending.
 */
function openFeminineEnding({ feminine, tokens }: DialectWord): number {
  if (!feminine) return -1;
  let last = lastSound(tokens);
  if (last >= 0 && tokens[last].text === 'h') {
    const vowel = neighbourPhoneme(tokens, last, -1);
    if (vowel < 0 || !OPEN_VOWELS.has(tokens[vowel].text)) return -1;
    removeToken(tokens, last);
    last = vowel;
  }
  if (last < 0 || !OPEN_VOWELS.has(tokens[last].text) || isLong(tokens, last)) return -1;
  return last;
}

/** After gutturals, emphatics and r the Levantine ending stays -a (ṣaħħa, sajjaːra). */
const KEEPS_OPEN_A = new Set([
  ...['H', 'A', 'X', 'x', 'gH', 'q', '?', 'h'],
  ...['t[', 's[', 'dH', 'Z'],
  ...['R', 'r'],
]);

/** Levantine imāla: the ta marbuta ending is -e (madrase, zakiyye) except after a back consonant. */
export const raiseFeminineEnding: PhonemeRule = (word) => {
  const vowel = openFeminineEnding(word);
  if (vowel < 0) return;
  const before = neighbourPhoneme(word.tokens, vowel, -1);
  const consonant = before >= 0 ? word.tokens[before].text : '';
  if (KEEPS_OPEN_A.has(consonant)) return;
  word.tokens[vowel].text = 'e';
};

/**
 * Moroccan vowels. The MSA case ending is dropped; the -a of a ta marbuta and the short vowel
 * before it are kept (mədrasa, ʒaːmiʕa); every other short vowel is reduced to schwa, and a schwa
 * in an open syllable is lost (kataba -> ktəb, kabiːr -> kbiːr, ðahab -> dhəb); the article is
 * l- (ljuːm). Long vowels are kept. Runs after the diphthongs are made long vowels.
 */
export const reduceShortVowels: PhonemeRule = (word) => {
  const { tokens } = word;
  dropArticleVowel(word);
  removeEmpty(tokens);
  const ending = openFeminineEnding(word);
  const vowels = tokens.flatMap((token, i) => (token.kind === 'vowel' ? [i] : []));
  const beforeEnding = vowels.findLast((i) => i < ending);
  const kept = ending >= 0 ? [ending, beforeEnding] : [];
  const last = lastSound(tokens);
  for (const i of vowels) {
    if (kept.includes(i) || !SHORT_VOWELS.has(tokens[i].text) || isLong(tokens, i)) continue;
    tokens[i].text = i === last && vowels.length > 1 ? '' : '@';
  }
  removeEmpty(tokens);
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i].text !== '@') continue;
    const next = neighbourPhoneme(tokens, i, 1);
    const afterNext = next >= 0 ? neighbourPhoneme(tokens, next, 1) : -1;
    const opens =
      afterNext >= 0 && tokens[afterNext].kind === 'vowel' && tokens[next].kind === 'consonant';
    if (opens && neighbourPhoneme(tokens, i, -1) >= 0) tokens[i].text = '';
  }
  removeEmpty(tokens);
};

/** The article's (ʔ)a- before l is not said in Moroccan: ʔaljawm -> ljuːm. */
function dropArticleVowel({ text, tokens }: DialectWord): void {
  if (!text.startsWith('ال')) return;
  const first = neighbourPhoneme(tokens, -1, 1);
  const start =
    first >= 0 && tokens[first].text === '?' ? neighbourPhoneme(tokens, first, 1) : first;
  if (start < 0 || tokens[start].text !== 'a') return;
  const l = neighbourPhoneme(tokens, start, 1);
  if (l < 0 || tokens[l].text !== 'l') return;
  for (let i = 0; i < l; i += 1) if (tokens[i].kind !== 'stress') tokens[i].text = '';
}

/** Drops tokens emptied by a rule, with the "_" separator that joined each to its neighbour. */
function removeEmpty(tokens: PhonemeToken[]): void {
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    if (tokens[i].text === '') i = removeToken(tokens, i);
  }
}

const SONORANTS = new Set(['l', 'm', 'n', 'R', 'r', 'w', 'j']);

/**
 * Iraqi epenthesis: a word-final cluster rising towards a sonorant after a short vowel is broken
 * by i (ʔism -> ʔisim, ʔibn -> ʔibin, ʕaql -> ʕagil).
 */
export const breakFinalClusters: PhonemeRule = ({ tokens }) => {
  const last = lastSound(tokens);
  const first = last >= 0 ? neighbourPhoneme(tokens, last, -1) : -1;
  const vowel = first >= 0 ? neighbourPhoneme(tokens, first, -1) : -1;
  if (vowel < 0 || tokens[last].kind !== 'consonant' || tokens[first].kind !== 'consonant') return;
  if (!SONORANTS.has(tokens[last].text) || SONORANTS.has(tokens[first].text)) return;
  if (tokens[vowel].kind !== 'vowel' || isLong(tokens, vowel)) return;
  tokens.splice(first + 1, 0, { text: 'i', kind: 'vowel' });
};
