import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { Redis } from 'ioredis';
import { limitsConfig, type LimitsConfig } from './limits.config.js';

/** The Redis connection shared by the limit counters, or null for in-process counters. */
export const LIMITS_REDIS = Symbol('LIMITS_REDIS');

@Module({
  imports: [ConfigModule.forFeature(limitsConfig)],
  providers: [
    {
      provide: LIMITS_REDIS,
      inject: [limitsConfig.KEY],
      useFactory: (config: LimitsConfig): Redis | null =>
        config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null,
    },
  ],
  exports: [LIMITS_REDIS],
})
export class LimitsRedisModule implements OnApplicationShutdown {
  constructor(@Inject(LIMITS_REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }
}
