/** One sign-in attempt counted under a key, or the wait before one may be. */
export type CountedAttempt =
  { counted: true; id: string; count: number } | { counted: false; retryAfterSeconds: number };

/**
 * Rolling-window counters for sign-in attempts, checked and counted in one atomic step so
 * that parallel attempts cannot all pass the same check. A port, because the counters
 * live with the other limits (in Redis when configured, shared by every instance), whose
 * guards sit behind auth: the application hands in the module that provides it.
 */
export abstract class SignInCounters {
  /** Counts one attempt under `key` if fewer than `limit` were counted in the last `windowMs`. */
  abstract count(key: string, windowMs: number, limit: number): Promise<CountedAttempt>;

  /** Takes a counted attempt back (it was not a failure after all). */
  abstract uncount(key: string, id: string): Promise<void>;
}
