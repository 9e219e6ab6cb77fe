import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RateLimitStore } from './rate-limit-store.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's storage over our rolling-window counters. The package's own storage
 * counts a fixed window that restarts when it expires, so a client could send twice the
 * limit across a window's edge; the contract's limit is a rolling minute, shared by every
 * instance through Redis. A refused request is not counted and there is no block beyond
 * the window: the client gets a slot back as soon as the oldest request leaves it.
 */
export class RollingWindowThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly store: RateLimitStore) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const { allowed, hits, secondsUntilSlot } = await this.store.hit(key, ttl, limit);
    return {
      totalHits: hits,
      timeToExpire: secondsUntilSlot,
      isBlocked: !allowed,
      timeToBlockExpire: allowed ? 0 : secondsUntilSlot,
    };
  }
}
