import { Injectable } from '@nestjs/common';
import { formatUsd } from '../common/money.js';
import { concurrencyLimitFor } from './concurrency-tiers.js';
import { CreditLedger } from './credit-ledger.service.js';
import { PaymentGateway } from './payment-gateway.js';
import { MAX_TOP_UP_USD, MIN_TOP_UP_USD, TOP_UP_PRESETS_USD } from './top-up-amount.js';
import { TopUpsService } from './top-ups.service.js';

/** The dashboard's billing page: balance, top-ups and the payment webhook. */
@Injectable()
export class BillingService {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly topUps: TopUpsService,
    private readonly payments: PaymentGateway,
  ) {}

  async summary(accountId: string) {
    const { balanceMicros, totalTopUpsMicros } = await this.ledger.summaryOf(accountId);
    return {
      balanceMicros,
      balanceUsd: formatUsd(balanceMicros),
      totalTopUpsMicros,
      totalTopUpsUsd: formatUsd(totalTopUpsMicros),
      concurrencyLimit: concurrencyLimitFor(totalTopUpsMicros),
      presetsUsd: [...TOP_UP_PRESETS_USD],
      minTopUpUsd: MIN_TOP_UP_USD,
      maxTopUpUsd: MAX_TOP_UP_USD,
    };
  }

  startTopUp(accountId: string, amountUsd: unknown) {
    return this.topUps.start(accountId, amountUsd);
  }

  cancelTopUp(accountId: string, id: string) {
    return this.topUps.cancel(accountId, id);
  }

  listTopUps(accountId: string) {
    return this.topUps.list(accountId);
  }

  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    await this.topUps.applyPaymentEvent(this.payments.readEvent(rawBody, signature));
  }
}
