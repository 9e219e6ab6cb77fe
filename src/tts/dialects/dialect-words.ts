import { bareWord, endsInTaMarbuta } from './arabic-words.js';
import type { DialectWord, PhonemeRule } from './phoneme-rules.js';
import { joinPhonemes, tokenizePhonemes } from './phoneme-tokens.js';

const SPOKEN = /[A-Za-z?@]/;
const ARABIC_LETTER = /[\u0621-\u064a]/;

const writtenWordsOf = (written: string) =>
  written.split(/\s+/).filter((word) => ARABIC_LETTER.test(word));

/** Whether espeak-ng said as many words as are written, so that each pairs with its own. */
export function pairsWithWritten(phonemes: string, written: string): boolean {
  const spoken = phonemes.split(/\s+/).filter((piece) => SPOKEN.test(piece));
  return spoken.length === writtenWordsOf(written).length;
}

/**
 * Rewrites a clause's phonemes word by word. espeak-ng gives one phoneme word per written word
 * (what word timings rely on too), so each is paired with the word it reads and `rulesFor` can
 * choose by the written word; should the counts differ, words go unpaired (empty text).
 */
export function rewriteWords(
  phonemes: string,
  written: string,
  rulesFor: (word: DialectWord) => readonly PhonemeRule[],
): string {
  const pieces = phonemes.split(/(\s+)/);
  const writtenWords = writtenWordsOf(written);
  const paired = pairsWithWritten(phonemes, written);
  let next = 0;
  return pieces
    .map((piece) => {
      if (!SPOKEN.test(piece)) return piece;
      const source = paired ? writtenWords[next++] : '';
      const word: DialectWord = {
        text: bareWord(source),
        feminine: source !== '' && endsInTaMarbuta(source),
        tokens: tokenizePhonemes(piece),
      };
      for (const rule of rulesFor(word)) rule(word);
      return joinPhonemes(word.tokens);
    })
    .join('');
}
