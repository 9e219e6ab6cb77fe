import { decision, RateLimitStore, type RateLimitDecision } from './rate-limit-store.js';

/**
 * A rolling window kept in this process: the times of the requests admitted in the
 * last window per key. Refused requests are not recorded, so a client that backs off
 * gets its slots back on time.
 */
export class MemoryRateLimitStore extends RateLimitStore {
  private readonly windows = new Map<string, number[]>();
  private lastSweep = Date.now();

  hit(key: string, windowMs: number, limit: number): Promise<RateLimitDecision> {
    const now = Date.now();
    this.sweepAtMostEveryMinute(now);
    const hits = (this.windows.get(key) ?? []).filter((t) => t > now - windowMs);
    const allowed = hits.length < limit;
    if (allowed) hits.push(now);
    this.windows.set(key, hits);
    return Promise.resolve(
      decision(hits.length, allowed, hits[0] ?? now, windowMs, now, String(now)),
    );
  }

  /** A request is marked by its time; any one of the same millisecond is as good. */
  remove(key: string, hitId: string): Promise<void> {
    const hits = this.windows.get(key);
    const at = hits?.indexOf(Number(hitId)) ?? -1;
    if (at >= 0) hits!.splice(at, 1);
    return Promise.resolve();
  }

  /**
   * Forgets keys idle for an hour. Done by the requests themselves rather than by a timer: only
   * requests add keys, and a timer would outlive the app that owns the store (and, in a test
   * run, keep that app's whole module graph in memory).
   */
  private sweepAtMostEveryMinute(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const horizon = now - 60 * 60_000;
    for (const [key, hits] of this.windows) {
      if (hits.length === 0 || hits[hits.length - 1] < horizon) this.windows.delete(key);
    }
  }
}
