import { Module } from '@nestjs/common';
import { InstancesModule } from '../../instances/instances.module.js';
import { QueueModule } from '../../queue/queue.module.js';
import { BillingModule } from '../billing.module.js';
import { CreditHoldRepository } from './credit-hold.repository.js';
import { CreditHolds } from './credit-holds.js';
import { HoldSweeper } from './hold-sweeper.js';
import { JobCredit } from './job-credit.js';
import { RequestCredit } from './request-credit.js';

/**
 * Credit held by paid requests in flight and by jobs, and the sweep that releases the holds of
 * processes that died. Imported by the modules that bill requests; the support CLI,
 * which bills nothing, leaves it out.
 */
@Module({
  imports: [BillingModule, InstancesModule, QueueModule],
  providers: [CreditHoldRepository, CreditHolds, HoldSweeper, RequestCredit, JobCredit],
  exports: [RequestCredit, CreditHolds, JobCredit],
})
export class CreditHoldsModule {}
