import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { CreditHoldsModule } from '../billing/holds/credit-holds.module.js';
import { LimitsModule } from '../limits/limits.module.js';
import { SignInCountersModule } from '../limits/sign-in-counters.module.js';
import { TtsModule } from '../tts/tts.module.js';
import { KeyNotInQueryGuard } from './key-not-in-query.guard.js';
import { RealtimeController } from './realtime.controller.js';
import { RealtimeLimits } from './realtime-limits.js';
import { RealtimeService } from './realtime.service.js';
import { SessionFromThisSiteGuard } from './session-from-this-site.guard.js';
import { WebSocketUpgrades } from './websocket-upgrades.js';

/** GET /tts/realtime: the WebSocket for voice agents (see RealtimeService). */
@Module({
  imports: [
    // The same AuthModule as the app's: balances from billing, sign-in counts from the limits.
    AuthModule.withPortsFrom(BillingModule, SignInCountersModule),
    ApiKeysModule,
    BillingModule,
    LimitsModule,
    CreditHoldsModule,
    TtsModule,
  ],
  controllers: [RealtimeController],
  providers: [
    RealtimeService,
    RealtimeLimits,
    WebSocketUpgrades,
    KeyNotInQueryGuard,
    SessionFromThisSiteGuard,
  ],
})
export class RealtimeModule {}
