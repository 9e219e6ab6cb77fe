import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { CreditHoldsModule } from '../billing/holds/credit-holds.module.js';
import { LimitsModule } from '../limits/limits.module.js';
import { TtsModule } from '../tts/tts.module.js';
import { KeyNotInQueryGuard } from './key-not-in-query.guard.js';
import { RealtimeController } from './realtime.controller.js';
import { RealtimeLimits } from './realtime-limits.js';
import { RealtimeService } from './realtime.service.js';
import { WebSocketUpgrades } from './websocket-upgrades.js';

/** GET /tts/realtime: the WebSocket for voice agents (see RealtimeService). */
@Module({
  imports: [ApiKeysModule, BillingModule, LimitsModule, CreditHoldsModule, TtsModule],
  controllers: [RealtimeController],
  providers: [RealtimeService, RealtimeLimits, WebSocketUpgrades, KeyNotInQueryGuard],
})
export class RealtimeModule {}
