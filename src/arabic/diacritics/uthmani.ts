/**
 * Turns one word of the Uthmani (Quranic) orthography into the modern orthography callers type, keeping
 * its vowelling, so the lexicon learnt from it matches modern text: "ٱلۡكِتَٰبُ" -> "الْكِتَابُ".
 * Returns null for words whose Uthmani spelling has no reliable modern counterpart (those are left to
 * espeak-ng's own dictionary, which already knows the common ones such as هذا and ذلك).
 */

const FATHA = '\u064E';
const SUKUN = '\u0652';

/** Words modern spelling also writes with a dagger (hidden) alif: "هذا", "ذلك", "لكن", "الله", "الرحمن", "أولئك". */
const HIDDEN_ALIF_WORDS =
  /لِ?لَّه|^(?:[وفبلك]?)(?:ه[\u064B-\u0652]*ٰ|ذ[\u064B-\u0652]*ٰل|ل[\u064B-\u0652]*ٰك|[اٱإ][\u064B-\u0652]*ل[\u064B-\u0652]*ٰه|.*رَّحۡمَٰن|أُوْلَٰٓئ|.*لَّٰه)/u;

export function uthmaniToModern(word: string): string | null {
  if (HIDDEN_ALIF_WORDS.test(word)) return null;
  const modern = word
    .replace(/\u06E1/g, SUKUN) // small high dotless head of khah: the Uthmani sukun
    .replace(/\u0671/g, 'ا') // alif wasla
    .replace(/\u0640\u06E7/g, 'ي') // "إِبۡرَٰهِـۧمَ": small yeh on tatweel stands for a written ya
    .replace(/\u0640/g, '') // tatweel only carries a mark: "يَـٰٓأَيُّهَا" is "يَا أَيُّهَا"
    // The open tanween (read with assimilation into the next word) is the same tanween in modern spelling.
    .replace(/\u0657/g, '\u064B')
    .replace(/\u065E/g, '\u064C')
    .replace(/\u0656/g, '\u064D')
    .replace(/[\u06D6-\u06ED\u0653]/g, '') // pause signs, silent-letter marks, small waw/yeh, maddah over dagger alif
    .replace(/ى\u0670/g, 'ى') // "عَلَىٰ" -> "عَلَى"
    // A dagger alif, also on a waw ("ٱلصَّلَوٰةَ"), is a full alif after a fatha in modern spelling; the
    // consonant before it may already carry the fatha and a shadda ("ٱلظَّٰلِمِينَ").
    .replace(/\u064E?(\u0651?)\u064E?و?\u0670/g, `$1${FATHA}ا`)
    .replace(/ءَا/g, 'آ') // "ءَامَنُوا" -> "آمَنُوا", "ٱلۡقُرۡءَانُ" -> "الْقُرْآن"
    .replace(/ى(?=[\u064B-\u0652]*[\u0621-\u064A])/g, 'ي') // dotless ya inside a word is a plain ya
    .replace(/ا\u0652/g, 'ا') // sukun on an alif marks it silent ("ءَامَنُواْ"); modern spelling has no mark
    .replace(/([\u0621-\u064A])\u0650ى$/u, '$1\u0650ي') // final "ِى" is ya ("فِى" -> "فِي")
    // A consonant left bare before another is one the reciter hides into it (ikhfa: "ٱنتَظِرۡ"); modern
    // spelling writes its sukun ("انْتَظِرْ"). Not before a doubled letter, which takes it in whole, nor
    // on a hamza, whose bare alif is one with a madda ("ٱلۡأٓيَةُ").
    .replace(
      /([بتثجحخدذرزسشصضطظعغفقكلمنه])(?=[\u0621-\u064A](?![\u064B-\u0650]?\u0651|\u0651))/g,
      `$1${SUKUN}`,
    )
    .normalize('NFC')
    // A shadda on the first letter is the previous word's last consonant assimilated ("قَد تَّبَيَّنَ").
    .replace(/^([\u0621-\u064A][\u064B-\u0650]?)\u0651/, '$1');
  if (/[\u0654\u0655]/.test(modern) || /[^\u0621-\u0652]/.test(modern)) return null;
  return modern;
}
