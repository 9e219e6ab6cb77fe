import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { AccountThrottlerGuard } from './account-throttler.guard.js';
import { ConcurrencyGuard } from './concurrency.guard.js';
import { LimitStoresModule } from './limit-stores.module.js';
import { limitsConfig, type LimitsConfig } from './limits.config.js';
import { RateLimitStore } from './rate-limit-store.js';
import { RollingWindowThrottlerStorage } from './rolling-window.throttler-storage.js';

/** The contract's rate window: a rolling minute. */
const RATE_WINDOW_MS = 60_000;

/**
 * The rate and concurrency limits of the key-protected chain. A module whose controller
 * uses `@KeyProtected()` imports this one, ApiKeysModule (the key guard) and
 * BillingModule (AccountTiers: the concurrency tier an account's top-ups bought): guards are
 * built in the controller's module, from what that module can see. The throttler's
 * options and storage are global by the package's design; this is the one place that
 * configures them.
 */
@Module({
  imports: [
    ApiKeysModule,
    BillingModule,
    LimitStoresModule,
    ThrottlerModule.forRootAsync({
      imports: [LimitStoresModule, ConfigModule.forFeature(limitsConfig)],
      inject: [RateLimitStore, limitsConfig.KEY],
      useFactory: (store: RateLimitStore, config: LimitsConfig) => ({
        throttlers: [{ ttl: RATE_WINDOW_MS, limit: config.ratePerMinute }],
        storage: new RollingWindowThrottlerStorage(store),
      }),
    }),
  ],
  providers: [AccountThrottlerGuard, ConcurrencyGuard],
  // The guards are built in the modules of the controllers that use them, so those modules
  // need to see what the guards take.
  exports: [AccountThrottlerGuard, ConcurrencyGuard, LimitStoresModule],
})
export class LimitsModule {}
