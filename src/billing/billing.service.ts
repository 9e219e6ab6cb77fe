import { Injectable } from '@nestjs/common';
import { formatUsd } from '../common/money.js';
import { AccountTiers } from './account-tiers.js';
import { CreditLedger } from './credit-ledger.service.js';
import { PaymentGateway } from './payment-gateway.js';
import { MAX_TOP_UP_USD, MIN_TOP_UP_USD, TOP_UP_PRESETS_USD } from './top-up-amount.js';
import { TopUpsService } from './top-ups.service.js';

/** The dashboard's billing page: balance, top-ups and the payment webhook. */
@Injectable()
export class BillingService {
  constructor(
    private readonly ledger: CreditLedger,
    private readonly tiers: AccountTiers,
    private readonly topUps: TopUpsService,
    private readonly payments: PaymentGateway,
  ) {}

  async summary(accountId: string) {
    const [balanceMicros, { totalTopUpsMicros, concurrencyLimit }] = await Promise.all([
      this.ledger.balanceOf(accountId),
      this.tiers.tierOf(accountId),
    ]);
    return {
      balanceMicros,
      balanceUsd: formatUsd(balanceMicros),
      totalTopUpsMicros,
      totalTopUpsUsd: formatUsd(totalTopUpsMicros),
      concurrencyLimit,
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
