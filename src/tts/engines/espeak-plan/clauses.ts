/** One clause of a sentence and the punctuation that closes it (ASCII, as espeak-ng reads it). */
export interface Clause {
  text: string;
  punctuation: string;
  /** Where `text` starts in the run it was cut from. */
  start: number;
}

export type SentenceKind = 'statement' | 'question' | 'exclamation';

export interface Sentence {
  clauses: Clause[];
  kind: SentenceKind;
}

// Arabic punctuation is mapped to its ASCII twin: the clause pause and question or exclamation
// intonation come from the punctuation espeak-ng finds outside the [[phoneme]] blocks.
const ASCII_PUNCTUATION: Record<string, string> = { '؟': '?', '،': ',', '؛': ';', '…': '.' };
const CLAUSE = /([^.!?؟،,;؛:…\n]+)([.!?؟،,;؛:…\n]*)/g;
const SENTENCE_END = /[.!?]/;

/** Splits a run of one language into sentences of clauses, keeping how each one ends. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let clauses: Clause[] = [];
  for (const match of text.matchAll(CLAUSE)) {
    const [, body, marks] = match;
    const punctuation = closingMark(marks);
    const clauseText = body.trim();
    const start = match.index + body.length - body.trimStart().length;
    if (clauseText) clauses.push({ text: clauseText, punctuation, start });
    if (clauses.length > 0 && SENTENCE_END.test(punctuation)) {
      sentences.push({ clauses, kind: kindOf(punctuation) });
      clauses = [];
    }
  }
  if (clauses.length > 0) sentences.push({ clauses, kind: kindOf(clauses.at(-1)!.punctuation) });
  return sentences;
}

/** The strongest mark of a run like "?!" or "..."; a bare line break ends a statement. */
function closingMark(marks: string): string {
  const ascii = [...marks].map((mark) => ASCII_PUNCTUATION[mark] ?? mark);
  for (const strongest of ['?', '!', '.', ';', ':', ',']) {
    if (ascii.includes(strongest)) return strongest;
  }
  return ascii.includes('\n') ? '.' : '';
}

function kindOf(punctuation: string): SentenceKind {
  if (punctuation === '?') return 'question';
  if (punctuation === '!') return 'exclamation';
  return 'statement';
}
