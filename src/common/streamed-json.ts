import { StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';

/** Whole 3-byte groups, so the pieces join into one base64 string; 64 KB of text each. */
const BASE64_PIECE_BYTES = 48 * 1024;

/**
 * A flat JSON object answered as a stream, its Buffer fields written as base64 strings piece
 * by piece. A synthesised MP3 is megabytes: building its base64 string, the JSON text, its
 * UTF-8 copy and Express's ETag hash held the event loop for 50 ms and more per answer
 * under load. Piece by piece, each step is small and the socket sets the pace. The length
 * is known up front, so the answer still carries Content-Length.
 */
export function streamedJson(value: Record<string, unknown>): StreamableFile {
  const parts = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field], index) => ({
      head: `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
      field,
    }));
  let length = 2; // the braces
  for (const { head, field } of parts) {
    length += Buffer.byteLength(head);
    length += Buffer.isBuffer(field)
      ? 2 + 4 * Math.ceil(field.length / 3)
      : Buffer.byteLength(JSON.stringify(field));
  }
  return new StreamableFile(Readable.from(pieces(parts), { objectMode: false }), {
    type: 'application/json; charset=utf-8',
    length,
  });
}

function* pieces(parts: readonly { head: string; field: unknown }[]): Generator<string> {
  yield '{';
  for (const { head, field } of parts) {
    yield head;
    if (!Buffer.isBuffer(field)) {
      yield JSON.stringify(field);
      continue;
    }
    yield '"';
    for (let offset = 0; offset < field.length; offset += BASE64_PIECE_BYTES) {
      yield field.toString('base64', offset, Math.min(offset + BASE64_PIECE_BYTES, field.length));
    }
    yield '"';
  }
  yield '}';
}
