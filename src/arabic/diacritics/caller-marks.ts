import { stripHarakat } from '../arabic-script.js';
import { DAMMA, FATHA, KASRA, SUKUN } from './endings.js';
import { type Government, vowelBeforeSuffix } from './pronoun-suffixes.js';

/**
 * A caller's own marks are hints to keep and complete, never a reason to leave a word bare: a word
 * typed with a tanween or a shadda (جداً، عادةً، مدرّسة) gets the rest of its vowels from the lexicon
 * when the lexicon's reading agrees with every mark the caller typed. The case ending, on the last
 * letter, is the caller's when they typed one.
 */

const MARK = /[\u064B-\u0652]/;
/** Letters that are long vowels, seats or the ending: a word may leave them unmarked when fully vowelled. */
const UNMARKED_BY_NATURE = /[اويىةءـ]/;
const ARTICLE = /^(?:[وف]?[بكل]?ال|[وف]?لل)/;

/** A letter and the marks written after it. */
interface Unit {
  letter: string;
  marks: string;
}

function unitsOf(word: string): Unit[] {
  const units: Unit[] = [];
  for (const char of word) {
    if (MARK.test(char) && units.length > 0) units[units.length - 1].marks += char;
    else units.push({ letter: char, marks: '' });
  }
  return units;
}

/**
 * A tanween typed after a word's final alif (the common keyboard order, جداً) moved before it, where
 * espeak-ng reads it and where the readers of numbers and currencies look for it (جدًا، ريالًا):
 * after the alif espeak-ng drops the vowel before. Works on a word or a whole text.
 */
export function tanweenBeforeAlif(text: string): string {
  return text.replace(/ا\u064B(?![\u0621-\u0652])/g, '\u064Bا');
}

/**
 * Whether a marked word still lacks vowels a reader needs: a consonant other than the last letter,
 * the article's lam or a long vowel's letter, with no mark, or a letter with a shadda and no vowel. A
 * word the number reader wrote out is fully vowelled and is left as it is.
 */
export function lacksVowels(word: string): boolean {
  const bare = stripHarakat(word);
  const skip = ARTICLE.exec(bare)?.[0].length ?? 0;
  const units = unitsOf(word);
  let letters = 0;
  return units.some((unit, i) => {
    letters += 1;
    if (letters <= skip || i === units.length - 1) return false;
    // A shadda alone still wants its vowel (عُيّن: عُيِّن).
    return (!UNMARKED_BY_NATURE.test(unit.letter) && unit.marks === '') || unit.marks === '\u0651';
  });
}

/**
 * The lexicon's reading of the word with the caller's marks kept, or undefined when the two
 * disagree (another word: كُتِب typed where the lexicon has كَتَب) or do not line up letter by letter.
 */
export function completeCallerMarks(typed: string, reading: string): string | undefined {
  const caller = unitsOf(tanweenBeforeAlif(typed).normalize('NFC'));
  const lexicon = unitsOf(reading.normalize('NFC'));
  if (caller.length !== lexicon.length) return undefined;
  const last = lastConsonant(caller);
  const agree = caller.every(
    (unit, i) =>
      unit.letter === lexicon[i].letter &&
      (i >= last || [...unit.marks].every((mark) => lexicon[i].marks.includes(mark))),
  );
  if (!agree) return undefined;
  return lexicon
    .map((unit, i) => {
      if (i < last) return unit.letter + unit.marks;
      if (i > last) return unit.letter;
      const shadda = /\u0651/.test(unit.marks + caller[i].marks) ? '\u0651' : '';
      const vowel = (caller[i].marks || unit.marks).replace(/\u0651/g, '');
      return unit.letter + shadda + vowel;
    })
    .join('')
    .normalize('NFC');
}

/**
 * The case or mood a caller typed where a pronoun suffix joins its stem (بطاقتَك: -a-), which is what
 * the context would otherwise have to show; undefined where they typed none there.
 */
export function typedGovernment(typed: string): Government | undefined {
  const vowel = vowelBeforeSuffix(typed.normalize('NFC'), 1);
  return vowel ? { noun: vowel, verb: vowel } : undefined;
}

/** و or ف, then the future's س before a person prefix, typed bare or with their fatha. */
const PROCLITICS = /^(?:([وف])\u064E?)?(?:(س)\u064E?(?=[يتنأ]))?(?=[\u0621-\u064A])/u;

/**
 * A marked word split into the conjunction and future prefix typed before it, vowelled, and the word
 * after them (وقدّم: وَ + قدّم; فسيُرسَل: فَسَ + يُرسَل); undefined when none is typed or what follows is
 * shorter than three letters (وصَل is no و + صل).
 */
export function splitTypedProclitics(
  typed: string,
): { vowelled: string; word: string } | undefined {
  const nfc = typed.normalize('NFC');
  const match = PROCLITICS.exec(nfc);
  if (!match?.[0]) return undefined;
  const word = nfc.slice(match[0].length);
  if (stripHarakat(word).length < 3 || !MARK.test(word)) return undefined;
  const vowelled = [match[1], match[2]]
    .filter(Boolean)
    .map((letter) => `${letter}\u064E`)
    .join('');
  return { vowelled, word };
}

/** Index of the letter that carries the case ending: the last, or the one before a final alif or ى. */
function lastConsonant(units: readonly Unit[]): number {
  const end = units.length - 1;
  return end > 0 && /[اى]/.test(units[end].letter) && /\u064B/.test(units[end - 1].marks)
    ? end - 1
    : end;
}

/**
 * The passive of a vowelled verb, for a caller who marked it (كُتب، رُفع، يُتوقع): a past verb takes
 * u on every vowelled letter before the last consonant but one, which takes i (رَفَع رُفِع، قَدَّم قُدِّم،
 * أَعْلَن أُعْلِن); a present verb u on its person letter and a on the last consonant but one
 * (يَتَوَقَّع يُتَوَقَّع، يَكْتُب يُكْتَب). Verbs with a long vowel or a glide in the stem (قَال قِيل،
 * يَقُول يُقَال), an initial hamzat wasl (اجْتَمَع) or a final weak letter change their letters too and
 * are left alone: undefined.
 */
export function passiveOf(verb: string, tense: 'past' | 'present'): string | undefined {
  const units = unitsOf(verb.normalize('NFC'));
  if (units.length < 3) return undefined;
  // A و or ي with a short vowel of its own is a consonant (يَتَوَقَّع); bare or with a sukun, a vowel.
  const weak = (unit: Unit) =>
    /[اآى]/.test(unit.letter) || (/[وي]/.test(unit.letter) && !/[\u064E-\u0650]/.test(unit.marks));
  if (units.slice(1).some(weak)) return undefined;
  if (units[0].letter === 'ا') return undefined;
  const last = units.length - 1;
  const vowelOf = (marks: string) => marks.replace(/[\u064E\u064F\u0650]/, '');
  return units
    .map((unit, i) => {
      if (i === last) return unit.letter + unit.marks;
      const rest = vowelOf(unit.marks);
      if (rest === unit.marks) return unit.letter + unit.marks; // a sukun or no vowel
      if (tense === 'present') {
        if (i === 0) return unit.letter + rest + DAMMA;
        if (i === last - 1) return unit.letter + rest + FATHA;
        return unit.letter + unit.marks;
      }
      return unit.letter + rest + (i === last - 1 ? KASRA : DAMMA);
    })
    .join('')
    .normalize('NFC');
}

/** أنّ or إنّ (with و or ف) the caller marked by its shadda: its vowels with it (إنّ إِنَّ). */
export function markedParticle(typed: string): string | undefined {
  const match = /^([وف]?)\u064E?([أإ])[\u064E\u0650]?ن(?:\u0651\u064E?|\u064E\u0651)$/u.exec(
    typed.normalize('NFC'),
  );
  if (!match) return undefined;
  const [, clitic, hamza] = match;
  const vowelled = `${clitic ? `${clitic}${FATHA}` : ''}${hamza}${hamza === 'أ' ? FATHA : KASRA}ن\u0651${FATHA}`;
  return vowelled.normalize('NFC');
}

/**
 * A past of form VIII or X the caller marked passive by a damma on its ت (اكتُشف اُكْتُشِف، استُخدم
 * اُسْتُخْدِم), its "she" ending -at kept. Undefined unless it agrees with every mark typed.
 */
function markedPassiveWithHamzatWasl(typed: string): string | undefined {
  if (!/^ا[^\u064B-\u0652]\u0652?[تطد]\u064F|^اس\u0652?ت\u064F/u.test(typed.normalize('NFC')))
    return undefined;
  const bare = stripHarakat(typed);
  const viii = MARKED_VIII_PASSIVE.exec(bare);
  if (viii) {
    const [, c1, infix, c2, c3, ending] = viii;
    const stem = `ا${DAMMA}${c1}${SUKUN}${infix}${DAMMA}${c2}${KASRA}${c3}`;
    return completeCallerMarks(typed, withPastEnding(stem, ending));
  }
  const x = MARKED_X_PASSIVE.exec(bare);
  if (!x) return undefined;
  const [, c1, c2, c3, ending] = x;
  const stem = `ا${DAMMA}س${SUKUN}ت${DAMMA}${c1}${SUKUN}${c2}${KASRA}${c3}`;
  return completeCallerMarks(typed, withPastEnding(stem, ending));
}

/**
 * A past of form II the caller marked by the shadda on its second letter and the vowel of its person
 * on the ت (علّمتُ عَلَّمْتُ، درّستَ): no noun ends in a ت with a person's vowel. Undefined unless it
 * agrees with every mark typed.
 */
export function markedFormIIPast(typed: string): string | undefined {
  const match = /^(.)\u064E?(.)\u0651\u064E?(.)ت([\u064E-\u0650])$/u.exec(typed.normalize('NFC'));
  if (!match || /[اوىيءة]/.test(match[1] + match[3])) return undefined;
  const [, c1, c2, c3, person] = match;
  return completeCallerMarks(typed, `${c1}${FATHA}${c2}\u0651${FATHA}${c3}${SUKUN}ت${person}`);
}

/**
 * A present the caller marked as form II by a damma on its person's prefix and a shadda on its middle
 * root letter (نُذكّر، تُسلَّم): the shape completes it, active with a kasra under the doubled letter
 * unless the caller wrote the passive's fatha there (تُسَلَّم). For a spelling no lexicon holds, as
 * those with a second common reading are not (نذكر is also نَذْكُر).
 */
export function markedFormIIPresent(typed: string): string | undefined {
  const word = typed.normalize('NFC');
  const letters = stripHarakat(word);
  const match = /^([يتنأ])(.)(.)(.)$/.exec(letters);
  if (!match || /[اوىيءة]/.test(match[2] + match[3] + match[4])) return undefined;
  if (!/^.\u064F/u.test(word) || !/\u0651/.test(word)) return undefined;
  const [, person, c1, c2, c3] = match;
  const passive = new RegExp(`${c2}(?:\u064E\u0651|\u0651\u064E)`, 'u').test(word);
  const reading = `${person}${DAMMA}${c1}${FATHA}${c2}\u0651${passive ? FATHA : KASRA}${c3}`;
  return completeCallerMarks(typed, reading.normalize('NFC'));
}

/** A root consonant: no long vowel, glide or hamza seat that would change the passive's letters. */
const ROOT = '[^اأإآويىةء]';
/** A doubled root letter: a و or ي doubled is a consonant (عُيِّن، وُقِّع). */
const DOUBLED_ROOT = '[^اأإآىةء]';
const MARKED_PAST_PASSIVE = new RegExp(
  `^(?:(${ROOT}|[أو])(${ROOT})(${ROOT})|أ(${ROOT})(${ROOT})(${ROOT}))(ت|تم|نا|وا)?$`,
);
const MARKED_FORM_II_PASSIVE = new RegExp(
  `^(${ROOT}|[وأ])(${DOUBLED_ROOT})(${ROOT})(ت|تم|نا|وا)?$`,
);
const MARKED_PRESENT_PASSIVE = new RegExp(`^([يت])(${ROOT})(${ROOT})(${ROOT})$`);
/** Forms VIII and X, marked passive by a damma on their ت (اكتُشف، استُخدم). */
const MARKED_VIII_PASSIVE = new RegExp(`^ا(${ROOT})([تطد])(${ROOT})(${ROOT})(ت)?$`);
const MARKED_X_PASSIVE = new RegExp(`^است(${ROOT})(${ROOT})(${ROOT})(ت)?$`);

/** The endings of a past's persons after its last root letter, said at a pause. */
const PAST_ENDINGS: Readonly<Record<string, string>> = {
  ت: `${FATHA}ت`,
  تم: `${SUKUN}ت${DAMMA}م`,
  نا: `${SUKUN}نا`,
  وا: `${DAMMA}وا`,
};

/** A past stem with the ending of its person (`ending`, its letters as typed), if any. */
function withPastEnding(stem: string, ending: string | undefined): string {
  return `${stem}${ending ? PAST_ENDINGS[ending] : ''}`;
}

/**
 * A verb the caller marked passive with a damma on its first letter that no lexicon reads as a
 * verb (كتب is also كُتُب), sound letters only. A past: form I فُعِل, IV أُفْعِل after an أ, II فُعِّل
 * where a shadda is typed on its second letter (عُيّن، وُقّع), each with the ending of its person
 * (سُرقت سُرِقَت، رُزقتم رُزِقْتُم). A present of three root letters: يُفْعَل, the passive of forms I
 * and IV (يُعرض يُعْرَض، تُصرف تُصْرَف). Undefined unless it agrees with every mark typed.
 */
export function markedPassive(typed: string): string | undefined {
  const nfc = typed.normalize('NFC');
  const hamzatWasl = markedPassiveWithHamzatWasl(typed);
  if (hamzatWasl) return hamzatWasl;
  if (!/^.\u064F/u.test(nfc)) return undefined;
  const bare = stripHarakat(typed);
  const present = MARKED_PRESENT_PASSIVE.exec(bare);
  if (present) {
    const [, person, c1, c2, c3] = present;
    return completeCallerMarks(typed, `${person}${DAMMA}${c1}${SUKUN}${c2}${FATHA}${c3}`);
  }
  const formII = /^.\u064F.\u0651/u.test(nfc) ? MARKED_FORM_II_PASSIVE.exec(bare) : null;
  if (formII) {
    const [, c1, c2, c3, ending] = formII;
    const stem = `${c1}${DAMMA}${c2}\u0651${KASRA}${c3}`;
    return completeCallerMarks(typed, withPastEnding(stem, ending));
  }
  const match = MARKED_PAST_PASSIVE.exec(bare);
  if (!match) return undefined;
  const [, c1, c2, c3, f1, f2, f3, ending] = match;
  const stem = c1 ? `${c1}${DAMMA}${c2}${KASRA}${c3}` : `أ${DAMMA}${f1}${SUKUN}${f2}${KASRA}${f3}`;
  return completeCallerMarks(typed, withPastEnding(stem, ending));
}
