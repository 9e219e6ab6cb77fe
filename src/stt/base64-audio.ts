import { InvalidInputError } from '../common/errors.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64 (a `data:` URI prefix and line breaks allowed), or 400. */
export function decodeBase64Audio(value: string): Buffer {
  const body = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0) throw new InvalidInputError('No audio sent');
  if (body.length % 4 !== 0 || !BASE64.test(body))
    throw new InvalidInputError('audio must be valid base64');
  return Buffer.from(body, 'base64');
}
