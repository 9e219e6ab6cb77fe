import { stripHarakat } from '../src/tts/text/arabic-script.js';
import type { Diacritizer } from '../src/tts/text/diacritics/diacritizer.js';
import { writeFeminineEnding } from '../src/tts/text/diacritics/feminine-ending.js';
import { speakableForm } from '../src/tts/text/diacritics/speakable-form.js';
import type { PhonemeReader } from './arabic-eval/espeak-phonemes.js';

/**
 * Keeps the vowelling of a word away from espeak-ng where its own dictionary already reads the bare
 * word: a lexicon entry that espeak-ng's dictionary reads differently is dropped (its reading is a
 * modern one, ours may be a rarer one), and one it reads alike is kept (it changes nothing audible and
 * vowels the word's prefixed forms). espeak-ng strips ال، وال، بال، فال، كال before a lookup itself.
 */

const ESPEAK_STRIPS = /^[وفبك]?ال(?=..)/;

/**
 * The reading with what does not change the word removed (stress is already gone): vowel-colour dots
 * and syllable marks, equivalent spellings of ghain, diphthongs and a pausal nisba, the glottal stop espeak-ng adds before a word-initial article, and the "h" it may
 * give a pausal ta marbuta (-ah and -a are both pausal).
 */
export function comparablePhonemes(phonemes: string): string {
  return phonemes
    .replace(/[_-]/g, '')
    .replace(/gH/g, 'Q') // two mnemonics espeak-ng uses for the same ghain
    .replace(/aj(?![aiu])/g, 'ai') // a diphthong written two ways
    .replace(/aw(?![aiu])/g, 'au')
    .replace(/i:j$/, 'i:') // a pausal nisba ending, -i: or -i:j
    .replace(/(?<=[aiu]:?)\./g, '')
    .replace(/^\?(?=a)/, '')
    .replace(/ah$/, 'a');
}

export interface EspeakAgreement {
  kept: string[];
  /** Entries espeak-ng's dictionary reads otherwise: [our vowelling, our phonemes, espeak-ng's]. */
  dropped: [string, string, string][];
}

export async function agreeWithEspeak(
  entries: readonly string[],
  dictionary: ReadonlySet<string>,
  phonemes: PhonemeReader,
): Promise<EspeakAgreement> {
  const known = entries.filter((entry) => {
    const bare = stripHarakat(entry);
    return dictionary.has(bare) || dictionary.has(bare.replace(ESPEAK_STRIPS, ''));
  });
  const read = async (words: string[]) => (await phonemes.read(words)).map(comparablePhonemes);
  const espeak = await read(known.map(stripHarakat));
  const ours = await read(
    known.map((entry) => speakableForm(writeFeminineEnding(entry, false)) ?? stripHarakat(entry)),
  );
  const disagreeing = new Map<string, [string, string, string]>();
  known.forEach((entry, i) => {
    if (espeak[i] !== ours[i]) disagreeing.set(entry, [entry, ours[i], espeak[i]]);
  });
  return {
    kept: entries.filter((entry) => !disagreeing.has(entry)),
    dropped: [...disagreeing.values()],
  };
}

/** Words before a suffixed word that give its pronoun suffix each of its vowels (pronoun-suffixes.ts). */
const SUFFIX_CONTEXTS = [undefined, 'في', 'إن', 'أن', 'لم'];

/**
 * The spellings of espeak-ng's dictionary that the diacritiser vowels as a stem plus a pronoun suffix
 * and espeak-ng reads otherwise, in any context that fixes the suffix's vowel (they are often other
 * words: مالي is mālī, not māl + "my"). `withSuffixes` derives pronoun suffixes, `withoutSuffixes` is
 * the same lexicon with them off for these spellings.
 */
export async function suffixedWordsEspeakReads(
  dictionary: readonly string[],
  withSuffixes: Diacritizer,
  withoutSuffixes: Diacritizer,
  phonemes: PhonemeReader,
): Promise<string[]> {
  const derived: [string, string][] = [];
  for (const word of dictionary) {
    for (const previous of SUFFIX_CONTEXTS) {
      const ours = withSuffixes.diacritizeWord(word, previous);
      if (ours !== withoutSuffixes.diacritizeWord(word, previous)) derived.push([word, ours]);
    }
  }
  const read = async (words: string[]) => (await phonemes.read(words)).map(comparablePhonemes);
  const espeak = await read(derived.map(([word]) => word));
  const ours = await read(
    derived.map(([word, vowelled]) => speakableForm(writeFeminineEnding(vowelled, false)) ?? word),
  );
  return [...new Set(derived.filter((_, i) => espeak[i] !== ours[i]).map(([word]) => word))].sort();
}
