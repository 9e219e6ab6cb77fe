/** The outcome of counting one request against a rolling window. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Requests the window holds after this one. */
  hits: number;
  /** Whole seconds until the oldest request leaves the window and a slot frees. */
  secondsUntilSlot: number;
  /** An admitted request's mark in the window, for `remove`. */
  hitId?: string;
}

/** Counts requests per key over a rolling window (per process, or shared through Redis). */
export abstract class RateLimitStore {
  /** Admits the request when fewer than `limit` were admitted in the last `windowMs`. */
  abstract hit(key: string, windowMs: number, limit: number): Promise<RateLimitDecision>;

  /** Takes an admitted request back out of the window (it turned out not to count). */
  abstract remove(key: string, hitId: string): Promise<void>;
}

export function decision(
  hits: number,
  allowed: boolean,
  oldestMs: number,
  windowMs: number,
  nowMs: number,
  hitId?: string,
): RateLimitDecision {
  return {
    allowed,
    hits,
    secondsUntilSlot: Math.max(1, Math.ceil((oldestMs + windowMs - nowMs) / 1000)),
    ...(allowed && hitId !== undefined ? { hitId } : {}),
  };
}
