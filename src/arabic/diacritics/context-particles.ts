import { pronounAfterVowel } from './pronoun-suffixes.js';

/**
 * أنّ / أنْ and إنّ / إنْ are one spelling each; the sentence tells them apart. Before a definite noun,
 * a Latin name or a word that opens a nominal clause (أكد أنّ الحكومة، إنّ الاجتماع، أعلنت أنّ Apple،
 * أنّ هناك، أنّ هذا، أنّ لدينا، أنّ معظم: أنْ and إنْ come before a verb) the particle is the one with
 * shadda, and after a verb of saying إن is إنّ (قال إنّ ...); after بعد، قبل، منذ or دون, أن is أنْ
 * (بعد أنْ راجعه). Anywhere else the word is left to the lexicon or to espeak-ng.
 */

/** The particle with its clitic (و، ف), as typed without marks. */
const PARTICLE = /^([وف]?)([أإ]ن)$/;
const DEFINITE = /^(?:ال|لل)/;
/**
 * Words no verb is spelled like that begin a nominal clause: demonstratives, هناك and ثمة, لدى (with
 * its pronouns), li- with a pronoun (لنا، لها) and the quantifiers a noun follows (كل، معظم).
 */
const OPENS_NOMINAL_CLAUSE = new RegExp(
  '^(?:هذا|هذه|هذان|هاتان|هؤلاء|ذلك|تلك|أولئك|هناك|هنالك|ثمة|لدى|لدي(?:ه|ها|هم|هما|نا|ك|كم)?|' +
    'ل(?:ه|ها|هم|هما|نا|ك|كم)|كل|بعض|معظم|جميع|أغلب|غالبية)$',
);
/**
 * لكن, "but": before a noun it is لٰكِنَّ, the noun its subject (لكن بطاريتها ضعيفة، لكن الطقس تغير), as
 * a careful reader says it; before a verb the lighter لٰكِنْ, which espeak-ng says from the bare
 * letters. Its long ā is written as a dagger alif, which espeak-ng says.
 */
const BUT = /^([وف]?)لكن$/;
/** A Latin word: a name (Apple, Google), in an Arabic sentence a noun. */
const LATIN_NAME = /^[A-Za-z]/;
/** قال and its persons and its passive, with و or ف before them: after them إن is إنّ. */
const SAYING = /^[وف]?(?:قال|قالت|قالوا|قلت|قلنا|قلتم|قيل|يقول|تقول|يقولون|أقول|نقول)$/;
/** Words after which أن is the one before a verb, never with shadda: بعد أن، قبل أن، دون أن. */
const BEFORE_VERB_AFTER = /^[وف]?(?:بعد|قبل|منذ|دون|بدون)$/;
const VOWELLED_CLITIC: Record<string, string> = { '': '', و: 'وَ', ف: 'فَ' };

/**
 * The particle typed the casual way, without its hamza (ان), with bi-, li- or ka- before it and a
 * pronoun after it (انه، لانها، بانني، وانهم، وكانها); and انا, the pronoun أَنَا.
 */
const CASUAL_PARTICLE = /^([وف]?)([بلك]?)ان(هما|هم|ها|ه|كما|كم|ك|نا|ني)?$/;
const CASUAL_I = /^([وف]?)انا$/;
const VOWELLED_PREPOSITION: Record<string, string> = { '': '', ب: 'بِ', ل: 'لِ', ك: 'كَ' };

/** Whether a bare word is أنّ or إنّ, typed with its hamza or without, with its clitics and pronoun. */
export function isParticle(word: string): boolean {
  return PARTICLE.test(word) || CASUAL_PARTICLE.test(word);
}

/** Whether a bare word is قال or one of its persons (و or ف before it): after it إن is إنّ. */
export function isSaying(word: string): boolean {
  return SAYING.test(word);
}

/**
 * The particle vowelled as its neighbours show it, or undefined when they do not decide;
 * `afterSaying`: a verb of saying stands before it, the word before or with its subject between
 * (قال المدير إن).
 */
export function particleInContext(
  word: string,
  next: string | undefined,
  previous: string | undefined,
  follows?: 'noun' | 'present' | 'past',
  afterSaying = previous !== undefined && SAYING.test(previous),
): string | undefined {
  const nounFollows = follows === 'noun';
  // Before a past إن is the condition's إنْ (فإن انقطع الاتصال، إن كان): إنّ's noun is never a verb.
  const condition = follows === 'past' ? /^([وف]?)إن$/.exec(word) : null;
  if (condition) return `${VOWELLED_CLITIC[condition[1]]}إِنْ`;
  // With its pronoun the particle is أنّ or إنّ whatever follows (قالت لي إنها تتغير).
  const withPronoun = CASUAL_PARTICLE.exec(word)?.[3] !== undefined;
  if (follows === 'present' && !withPronoun) return beforePresent(word, previous);
  if (previous !== undefined && BEFORE_VERB_AFTER.test(previous) && /^(?:أن|ان)$/.test(word))
    return 'أَنْ';
  const but = BUT.exec(word);
  if (but)
    return nounFollows || opensNominalClause(next) ? `${VOWELLED_CLITIC[but[1]]}لٰكِنَّ` : undefined;
  const match = PARTICLE.exec(word);
  if (!match) return casualParticle(word, next, previous, nounFollows, afterSaying);
  const [, clitic, particle] = match;
  const emphatic = nounFollows || opensNominalClause(next) || (particle === 'إن' && afterSaying);
  if (!emphatic) return undefined;
  return `${VOWELLED_CLITIC[clitic]}${particle === 'أن' ? 'أَنَّ' : 'إِنَّ'}`;
}

/**
 * أن before a present verb is أَنْ (ننصحكم بأن تأخذوا، وأن تغلقوا), with و، ف or bi- before it, typed
 * with its hamza or without (ان after a word: يجب ان تدفع); ان opening a sentence may be إِنْ, left.
 */
const BEFORE_PRESENT = /^([وف]?)(ب?)(أن|ان)$/;

/** ألا (أن and لا) before a present verb is أَلَّا (يجب ألا تتجاوز، وألا تترك), not the opening أَلَا. */
const NOT_TO = /^([وف]?)(ب?)ألا$/;

function beforePresent(word: string, previous: string | undefined): string | undefined {
  const notTo = NOT_TO.exec(word);
  if (notTo) return `${VOWELLED_CLITIC[notTo[1]]}${VOWELLED_PREPOSITION[notTo[2]]}أَلَّا`;
  const match = BEFORE_PRESENT.exec(word);
  if (!match) return undefined;
  const [, clitic, preposition, particle] = match;
  if (particle === 'ان' && !clitic && !preposition && previous === undefined) return undefined;
  return `${VOWELLED_CLITIC[clitic]}${VOWELLED_PREPOSITION[preposition]}أَنْ`;
}

function opensNominalClause(next: string | undefined): boolean {
  return (
    next !== undefined &&
    (DEFINITE.test(next) || LATIN_NAME.test(next) || OPENS_NOMINAL_CLAUSE.test(next))
  );
}

/**
 * ان typed without its hamza, where a pronoun after it or the word after it makes it the particle with
 * shadda: which one the place tells, إِنَّ opening a sentence (`previous` undefined) or after a verb of
 * saying or after ف, أَنَّ after any other word and after bi-, li- or ka- (بِأَنَّه، لِأَنَّهَا).
 */
function casualParticle(
  word: string,
  next: string | undefined,
  previous: string | undefined,
  nounFollows: boolean,
  afterSaying: boolean,
): string | undefined {
  const casualI = CASUAL_I.exec(word);
  if (casualI) return `${VOWELLED_CLITIC[casualI[1]]}أَنَا`;
  const match = CASUAL_PARTICLE.exec(word);
  if (!match) return undefined;
  const [, clitic, preposition, pronoun] = match;
  // كان alone is "was"; with a pronoun it can only be كأنّ (وكانها).
  if (preposition === 'ك' && pronoun === undefined) return undefined;
  if (pronoun === undefined && !nounFollows && !opensNominalClause(next)) return undefined;
  // After ف it opens the clause it explains: فإنّه (فأنّه is not said).
  const opening = !preposition && (clitic === 'ف' || previous === undefined || afterSaying);
  const suffix = pronoun === undefined ? '' : pronounAfterVowel(pronoun);
  return `${VOWELLED_CLITIC[clitic]}${VOWELLED_PREPOSITION[preposition]}${opening ? 'إِنَّ' : 'أَنَّ'}${suffix}`;
}
