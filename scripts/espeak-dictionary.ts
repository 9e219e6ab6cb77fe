import { readFileSync } from 'node:fs';

/** Where Debian's espeak-ng keeps its compiled Arabic dictionary. */
export const ESPEAK_ARABIC_DICTIONARY = '/usr/lib/x86_64-linux-gnu/espeak-ng-data/ar_dict';

/**
 * The spellings espeak-ng's compiled Arabic dictionary gives a pronunciation for. The file is 1024 hash
 * chains after an 8-byte header; each entry is [length, word length | flags, word, phonemes, flags],
 * each chain ends with a zero byte. Arabic words are stored 6 bits a letter: code c stands for
 * U+0600 + c - 1, and codes below 0x20 for the letters from U+0640 on (the alphabet spans 0x621-0x64A).
 */
export function readEspeakDictionaryWords(path = ESPEAK_ARABIC_DICTIONARY): string[] {
  const data = readFileSync(path);
  const chains = data.readInt32LE(0);
  const words = new Set<string>();
  let at = 8;
  for (let chain = 0; chain < chains; chain += 1) {
    while (data[at] !== 0) {
      const entryLength = data[at];
      const hasPhonemes = (data[at + 1] & 0x80) === 0;
      const stored = data.subarray(at + 2, at + 2 + (data[at + 1] & 0x3f));
      if (hasPhonemes) words.add(unpackArabic(stored));
      at += entryLength;
    }
    at += 1;
  }
  return [...words].filter((word) => /^[\u0621-\u064A]+$/.test(word)).sort();
}

function unpackArabic(bytes: Uint8Array): string {
  let word = '';
  let bits = 0;
  let accumulator = 0;
  for (const byte of bytes) {
    accumulator = ((accumulator << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      const code = (accumulator >> bits) & 0x3f;
      if (code !== 0) word += String.fromCodePoint((code < 0x20 ? 0x640 : 0x600) + code - 1);
    }
  }
  return word;
}
