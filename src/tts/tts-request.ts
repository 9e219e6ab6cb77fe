import { outputFormatById, type OutputFormat } from '../audio/output-format.js';
import { InvalidInputError } from '../common/errors.js';
import type { QualityModel } from './quality/quality.js';
import type { DialogueLine } from './synthesis/dialogue-planner.js';
import type { TtsRequestDto } from './dto/tts-request.dto.js';

export const MAX_TEXT_CHARACTERS = 5000;
export const MAX_DIALOGUE_LINES = 40;
export const TOO_MANY_LINES = `segments must contain no more than ${MAX_DIALOGUE_LINES} lines`;

/**
 * The lines to speak: the dialogue when `segments` is sent (then `text` is ignored),
 * else `text` as one line. Enforces the spec's limits, counted as billed
 * (`String.length`), with the spec's wording.
 */
export function linesOf(request: TtsRequestDto): DialogueLine[] {
  if (request.segments !== undefined) {
    if (request.segments.length === 0)
      throw new InvalidInputError('segments must contain at least one line');
    if (request.segments.length > MAX_DIALOGUE_LINES) throw new InvalidInputError(TOO_MANY_LINES);
    const total = request.segments.reduce((sum, s) => sum + s.text.length, 0);
    if (total > MAX_TEXT_CHARACTERS)
      throw new InvalidInputError('Dialogue exceeds 5,000 character limit');
    return request.segments;
  }
  if (request.text === undefined)
    throw new InvalidInputError('text is required unless segments is sent');
  if (request.text.length > MAX_TEXT_CHARACTERS)
    throw new InvalidInputError('Text exceeds 5,000 character limit');
  return [{ text: request.text, voiceId: request.voiceId }];
}

/** The format asked for, else the quality's own MP3; a name not in the table is a 400. */
export function outputFormatOf(request: TtsRequestDto, quality: QualityModel): OutputFormat {
  if (request.outputFormat === undefined) return quality.finish.defaultFormat;
  const format = outputFormatById(request.outputFormat);
  if (!format) throw new InvalidInputError(`Unsupported outputFormat '${request.outputFormat}'`);
  return format;
}
