import { ARABIC_LETTER } from './arabic-script.js';
import { LATIN_CLITICS, LONE_LATIN_CLITICS, vowelledClitics } from './latin-clitics.js';

export type SpeechLanguage = 'ar' | 'en' | 'fr';
/** Text of one language, as the splitter cut it. */
export interface LanguageRun {
  language: SpeechLanguage;
  text: string;
}

/**
 * Splits text into runs of one language: Arabic script -> 'ar', Latin script -> 'en' or 'fr'.
 * Digits, punctuation and spaces are neutral: they stay with the run before them (a number after an
 * Arabic word is read in Arabic), and leading neutrals join the first run. Digits with no word
 * around them at all ("١٢٣", "12:30") are read in Arabic, the service's first language.
 */

/** Arabic letters and marks only: Arabic punctuation (، ؛ ؟) is neutral like any other punctuation. */
const ARABIC = /[\u0621-\u065F\u0670-\u06D3\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
/** Latin letters; × and ÷, in the middle of Latin-1, are signs, neutral like digits. */
const LATIN = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]/;
/** Western digits: the normaliser has already mapped Arabic-Indic and Persian ones to these. */
const DIGIT = /[0-9]/;
const FRENCH_ACCENTS = /[éèêëàâçîïôûùœÉÈÊÀÇ]/;
const LATIN_WORD =
  /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+(?:['’][A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+)*/g;

const FRENCH_WORDS = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'de',
  'un',
  'une',
  'et',
  'est',
  'sont',
  'pour',
  'avec',
  'dans',
  'sur',
  'pas',
  'je',
  'vous',
  'nous',
  'il',
  'elle',
  'ils',
  'que',
  'qui',
  'au',
  'aux',
  'ce',
  'cette',
  'ces',
  'mais',
  'ou',
  'où',
  'très',
  'bonjour',
  'merci',
  'oui',
  'non',
  'notre',
  'votre',
  'leur',
]);
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'is',
  'are',
  'of',
  'to',
  'in',
  'for',
  'with',
  'on',
  'you',
  'it',
  'this',
  'that',
  'was',
  'be',
  'have',
  'has',
  'not',
  'but',
  'or',
  'we',
  'they',
  'he',
  'she',
  'my',
  'your',
  'hello',
  'thanks',
  'yes',
  'no',
]);

type Script = 'arabic' | 'latin' | 'neutral';

function scriptOf(ch: string): Script {
  if (ARABIC.test(ch)) return 'arabic';
  if (LATIN.test(ch)) return 'latin';
  return 'neutral';
}

interface ScriptRun {
  script: 'arabic' | 'latin';
  text: string;
}

function splitByScript(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let leading = '';
  for (const ch of text) {
    const script = scriptOf(ch);
    const last = runs[runs.length - 1];
    if (script === 'neutral') {
      if (last) last.text += ch;
      else leading += ch;
    } else if (last?.script === script) {
      last.text += ch;
    } else {
      runs.push({ script, text: (runs.length === 0 ? leading : '') + ch });
    }
  }
  if (runs.length === 0 && DIGIT.test(leading)) runs.push({ script: 'arabic', text: leading });
  const inArabic = runs.some((run) => run.script === 'arabic');
  return moveOpeningBrackets(inArabic ? numbersOfTheSentence(articleBeforeLatin(runs)) : runs);
}

/**
 * A number standing as a word of its own, with the spaces before it; or the number of a model written
 * on one capital letter ("Galaxy S24", "A320": the letter said in English, the number in Arabic).
 */
const SPACED_NUMBER = /(\s+\d[\d.,]*(?=\s|$)|(?<=(?:^|\s)[A-Z])\d{2,3}(?=\s|$))/;
const NUMBER_PIECE = /^\s*\d[\d.,]*$/;

/**
 * In an Arabic sentence, versions and model numbers of a Latin name ("Node 24", "iPhone 15 Pro") are
 * said in Arabic, the language of the sentence: each number standing apart becomes an Arabic run.
 * A number written into the name ("MP3", "H2O") stays with it.
 */
function numbersOfTheSentence(runs: ScriptRun[]): ScriptRun[] {
  return runs.flatMap((run) => {
    if (run.script !== 'latin') return [run];
    return run.text
      .split(SPACED_NUMBER)
      .filter((piece) => piece !== '')
      .map((piece): ScriptRun => ({
        script: NUMBER_PIECE.test(piece) ? 'arabic' : 'latin',
        text: piece,
      }));
  });
}

/**
 * The article or clitics written on a Latin word ("الـbackend", "لـGoogle", "والـiPhone", the tatweel
 * gone by now) are said before the word as their syllables (latin-clitics.ts); alone, their letters
 * would be read as other words (آل "family of", بال "mind") or as letter names.
 */
function articleBeforeLatin(runs: ScriptRun[]): ScriptRun[] {
  return runs.map((run, i) => {
    if (run.script !== 'arabic' || runs[i + 1]?.script !== 'latin') return run;
    const glued = CLITICS_AT_END.exec(run.text);
    const vowelled = glued && vowelledClitics(glued[2]);
    if (!vowelled) return run;
    return { ...run, text: run.text.slice(0, glued.index) + glued[1] + vowelled };
  });
}

/** A clitic group at the end of an Arabic run, written on the Latin word or (see LONE_LATIN_CLITICS) apart. */
const CLITICS_AT_END = new RegExp(
  `(^|[\\s\\u0640])(${LATIN_CLITICS}(?=\\u0640*$)|${LONE_LATIN_CLITICS}(?=[\\s\\u0640]*$))[\\s\\u0640]*$`,
);

/**
 * Whether normalised text holds anything the engines can read aloud: an Arabic or Latin letter,
 * or a digit. Punctuation, symbols, emoji and other scripts alone give them nothing to say.
 */
export function hasReadableText(text: string): boolean {
  return ARABIC_LETTER.test(text) || LATIN.test(text) || DIGIT.test(text);
}

/** An opening bracket or quote typed before a run of the other script belongs to that run. */
function moveOpeningBrackets(runs: ScriptRun[]): ScriptRun[] {
  for (let i = 0; i + 1 < runs.length; i += 1) {
    const opener = /\s*[(«"“[]+\s*$/.exec(runs[i].text);
    if (opener) {
      runs[i].text = runs[i].text.slice(0, opener.index);
      runs[i + 1].text = opener[0].trimStart() + runs[i + 1].text;
    }
  }
  return runs;
}

/** Scores function words and accents; `null` when the text gives no evidence either way. */
function frenchOrEnglish(text: string): SpeechLanguage | null {
  let french = FRENCH_ACCENTS.test(text) ? 2 : 0;
  let english = 0;
  for (const word of text.toLowerCase().match(LATIN_WORD) ?? []) {
    if (FRENCH_WORDS.has(word) || /^[ldjcmnst]['’]/.test(word)) french += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (french === english) return null;
  return french > english ? 'fr' : 'en';
}

export function splitLanguageRuns(text: string): LanguageRun[] {
  const scriptRuns = splitByScript(text);
  const latinText = scriptRuns
    .filter((r) => r.script === 'latin')
    .map((r) => r.text)
    .join(' ');
  // A short Latin run ("Paris") borrows the language of all the Latin text around it.
  const documentLatin = frenchOrEnglish(latinText) ?? 'en';
  const runs: LanguageRun[] = [];
  for (const run of scriptRuns) {
    const language: SpeechLanguage =
      run.script === 'arabic' ? 'ar' : (frenchOrEnglish(run.text) ?? documentLatin);
    const trimmed = run.text.trim();
    if (!trimmed) continue;
    const last = runs[runs.length - 1];
    if (last?.language === language) last.text = `${last.text} ${trimmed}`;
    else runs.push({ language, text: trimmed });
  }
  return runs;
}
