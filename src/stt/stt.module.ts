import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { CreditHoldsModule } from '../billing/holds/credit-holds.module.js';
import { LimitsModule } from '../limits/limits.module.js';
import { SttEnginesModule } from './stt-engines.module.js';
import { SttController } from './stt.controller.js';
import { SttService } from './stt.service.js';

@Module({
  imports: [
    IdempotencyModule,
    ApiKeysModule,
    BillingModule,
    LimitsModule,
    CreditHoldsModule,
    SttEnginesModule,
  ],
  controllers: [SttController],
  providers: [SttService],
})
export class SttModule {}
