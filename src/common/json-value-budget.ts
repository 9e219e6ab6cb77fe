import type { IncomingMessage } from 'node:http';

/**
 * More values than any body the API defines holds (a dictionary of 1,000 rules is about
 * 3,000; a job of 500 dialogue lines about 2,000). JSON.parse of the 10 MB a body may
 * weigh builds millions of values when they are small (`[{},{},…]`: 3 million of them held
 * the event loop for 0.7 s before any check could run), so the count is taken first.
 */
export const MAX_JSON_VALUES = 20_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;

/**
 * Whether the JSON text holds more than `limit` values, counted as the separators and
 * openings outside strings: linear in its bytes, and strings (a base64 recording) are
 * skipped with the native byte search. Malformed text is left for the parser to refuse.
 */
export function exceedsJsonValues(body: Buffer, limit = MAX_JSON_VALUES): boolean {
  let values = 0;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (byte === QUOTE) {
      i = closingQuote(body, i);
      if (i < 0) return false;
    } else if (byte === COMMA || byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++values > limit) return true;
    }
  }
  return false;
}

/** The index of the quote that ends the string opened at `open`, or -1 when none does. */
function closingQuote(body: Buffer, open: number): number {
  for (let at = body.indexOf(QUOTE, open + 1); at >= 0; at = body.indexOf(QUOTE, at + 1)) {
    let backslashes = 0;
    while (body[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/**
 * The JSON parser's `verify` hook: keeps the exact bytes for the payment webhook's
 * signature and refuses a body with more values than MAX_JSON_VALUES before it is parsed.
 */
export function verifyJsonBody(
  req: IncomingMessage & { rawBody?: Buffer },
  _res: unknown,
  body: Buffer,
): void {
  req.rawBody = body;
  if (exceedsJsonValues(body)) {
    // The parser passes on a status its hook's error carries (else 403); the platform
    // turns it into the HttpException the error filter answers.
    const message = `Request body holds more than ${MAX_JSON_VALUES.toLocaleString('en-US')} JSON values`;
    throw Object.assign(new Error(message), { status: 400 });
  }
}
