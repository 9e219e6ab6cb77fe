import { InvalidInputError } from '../../common/errors.js';
import type { SegmentDto, TtsRequestDto } from '../dto/tts-request.dto.js';
import type { SpeechPlan } from '../synthesis/dialogue-planner.js';
import { MAX_DIALOGUE_LINES, MAX_TEXT_CHARACTERS } from '../tts-request.js';

export const MAX_JOB_CHARACTERS = 100_000;
export const MAX_JOB_LINES = 500;

/** A sentence's end: its punctuation and the blanks after it stay with it. */
const SENTENCE_END = /[.!?؟۔…\n]+\s*/gu;

/**
 * A job's request cut into requests POST /tts would take (at most 5,000 characters and 40
 * lines each), so each is planned and rendered as the synchronous endpoint does and no
 * engine take grows past what one run may render. Long lines are cut after a sentence's
 * end where there is one before the limit, else after a blank, else at the limit; the
 * pieces together are the lines exactly, so the characters billed are the same.
 */
export function jobChunks(request: TtsRequestDto): TtsRequestDto[] {
  const lines = jobLines(request);
  const chunks: SegmentDto[][] = [];
  let current: SegmentDto[] = [];
  let size = 0;
  for (const line of lines) {
    for (const text of piecesOf(line.text)) {
      if (current.length === MAX_DIALOGUE_LINES || size + text.length > MAX_TEXT_CHARACTERS) {
        chunks.push(current);
        current = [];
        size = 0;
      }
      current.push({ ...line, text });
      size += text.length;
    }
  }
  if (current.length > 0) chunks.push(current);
  if (request.segments === undefined) {
    return chunks.map((chunk) => ({ ...request, text: chunk.map((l) => l.text).join('') }));
  }
  return chunks.map((chunk) => ({ ...request, segments: chunk }));
}

/** The job's lines with its own limits, in the synchronous endpoint's words. */
function jobLines(request: TtsRequestDto): SegmentDto[] {
  if (request.segments !== undefined) {
    if (request.segments.length === 0)
      throw new InvalidInputError('segments must contain at least one line');
    if (request.segments.length > MAX_JOB_LINES) {
      throw new InvalidInputError(`segments must contain no more than ${MAX_JOB_LINES} lines`);
    }
    const total = request.segments.reduce((sum, s) => sum + s.text.length, 0);
    if (total > MAX_JOB_CHARACTERS)
      throw new InvalidInputError('Dialogue exceeds 100,000 character limit');
    return request.segments;
  }
  if (request.text === undefined)
    throw new InvalidInputError('text is required unless segments is sent');
  if (request.text.length > MAX_JOB_CHARACTERS)
    throw new InvalidInputError('Text exceeds 100,000 character limit');
  return [{ text: request.text, voiceId: request.voiceId }];
}

/** `text` in pieces of at most MAX_TEXT_CHARACTERS that together are `text`. */
export function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > MAX_TEXT_CHARACTERS) {
    const window = rest.slice(0, MAX_TEXT_CHARACTERS);
    const cut = lastEnd(window, SENTENCE_END) ?? lastEnd(window, /\s+/gu) ?? window.length;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

/** Where the last match of `pattern` in `window` ends, when that is not the very start. */
function lastEnd(window: string, pattern: RegExp): number | undefined {
  let end: number | undefined;
  for (const match of window.matchAll(pattern)) end = match.index + match[0].length;
  return end && end > 0 ? end : undefined;
}

/** The chunks' plans as one: their takes in order, voices once each, characters summed. */
export function mergePlans(plans: readonly SpeechPlan[]): SpeechPlan {
  const voices = [...new Set(plans.flatMap((plan) => plan.voices))];
  return {
    takes: plans.flatMap((plan) => plan.takes),
    voices,
    characters: plans.reduce((sum, plan) => sum + plan.characters, 0),
    spokenText: plans.map((plan) => plan.spokenText).join('\n'),
  };
}
