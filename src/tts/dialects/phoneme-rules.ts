import { isSeparator, neighbourPhoneme, type PhonemeToken } from './phoneme-tokens.js';

/**
 * Pronunciation rules over tokenised espeak-ng phonemes. Each rule edits the token list in place; rules only
 * emit mnemonics the Arabic table defines (see phoneme-tokens.ts), checked by speaking them inside [[ ]].
 */
export type PhonemeRule = (tokens: PhonemeToken[]) => void;

const FRONT_VOWELS = new Set(['i', 'i.', 'e']);
const SHORT_VOWELS = new Set(['a', 'i', 'u', 'a.', 'i.', 'u.']);

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

/** Replaces consonants one for one: /q/ -> /g/ and the like. */
export function substitute(map: Readonly<Record<string, string>>): PhonemeRule {
  return (tokens) => {
    for (const token of tokens) {
      if (token.kind === 'consonant' && map[token.text] !== undefined) token.text = map[token.text];
    }
  };
}

/** /aj/ -> /eː/ and /aw/ -> /oː/ before a consonant or the end of the word ("bajt" -> "beːt", "jawm" -> "joːm"). */
export const monophthongize: PhonemeRule = (tokens) => {
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i].text !== 'a' && tokens[i].text !== 'a.') continue;
    const glide = neighbourPhoneme(tokens, i, 1);
    if (glide < 0 || (tokens[glide].text !== 'j' && tokens[glide].text !== 'w')) continue;
    if (tokens[glide - 1]?.kind === 'length' || tokens[i + 1]?.kind === 'length') continue;
    const after = neighbourPhoneme(tokens, glide, 1);
    if (after >= 0 && tokens[after].kind === 'vowel') continue;
    tokens[i].text = tokens[glide].text === 'j' ? 'e:' : 'o:';
    tokens[i].kind = 'vowel';
    removeToken(tokens, glide);
  }
};

/** Gulf and Iraqi /k/ -> /tʃ/ next to a front vowel ("kiːf" -> "tʃiːf", "-ik" -> "-itʃ"). */
export const affricateKBesideFrontVowels: PhonemeRule = (tokens) => {
  tokens.forEach((token, i) => {
    if (token.text !== 'k') return;
    const next = neighbourPhoneme(tokens, i, 1);
    const previous = neighbourPhoneme(tokens, i, -1);
    const frontAfter = next >= 0 && FRONT_VOWELS.has(tokens[next].text);
    const frontBefore =
      previous >= 0 &&
      FRONT_VOWELS.has(tokens[previous].text) &&
      (next < 0 || tokens[next].kind !== 'vowel');
    if (frontAfter || frontBefore) token.text = 'tS';
  });
};

/**
 * Maghrebi vowel reduction: short vowels without stress become schwa, and the short vowel ending a word
 * (the MSA case ending) is dropped ("kataba" -> "k@t'ab"). Long vowels are kept.
 */
export const reduceUnstressedShortVowels: PhonemeRule = (tokens) => {
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    if (token.kind !== 'vowel' || !SHORT_VOWELS.has(token.text)) continue;
    if (tokens[i + 1]?.kind === 'length') continue;
    const stressed =
      tokens[i - 1]?.kind === 'stress' ||
      (isSeparator(tokens[i - 1]) && tokens[i - 2]?.kind === 'stress');
    if (stressed) continue;
    const wordFinal = neighbourPhoneme(tokens, i, 1) < 0;
    const wordInitial = neighbourPhoneme(tokens, i, -1) < 0;
    if (wordFinal && !wordInitial) i = removeToken(tokens, i);
    else if (!wordInitial) token.text = '@';
  }
};
