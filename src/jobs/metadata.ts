import { InvalidInputError } from '../common/errors.js';

const MAX_KEYS = 20;
const MAX_BYTES = 4096;

/**
 * A job's `metadata`: a flat object of strings, at most 20 keys and 4 KB (its JSON),
 * returned untouched. Multipart forms send it as a JSON string.
 */
export function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.length > MAX_BYTES) throw tooLarge();
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new InvalidInputError('metadata must be a JSON object of strings');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidInputError('metadata must be an object of strings');
  }
  const entries = Object.entries(parsed);
  if (entries.length > MAX_KEYS) {
    throw new InvalidInputError(`metadata may have at most ${MAX_KEYS} keys`);
  }
  for (const [key, field] of entries) {
    if (typeof field !== 'string') throw new InvalidInputError(`metadata.${key} must be a string`);
  }
  if (Buffer.byteLength(JSON.stringify(parsed)) > MAX_BYTES) throw tooLarge();
  return parsed as Record<string, string>;
}

function tooLarge(): InvalidInputError {
  return new InvalidInputError('metadata must be at most 4 KB');
}
