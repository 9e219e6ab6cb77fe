import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ConcurrencyStore } from './concurrency-store.js';
import { FailoverConcurrencyStore, FailoverRateLimitStore } from './failover-stores.js';
import { LIMITS_REDIS, LimitsRedisModule } from './limits-redis.module.js';
import { MemoryConcurrencyStore } from './memory-concurrency.store.js';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { RateLimitStore } from './rate-limit-store.js';
import { RedisFallback } from './redis-fallback.js';
import { RedisConcurrencyStore } from './redis-concurrency.store.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

/**
 * Where the limits are counted: in Redis when REDIS_URL is set (shared by every instance,
 * with this process's own counters while Redis is unreachable), else in this process.
 */
@Module({
  imports: [LimitsRedisModule],
  providers: [
    { provide: RedisFallback, useFactory: () => new RedisFallback() },
    {
      provide: RateLimitStore,
      inject: [LIMITS_REDIS, RedisFallback],
      useFactory: (redis: Redis | null, fallback: RedisFallback) =>
        redis
          ? new FailoverRateLimitStore(
              new RedisRateLimitStore(redis),
              new MemoryRateLimitStore(),
              fallback,
            )
          : new MemoryRateLimitStore(),
    },
    {
      provide: ConcurrencyStore,
      inject: [LIMITS_REDIS, RedisFallback],
      useFactory: (redis: Redis | null, fallback: RedisFallback) =>
        redis
          ? new FailoverConcurrencyStore(
              new RedisConcurrencyStore(redis),
              new MemoryConcurrencyStore(),
              fallback,
            )
          : new MemoryConcurrencyStore(),
    },
  ],
  exports: [RateLimitStore, ConcurrencyStore],
})
export class LimitStoresModule {}
