import { Module } from '@nestjs/common';
import { SignInCounters, type CountedAttempt } from '../auth/sign-in-counters.js';
import { LimitStoresModule } from './limit-stores.module.js';
import { RateLimitStore } from './rate-limit-store.js';

/** Sign-in attempts counted in the same rolling windows as request rates (memory or Redis). */
export class RollingWindowSignInCounters extends SignInCounters {
  constructor(private readonly store: RateLimitStore) {
    super();
  }

  async count(key: string, windowMs: number, limit: number): Promise<CountedAttempt> {
    const { allowed, hits, hitId, secondsUntilSlot } = await this.store.hit(
      `sign-in:${key}`,
      windowMs,
      limit,
    );
    return allowed && hitId !== undefined
      ? { counted: true, id: hitId, count: hits }
      : { counted: false, retryAfterSeconds: secondsUntilSlot };
  }

  uncount(key: string, id: string): Promise<void> {
    return this.store.remove(`sign-in:${key}`, id);
  }
}

@Module({
  imports: [LimitStoresModule],
  providers: [
    {
      provide: SignInCounters,
      inject: [RateLimitStore],
      useFactory: (store: RateLimitStore) => new RollingWindowSignInCounters(store),
    },
  ],
  exports: [SignInCounters],
})
export class SignInCountersModule {}
