import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** How fast a request body must arrive. */
export interface BodyRate {
  minBytesPerSecond: number;
  /** How long a body may take before the rate is owed (its first bytes, a slow start). */
  graceMs: number;
}
/**
 * The service's rate. A deadline for the whole request cannot serve both a slow client and
 * a big upload: the two minutes that cut off slowloris also cut off a 500 MB job upload
 * below 33 Mbit/s. A rate can: after the first 10 s, 8 KB (64 kbit) for each second the
 * server was reading. A connection held open a byte at a time is closed after 10 s, and
 * holding many open now takes bandwidth, which is no longer slowloris; an upload is bound
 * only by the hour no request outlives (LONGEST_REQUEST_MS), so 500 MB passes on any link
 * over 1.2 Mbit/s.
 */
export const BODY_RATE: Readonly<BodyRate> = { minBytesPerSecond: 8 * 1024, graceMs: 10_000 };
const CHECK_EVERY_MS = 1_000;

/**
 * Watches each request's body while the server reads it (a handler that has not started
 * reading, or has paused because its disk is behind, is not the client's slowness), and
 * closes the connection of one that falls behind `BODY_RATE`, which ends the request as a
 * disconnect does. Counted on the socket, so the body stream itself is never touched.
 */
export function slowBodyMiddleware({
  minBytesPerSecond,
  graceMs,
}: BodyRate = BODY_RATE): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const socket = req.socket;
    const readBefore = socket.bytesRead;
    let readingMs = 0;
    let checkedAt = Date.now();
    const watch = setInterval(
      () => {
        if (req.complete || socket.destroyed) return stop();
        const now = Date.now();
        if (req.readableFlowing) readingMs += now - checkedAt;
        checkedAt = now;
        const owed = (minBytesPerSecond * (readingMs - graceMs)) / 1000;
        if (socket.bytesRead - readBefore < owed) {
          stop();
          socket.destroy();
        }
      },
      Math.min(CHECK_EVERY_MS, graceMs / 4),
    ).unref();
    // Watched until the body is in or the connection gone, even past an early answer (a 413, a
    // 401): Node then reads the rest of the body to reuse the connection, and a trickle would
    // hold it. Nothing listens on the socket, which serves request after request.
    const stop = () => clearInterval(watch);
    next();
  };
}

function hasBody(req: Request): boolean {
  return (
    Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined
  );
}
