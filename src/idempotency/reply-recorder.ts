import type { Response } from 'express';
import type { StoredReply } from './idempotent-requests.js';

/**
 * Copies what is written to `res` and hands the whole reply to `keep` before its last
 * bytes leave, so a client that has the full answer can count on it being kept: with a
 * Content-Length, the write that completes it waits for `keep` (the client may hang up
 * as soon as it has that many bytes); otherwise `end`, which sends the last chunk, waits.
 * `keep` receives null for answers other than 2xx.
 */
export function recordReply(
  res: Response,
  keep: (reply: StoredReply | null) => Promise<void>,
): void {
  const chunks: Buffer[] = [];
  let written = 0;
  let kept: Promise<void> | undefined;
  const copy = (chunk: unknown, encoding: unknown) => {
    const bytes = toBuffer(chunk, encoding);
    if (bytes) {
      chunks.push(bytes);
      written += bytes.length;
    }
  };
  const keepOnce = () => {
    kept ??= keep(replyOf(res, chunks));
    return kept;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    copy(chunk, rest[0]);
    const length = Number(res.getHeader('content-length'));
    if (!kept && Number.isFinite(length) && written >= length) {
      void keepOnce().finally(() => write(chunk, ...rest));
      return true;
    }
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') copy(chunk, rest[0]);
    void keepOnce().finally(() => end(chunk, ...rest));
    return res;
  }) as Response['end'];
}

function replyOf(res: Response, chunks: Buffer[]): StoredReply | null {
  if (res.statusCode < 200 || res.statusCode >= 300) return null;
  const type = res.getHeader('content-type');
  return {
    statusCode: res.statusCode,
    contentType: typeof type === 'string' ? type : null,
    body: Buffer.concat(chunks),
  };
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return undefined;
}
