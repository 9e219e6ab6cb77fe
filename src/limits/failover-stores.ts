import { ConcurrencyStore, type ConcurrencyLease } from './concurrency-store.js';
import { RateLimitStore, type RateLimitDecision } from './rate-limit-store.js';
import type { RedisFallback } from './redis-fallback.js';

/** The Redis rolling window, or this process's own while Redis is unreachable. */
export class FailoverRateLimitStore extends RateLimitStore {
  constructor(
    private readonly redis: RateLimitStore,
    private readonly memory: RateLimitStore,
    private readonly fallback: RedisFallback,
  ) {
    super();
  }

  hit(key: string, windowMs: number, limit: number): Promise<RateLimitDecision> {
    return this.fallback.attempt(
      () => this.redis.hit(key, windowMs, limit),
      () => this.memory.hit(key, windowMs, limit),
    );
  }

  /** From Redis, or this process's window while Redis is unreachable (an absent hit is no harm). */
  remove(key: string, hitId: string): Promise<void> {
    return this.fallback.attempt(
      () => this.redis.remove(key, hitId),
      () => this.memory.remove(key, hitId),
    );
  }
}

/** Redis leases, or this process's own while Redis is unreachable. */
export class FailoverConcurrencyStore extends ConcurrencyStore {
  constructor(
    private readonly redis: ConcurrencyStore,
    private readonly memory: ConcurrencyStore,
    private readonly fallback: RedisFallback,
  ) {
    super();
  }

  acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null> {
    return this.fallback.attempt(
      () => this.redis.acquire(accountId, limit),
      () => this.memory.acquire(accountId, limit),
    );
  }
}
