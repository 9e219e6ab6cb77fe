import { stripHarakat } from '../arabic-script.js';

/**
 * Adjusts a correctly vowelled word to how espeak-ng's Arabic letter rules read it (checked against
 * espeak-ng 1.51 and the WASM build the product uses). The spelling stays valid Arabic; only marks and
 * silent letters that espeak-ng would mis-read change.
 */

/** A bare alif, then a consonant with sukun other than the article's lam: hamzat wasl. */
const WASL_AT_START = /^ا(?=[\u0621-\u0643\u0645-\u064A](?:\u0652|[\u064E-\u0650]?\u0651))/;
/**
 * A hamzat wasl whose third letter has a damma: the imperative of form I verbs in u (اُكْتُبْ،
 * اُدْخُلْ) and the passive pasts of forms VII to X (اُسْتُخْدِمَ), where it is said u. The nouns that
 * begin with one (اسم، ابن، امرؤ، اثنان) keep i before a case ending in u (اِسْمُه), and the
 * article is no hamzat wasl of this kind (الْمُنْتِج).
 */
const WASL_BEFORE_DAMMA =
  /^ا(?!سْم|بْن|مْر|ثْن)(?=[\u0621-\u0643\u0645-\u064A]\u0652[\u0621-\u064A]\u064F)/;
/**
 * A clitic before a hamzat-wasl alif: و، ف، ك with a fatha, ب، ل with a kasra (a fatha on ب or ل is
 * a stem's, before a long ā: لَابْتُوب، بَايْت), or the article with its kasra, also after li-
 * (لِلِاسْتِفْسَار), whose alif is not written.
 */
const WASL_AFTER_CLITIC =
  /^((?:[وفك]َ|[بل]ِ|[وف]َ[بل]ِ?|[وف]َكَ?|[وفبكل]?[َِ]?الِ|(?:[وف]َ)?لِلِ))ا(?=[\u0621-\u064A](?:\u0652|[\u064E-\u0650]?\u0651))/;
/**
 * The shadda of a sun letter after a word-initial article. espeak-ng doubles these letters there by
 * itself, all but ط; after a clitic (وَال، لِل) it does not, so there the shadda stays.
 */
const SUN_SHADDA_AFTER_ARTICLE =
  /^(ال[تثدذرزسشصضظلن])(?:\u0651([\u064E-\u0650]?)|([\u064E-\u0650])\u0651)/;
/** bi + the article before a sun letter, at the start of a word, and the letter's shadda. */
const SUN_ARTICLE_AFTER_BI =
  /^بِال([تثدذرزسشصضطظلن])(?:\u0651([\u064E-\u0650]?)|([\u064E-\u0650])\u0651)?/;
/** A word-final ك with no mark after it, in a word that has marks. */
const BARE_FINAL_KAF = /(?<=[\u064B-\u0652\u0670].*)ك$/u;
const GLIDE_AFTER_VOWEL =
  /(?<=[\u064E-\u0651])(?=و\u0651?[\u064E-\u0650]|ي[\u064E-\u0650](?!\u0651))/g;

/**
 * Returns the spelling to hand to espeak-ng: the bare word where espeak-ng's own dictionary reads it
 * better (the relative pronouns الذي/التي/الذين, whose lam-shadda its letter rules garble).
 */
export function speakableForm(word: string): string {
  if (/^[وف]?َ?الَّ/.test(word)) return stripHarakat(word);
  return shaddaBeforeVowel(
    word
      // After bi- espeak-ng reads the article's alif as a long "a:" (bia:lkita:b), and with alif
      // wasla it says the lam before a sun letter (biltta...); a bare بال at the start of a word it
      // reads as bi + the doubled sun letter (بالشَرِكَة bi-shsharika), so there the clitic is bare,
      // and the letter's own shadda goes, which would triple it (بالطَّلَب bi-ṭṭṭalab).
      .replace(SUN_ARTICLE_AFTER_BI, 'بال$1$2$3')
      .replace(/^((?:[وف]َ)?بِ)ال/, '$1ٱل')
      // The alif after plural waw is silent, but espeak-ng voices it when the word is vowelled; as alif
      // wasla (the same letter to a reader) it is silent. A shadda may stand before it (انْضَمُّوا).
      .replace(/(\u064F\u0651?)وا$/, '$1وٱ')
      // So is the alif after a diphthong's waw (نَسَوْا، اشْتَرَوْا: nasaw), which espeak-ng says a:.
      .replace(/َوْ?ا$/, 'َوْٱ')
      // espeak-ng reads a word-initial hamzat-wasl alif as "a" (اسْتِخْدَام -> astiXda:m): the
      // utterance-initial vowel is "i", or "u" before a damma; after a clitic or the article the
      // alif is silent (alif wasla).
      .replace(WASL_AFTER_CLITIC, '$1ٱ')
      .replace(WASL_BEFORE_DAMMA, 'اُ')
      .replace(WASL_AT_START, 'اِ')
      // Form VIII of a root in ل (الْتَقَى، الْتِزَام) is not the article: before ت the article's lam
      // is silent and the ت doubled (التَّقْرِير), so a lam with a sukun before a vowelled ت is the
      // root's, and the alif before it a hamzat wasl (iltaqā, not altaqā).
      .replace(/^الْ(?=ت[\u064E-\u0650])/, 'اِلْ')
      // A vowelled و or ي after a vowel is a consonant, but espeak-ng makes it a vowel (مُوَاطِن ->
      // mu:a:tin); a tatweel before it keeps it a consonant (muwa:tin), also a doubled و (quwwa). A
      // doubled ي stays as espeak-ng reads it (سَيَّارَة -> sai:a:ra): only an extra letter would help.
      .replace(GLIDE_AFTER_VOWEL, '\u0640')
      // So is a ي with i before a long ī (تَغْيِير taghyīr, تَعْيِين), which espeak-ng says i:-i.
      .replace(/ي(?=\u0650ي)/g, 'ي\u0640')
      // A shadda written on it as well makes it triple (السَّبْت -> asssabt, النَّاس -> annna:s).
      .replace(SUN_SHADDA_AFTER_ARTICLE, '$1$2$3')
      // A bare final ك in a vowelled word espeak-ng takes for the suffix -ka (بَنْك bank'a, شَرِيك
      // S'aRi:k,a); a sukun says it at a pause, as every other word here is said (bank), and leaves a
      // pronoun suffix whose vowel is not written neutral (كِتَابُكْ kitābuk, not always kitābuka).
      .replace(BARE_FINAL_KAF, 'كْ'),
  );
}

/**
 * espeak-ng reads a vowel on a doubled consonant only when the shadda comes first ("مَرَّة" in Unicode's
 * canonical order, fatha then shadda, loses the vowel: [maRRt]); the two orders are the same text.
 */
export function shaddaBeforeVowel(word: string): string {
  return word.replace(/([\u064B-\u0650])\u0651/g, '\u0651$1');
}
