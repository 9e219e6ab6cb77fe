import { tanweenBeforeAlif } from './diacritics/caller-marks.js';

/**
 * Cleans caller text before anything reads it: the same sentence typed on an Arabic, Persian or Urdu keyboard,
 * with decorative tatweel or pasted from a PDF in presentation forms, must reach the reader identically.
 * The caller's diacritics are kept: they are the best pronunciation hint we get (only a tanween typed
 * after a final alif moves before it, where every reader looks for it).
 */

/** Persian/Urdu code points that are the same letter as an Arabic one when they occur in Arabic text. */
const LETTER_VARIANTS: Record<string, string> = {
  '\u06A9': 'ك', // keheh
  '\u06AA': 'ك', // swash kaf
  '\u06CC': 'ي', // Farsi yeh
  '\u06D2': 'ي', // yeh barree
  '\u06C1': 'ه', // heh goal
  '\u06BE': 'ه', // heh doachashmee
  '\u06D5': 'ه', // ae
  '\u06C0': 'ة', // heh with yeh above, the Persian ezafe form of ta marbuta
};

/** Eastern digits (Arabic-Indic and Persian) and the Arabic separators, mapped to what the number reader parses. */
const DIGIT_AND_SEPARATOR: Record<string, string> = {
  '\u066B': '.', // Arabic decimal separator
  '\u066C': ',', // Arabic thousands separator
  '\u066A': '%', // Arabic percent sign
};
for (let d = 0; d <= 9; d += 1) {
  DIGIT_AND_SEPARATOR[String.fromCharCode(0x0660 + d)] = String(d);
  DIGIT_AND_SEPARATOR[String.fromCharCode(0x06f0 + d)] = String(d);
}

const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]+/g;
/** Tatweel, Quranic annotation signs, invisible formatting characters and emoji presentation marks: nothing to pronounce. */
const SILENT =
  // The class lists marks and format characters on purpose: each is removed on its own.
  // eslint-disable-next-line no-misleading-character-class
  /[\u0640\u06D6-\u06DC\u06DE-\u06E4\u06E7-\u06ED\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF\uFE0F\u20E3]/g;
/**
 * Emoji, flags, arrows, stars, bullets and other pictographs: espeak-ng names them ("وجه" for 😂) where a
 * listener expects silence. Digits, currency signs, % and ° stay: the number reader needs them.
 */
const PICTOGRAPHS =
  /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}\u2190-\u21FF\u2500-\u27BF\u2022\u00B7|]/gu;
const PUNCTUATION_RUN = /([!?؟.,،؛;:…])(?:\s*[!?؟.,،؛;:…])+/g;
const SPACE_BEFORE_PUNCTUATION = /\s+([!?؟.,،؛;:…)\]}»])/g;

export function normalizeText(input: string): string {
  return (
    tanweenBeforeAlif(input.normalize('NFC'))
      // Presentation forms come from copy-pasted PDFs; NFKC turns them (and ligatures like ﷺ) into letters.
      .replace(PRESENTATION_FORMS, (forms) => forms.normalize('NFKC'))
      .replace(SILENT, '')
      .replace(PICTOGRAPHS, ' ')
      .replace(/[\u06A9\u06AA\u06CC\u06D2\u06C1\u06BE\u06D5\u06C0]/g, (ch) => LETTER_VARIANTS[ch])
      .replace(/[\u0660-\u0669\u06F0-\u06F9\u066A-\u066C]/g, (ch) => DIGIT_AND_SEPARATOR[ch])
      .replace(/\s+/g, ' ')
      .replace(PUNCTUATION_RUN, collapsePunctuationRun)
      .replace(SPACE_BEFORE_PUNCTUATION, '$1')
      .trim()
  );
}

/**
 * "!!!" or "؟!؟" carry no more prosody for espeak-ng than one mark, and a run of dots is an ellipsis.
 * A question wins over an exclamation because it changes the intonation contour.
 */
function collapsePunctuationRun(run: string): string {
  const marks = run.replace(/\s+/g, '');
  if (/^[.…]+$/.test(marks)) return '…';
  if (marks.includes('؟')) return '؟';
  if (marks.includes('?')) return '?';
  return marks[0];
}
