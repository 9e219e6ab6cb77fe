import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Socket } from 'node:net';

/**
 * A client that takes none of its answer's bytes for this long is disconnected. An answer
 * waiting for its reader keeps its audio in memory (a POST /tts answer of 5,000 characters
 * as 48 kHz PCM is 190 MB of base64), and a stream keeps its encoder: a client that never
 * reads would keep them for nothing. 30 s is far more than any network hiccup.
 */
export const SEND_STALL_MS = 30_000;
const CHECK_EVERY_MS = 1_000;

/**
 * Watches each response: while bytes wait to go out and none has reached the client for
 * `stallMs`, the response is destroyed, which ends the request as a disconnect does (its
 * holds given back, an answer not delivered in full refunded). Time spent working before
 * anything is written does not count: nothing waits to go out then.
 */
export function stalledSendMiddleware(stallMs = SEND_STALL_MS): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const socket = req.socket;
    let lastSent = sentBy(socket);
    let lastProgressAt = Date.now();
    const watch = setInterval(
      () => {
        const sent = sentBy(socket);
        if (sent !== lastSent || socket.writableLength === 0) {
          lastSent = sent;
          lastProgressAt = Date.now();
        } else if (Date.now() - lastProgressAt >= stallMs) {
          res.destroy();
        }
      },
      Math.min(CHECK_EVERY_MS, stallMs / 4),
    ).unref();
    res.once('close', () => clearInterval(watch));
    next();
  };
}

/**
 * Bytes the socket has handed to the network (bytesWritten counts its buffer too), seen a
 * write at a time: the large answers here are written in pieces of 32 to 64 KB.
 */
function sentBy(socket: Socket): number {
  return (socket.bytesWritten ?? 0) - socket.writableLength;
}
