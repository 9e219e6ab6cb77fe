import { hasHaraka, stripHarakat } from '../arabic-script.js';
import { functionWord } from './function-words.js';
import { listedImperative, SPEAKER_AFTER_VERB } from './imperative.js';

/**
 * Cues a whole sentence gives a word that its neighbours do not: who speaks, to whom, whether a verb
 * joined later asks for an imperative, whether the doer of a passive is named. Each is one array, a
 * flag per word of the text, computed once per text before the words are read.
 */

/** What the cues ask of the lexicon about one bare word. */
export interface CueLexicon {
  /** A word of the speaker's own: a noun with "my", a verb with "me" or "I" for its subject. */
  isSpeakersWord(bare: string): boolean;
  /** A noun with the listener's pronoun (حجزك، طلبكم). */
  hasListenersPronoun(bare: string): boolean;
  /** Whether the word after من قبل names a doer (الجراح، لجنة). */
  namesAgent(next: string | undefined): boolean;
  /** The word's reading alone. */
  readingOf(word: string): string;
  /** The word read as an imperative, undefined where it cannot be one. */
  imperativeOf(word: string): string | undefined;
}

/** Per word of a text, the cues its sentence gives. */
export interface SentenceCues {
  /** A word of the speaker's own (بنفسي، عرضي، فاتتني) comes later in its sentence, not right after it. */
  speakerLater: boolean[];
  /** The sentence names, later, the doer of a passive with مِنْ قِبَل. */
  agentLater: boolean[];
  /** The sentence speaks to the listener later: يا calling them, بنفسك, a noun with their pronoun. */
  listenerLater: boolean[];
  /** A verb joined later by و، ف or ثم asks for itself to be an imperative. */
  imperativeLater: boolean[];
  /** The sentence speaks to several listeners: ـكم or أنتم anywhere in it. */
  addressesSeveral: boolean[];
  /** The sentence speaks to one listener: أنت, a function word or a known noun with ـك. */
  addressesOne: boolean[];
}

type Words = readonly RegExpMatchArray[];

/** A mark that ends a sentence. */
export const SENTENCE_END = /[.!?؟\n]/;

/**
 * Whether a word begins a sentence, given what stands between it and the word before (or, for the
 * first word, what comes before it): nothing but spaces and opening marks at the start of the text, or
 * a sentence's end (. ! ? ؟ ! or a line break) after the word before.
 */
export function sentenceStarts(between: string, first: boolean): boolean {
  if (first) return /^[\s"'«([-]*$/.test(between);
  return SENTENCE_END.test(between) && !/[\p{L}\p{N}]/u.test(between);
}

/** What stands between word `i` and the word after it. */
function gapAfter(text: string, words: Words, i: number): string {
  const end = i + 1 < words.length ? words[i + 1].index! : text.length;
  return text.slice(words[i].index! + words[i][0].length, end);
}

/** Per word, the number of its sentence in the text. */
function sentenceNumbers(text: string, words: Words): number[] {
  let sentence = 0;
  return words.map((_, i) =>
    i > 0 && sentenceStarts(gapAfter(text, words, i - 1), false) ? ++sentence : sentence,
  );
}

/** Per word, whether a cue stands in its sentence after the word right after it. */
function cueLater(sentences: readonly number[], isCue: (at: number) => boolean): boolean[] {
  const later = new Array<boolean>(sentences.length).fill(false);
  // Whether a cue stands at i + 2 or beyond in the sentence, and whether at i + 1: any cue counts,
  // not only the nearest (خسرت مباراتي ... زملائي: the word right after is one, a later one too).
  let beyond = false;
  let right = false;
  for (let i = sentences.length - 1; i >= 0; i--) {
    if (sentences[i + 1] !== sentences[i]) beyond = right = false;
    later[i] = beyond;
    beyond ||= right;
    right = isCue(i);
  }
  return later;
}

/** Per word, whether a cue stands anywhere in its sentence. */
function cueInSentence(sentences: readonly number[], isCue: (at: number) => boolean): boolean[] {
  const cued = new Set(sentences.filter((_, i) => isCue(i)));
  return sentences.map((sentence) => cued.has(sentence));
}

export function sentenceCues(text: string, words: Words, lexicon: CueLexicon): SentenceCues {
  const sentences = sentenceNumbers(text, words);
  const bare = words.map((word) => stripHarakat(word[0]));
  // The next word in the same clause, with nothing but spaces before it.
  const next = (k: number) =>
    k + 1 < words.length && /^\s+$/.test(gapAfter(text, words, k)) ? words[k + 1][0] : undefined;
  return {
    // A past in ت before it is then the speaker's "I" (حضرت الاجتماع وقدمت عرضي: حَضَرْتُ، قَدَّمْتُ),
    // not "she"; the word right after the verb may be its subject (أرسلت أمي). A vowelled word is
    // the caller's or the number reader's (مِئَتَيْ is no "my hundred").
    // The word after يا is a name called (يا أحمد), never a verb's "I".
    speakerLater: cueLater(
      sentences,
      (i) => !hasHaraka(words[i][0]) && bare[i - 1] !== 'يا' && lexicon.isSpeakersWord(words[i][0]),
    ),
    // The verb that opens such a sentence is passive (حدد موعد عمليتك من قبل الجراح: حُدِّد).
    agentLater: cueLater(
      sentences,
      (i) => words[i][0] === 'من' && next(i) === 'قبل' && lexicon.namesAgent(next(i + 1)),
    ),
    // A past in ت after هل is then "you" (هل قدمت المطالبة بنفسك).
    listenerLater: cueLater(
      sentences,
      (i) => bare[i] === 'يا' || /^بنفسك/.test(bare[i]) || lexicon.hasListenersPronoun(bare[i]),
    ),
    imperativeLater: cueLater(sentences, (i) => asksForImperative(i, bare, words, lexicon)),
    // ـكم on any word (حقائبكم، لكم، نذكركم) but one with the article, which takes no pronoun, a
    // present of a root in كم (الحكم، يحكم), and one the lexicon reads with its كم a root's (بحكم:
    // بِحُكْم).
    addressesSeveral: cueInSentence(
      sentences,
      (i) =>
        /^(?:[وف]?أنتم|.{2,}كم)$/.test(bare[i]) &&
        !/^(?:[وفبكل]?ال|[وف]?لل|[وف]?[يتن].كم$)/.test(bare[i]) &&
        !/ك\u0652م$/.test(lexicon.readingOf(bare[i]).normalize('NFC')),
    ),
    // ـك on a function word (لك، إليك) or a noun the lexicon knows with it (باقتك، رصيدك); not the
    // ك of a demonstrative (هناك، ذلك، لذلك، تلك), which speaks to no one.
    addressesOne: cueInSentence(
      sentences,
      (i) =>
        /^(?:[وف]?أنت|.{1,}ك)$/.test(bare[i]) &&
        !DEMONSTRATIVE_IN_K.test(bare[i]) &&
        (functionWord(bare[i], false) !== undefined || lexicon.hasListenersPronoun(bare[i])),
    ),
  };
}

/** A demonstrative ending in ك, its clitics before it (ذلك، لذلك، كذلك، هناك، تلك). */
const DEMONSTRATIVE_IN_K = /^[وفبلك]{0,2}(?:ذلك|ذالك|تلك|هناك|هنالك|أولئك|اولئك)$/;

/**
 * Whether word `i`, joined by و، ف or ثم, asks for itself to be an imperative: one the lexicon lists
 * by its shape (وأدخل) or one before the speaker (وأرسل لنا).
 */
function asksForImperative(i: number, bare: readonly string[], words: Words, lexicon: CueLexicon) {
  const joined = /^[وف]../.test(bare[i])
    ? bare[i].slice(1)
    : i > 0 && bare[i - 1] === 'ثم'
      ? bare[i]
      : undefined;
  if (joined === undefined || hasHaraka(words[i][0])) return false;
  if (listedImperative(lexicon.readingOf(joined)) !== undefined) return true;
  const next = bare[i + 1];
  return (
    next !== undefined && SPEAKER_AFTER_VERB.has(next) && lexicon.imperativeOf(joined) !== undefined
  );
}
