import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { AccountRateLimitGuard } from './account-rate-limit.guard.js';
import { ConcurrencyGuard } from './concurrency.guard.js';
import { ConcurrencyStore } from './concurrency-store.js';
import { FailoverConcurrencyStore, FailoverRateLimitStore } from './failover-stores.js';
import { LIMITS_REDIS, LimitsRedisModule } from './limits-redis.module.js';
import { limitsConfig, RateLimitPolicy, type LimitsConfig } from './limits.config.js';
import { MemoryConcurrencyStore } from './memory-concurrency.store.js';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { RateLimitStore } from './rate-limit-store.js';
import { RedisFallback } from './redis-fallback.js';
import { RedisConcurrencyStore } from './redis-concurrency.store.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

/**
 * The rate and concurrency limits of the key-protected chain. A module whose controller
 * uses `@KeyProtected()` imports this one, ApiKeysModule (the key guard) and
 * BillingModule (the concurrency tier comes from the account's top-ups): guards are
 * built in the controller's module, from what that module can see.
 */
@Module({
  imports: [ApiKeysModule, BillingModule, LimitsRedisModule, ConfigModule.forFeature(limitsConfig)],
  providers: [
    {
      provide: RateLimitPolicy,
      inject: [limitsConfig.KEY],
      useFactory: (config: LimitsConfig) => new RateLimitPolicy(config.ratePerMinute),
    },
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
    AccountRateLimitGuard,
    ConcurrencyGuard,
  ],
  exports: [
    AccountRateLimitGuard,
    ConcurrencyGuard,
    RateLimitPolicy,
    RateLimitStore,
    ConcurrencyStore,
  ],
})
export class LimitsModule {}
