import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { Redis, type RedisOptions } from 'ioredis';
import { limitsConfig, type LimitsConfig } from './limits.config.js';

/**
 * A Redis that is down, or that accepts connections and never answers, costs a request at
 * most one command timeout: commands are not queued while disconnected, not retried, and
 * fail after 500 ms; the stores then count in this process (see RedisFallback).
 */
const BOUNDED_REDIS: RedisOptions = {
  commandTimeout: 500,
  connectTimeout: 2_000,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
};

/** The Redis connection shared by the limit counters, or null for in-process counters. */
export const LIMITS_REDIS = Symbol('LIMITS_REDIS');

@Module({
  imports: [ConfigModule.forFeature(limitsConfig)],
  providers: [
    {
      provide: LIMITS_REDIS,
      inject: [limitsConfig.KEY],
      useFactory: (config: LimitsConfig): Redis | null =>
        config.redisUrl ? new Redis(config.redisUrl, BOUNDED_REDIS) : null,
    },
  ],
  exports: [LIMITS_REDIS],
})
export class LimitsRedisModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(LIMITS_REDIS) private readonly redis: Redis | null) {}

  /** Gives Redis a moment to connect before the first request; a Redis that is down does not stop the start. */
  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, BOUNDED_REDIS.connectTimeout);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
