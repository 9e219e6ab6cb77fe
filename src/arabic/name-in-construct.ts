import { stripHarakat } from './arabic-script.js';
import { defaultDiacritizer } from './diacritics/default-diacritizer.js';

/**
 * Whether a Latin name completes in construct the Arabic word right before it (بنظام Android،
 * هاتف Galaxy، إصدار Node): the name is then genitive, and so is its version or model number. That
 * word must be a noun: without the article (a definite noun is no construct's first term), read by
 * the lexicon as a noun, not a verb or a particle, and not shaped like a verb, since the modern list
 * marks as verbs only those listed with their persons (وصل، أتى، سيصل would pass for nouns). A noun
 * shaped like a verb (متجر، تطبيق) is left undecided too: a wrong case is worse than the default.
 */
export function completedByName(word: string): boolean {
  const bare = stripHarakat(word);
  if (DEFINITE.test(bare) || !defaultDiacritizer.readsAsNoun(bare)) return false;
  const reading = defaultDiacritizer.diacritizeWord(bare).normalize('NFC');
  // A بِ written on it goes on nouns only: whatever the stem's shape, the word is a noun.
  if (/^ب\u0650(?!ال)/.test(reading)) return true;
  return !TANWEEN.test(reading) && !VERB_SHAPES.some((shape) => shape.test(reading));
}

/** The article, alone or after و، ف، ب، ك, or لل. */
const DEFINITE = /^(?:[وف]?[بك]?ال|[وف]?لل)/;
/** Tanween: an indefinite word (حاليا، جديدا), no construct's first term. */
const TANWEEN = /[\u064B-\u064D]/;

/** Readings shaped like a verb, after a clitic و or ف. */
const VERB_SHAPES = [
  // A present person, or the future's س before one: يَصِل، تُطْلِق، سَيَأْتِي.
  /^(?:[وف]\u064E)?(?:س\u064E)?[يتنأ][\u064E\u064F]/,
  // A past "she" form: وَصَلَت، أَتَت.
  /\u064Eت$/,
  // A past "he" form: no vowel but a fatha (وَصَل، فَاز، أَتَى، أَطْلَق، اسْتَخْدَم; the adverb أَمْس).
  /^[^\u064F\u0650]*$/,
];
