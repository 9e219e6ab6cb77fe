import type { Response } from 'express';
import type { KeptBody, ReplySpool } from './reply-files.js';

/** Headers a replay repeats besides the type: what was billed, and in which format. */
export const REPLAYED_HEADERS = ['x-character-count', 'x-cost-micros', 'x-output-format'] as const;

/** A reply as it was sent and is kept for replays. */
export interface RecordedReply {
  statusCode: number;
  contentType: string | null;
  headers: Record<string, string>;
  body: KeptBody;
}

/**
 * Copies what is written to `res` into `spool` and hands the whole reply to `keep` before
 * its last bytes leave, so a client that has the full answer can count on it being kept:
 * with a Content-Length, the write that completes it waits for `keep` (the client may hang
 * up as soon as it has that many bytes); otherwise `end`, which sends the last chunk, waits.
 * `keep` receives null for answers other than 2xx, whose copy is discarded.
 */
export function recordReply(
  res: Response,
  spool: ReplySpool,
  keep: (reply: RecordedReply | null) => Promise<void>,
): void {
  let written = 0;
  let kept: Promise<void> | undefined;
  const copy = (chunk: unknown, encoding: unknown) => {
    const bytes = toBuffer(chunk, encoding);
    if (bytes) {
      spool.add(bytes);
      written += bytes.length;
    }
  };
  const keepOnce = () => {
    // A copy that could not be finished is not kept: the key is freed, as after an error.
    kept ??= replyOf(res, spool).then(keep, () => keep(null));
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

async function replyOf(res: Response, spool: ReplySpool): Promise<RecordedReply | null> {
  if (res.statusCode < 200 || res.statusCode >= 300) {
    await spool.discard();
    return null;
  }
  const type = res.getHeader('content-type');
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return {
    statusCode: res.statusCode,
    contentType: typeof type === 'string' ? type : null,
    headers,
    body: await spool.finish(),
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
