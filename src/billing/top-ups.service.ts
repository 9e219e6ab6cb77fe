import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../config/app.config.js';
import { formatUsd } from '../common/money.js';
import {
  PaymentsNotConfiguredError,
  TopUpAmountError,
  TopUpNotFoundError,
} from './billing.errors.js';
import { CreditLedger } from './credit-ledger.service.js';
import type { TopUpEntity } from './infrastructure/top-up.entity.js';
import { TopUpRepository } from './infrastructure/top-up.repository.js';
import { PaymentGateway, type PaymentEvent } from './payment-gateway.js';
import { centsToMicros, topUpCents } from './top-up-amount.js';

@Injectable()
export class TopUpsService {
  private readonly logger = new Logger(TopUpsService.name);

  constructor(
    private readonly topUps: TopUpRepository,
    @InjectDataSource() private readonly db: DataSource,
    private readonly payments: PaymentGateway,
    private readonly ledger: CreditLedger,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async start(accountId: string, amountUsd: unknown) {
    const cents = topUpCents(amountUsd);
    if (cents === null) throw new TopUpAmountError();
    if (!this.payments.configured) throw new PaymentsNotConfiguredError();
    // The session is created first so that no top-up row exists without one.
    const id = randomUUID();
    const checkout = await this.payments.createCheckout({
      topUpId: id,
      accountId,
      amountCents: cents,
      successUrl: `${this.app.publicUrl}/workspace/billing?top-up=${id}&result=success`,
      cancelUrl: `${this.app.publicUrl}/workspace/billing?top-up=${id}&result=cancelled`,
    });
    const saved = await this.topUps.insert({
      id,
      accountId,
      amountMicros: centsToMicros(cents),
      stripeSessionId: checkout.sessionId,
    });
    return { ...toView(saved), checkoutUrl: checkout.url, stripeSessionId: checkout.sessionId };
  }

  async list(accountId: string) {
    return (await this.topUps.listOf(accountId)).map(toView);
  }

  /**
   * The customer came back from Checkout by its cancel link: the session is closed at
   * Stripe so it cannot be paid later, then the top-up is cancelled. One Stripe says was
   * paid already stays pending for its webhook, which credits it.
   */
  async cancel(accountId: string, id: string) {
    const topUp = await this.topUps.findOf(accountId, id);
    if (!topUp) throw new TopUpNotFoundError();
    if (topUp.status !== 'pending' || !topUp.stripeSessionId) return toView(topUp);
    if ((await this.payments.expireCheckout(topUp.stripeSessionId)) === 'expired') {
      await this.topUps.cancelPending(id);
    }
    return toView(await this.topUps.get(id));
  }

  /**
   * Applies a verified payment event once: the event id is recorded in the same
   * transaction as its effect, so a redelivery (even a concurrent one) changes nothing.
   */
  async applyPaymentEvent(event: PaymentEvent): Promise<void> {
    if (event.type === 'ignored') return;
    const credited = await this.db.transaction(async (tx) => {
      if (!(await this.topUps.recordEvent(event.id, event.type, tx))) return undefined;

      const topUp = await this.topUps.lockBySession(event.sessionId, tx);
      if (!topUp) {
        this.logger.warn(
          `Payment event ${event.id} names unknown checkout session ${event.sessionId}`,
        );
        return undefined;
      }
      if (topUp.status !== 'pending') return undefined;

      if (event.type === 'checkout.expired') {
        await this.topUps.setStatus(topUp.id, 'expired', tx);
        return undefined;
      }
      if (event.amountCents === null || centsToMicros(event.amountCents) !== topUp.amountMicros) {
        this.logger.error(
          `Top-up ${topUp.id}: paid ${event.amountCents} cents, expected ${topUp.amountMicros / 10_000}; not credited`,
        );
        return undefined;
      }
      await this.ledger.creditTopUp(tx, topUp.accountId, topUp.id, topUp.amountMicros);
      await this.topUps.setStatus(topUp.id, 'completed', tx);
      return topUp;
    });
    if (credited?.stripeSessionId) await this.keepReceipt(credited.id, credited.stripeSessionId);
  }

  /** After the credit, never in its way: a receipt Stripe cannot give now is only missing. */
  private async keepReceipt(topUpId: string, sessionId: string): Promise<void> {
    try {
      const receiptUrl = await this.payments.receiptUrl(sessionId);
      if (receiptUrl) await this.topUps.setReceipt(topUpId, receiptUrl);
    } catch (error) {
      this.logger.warn(`Top-up ${topUpId}: no receipt (${(error as Error).message})`);
    }
  }
}

function toView(topUp: TopUpEntity) {
  return {
    id: topUp.id,
    amountUsd: formatUsd(topUp.amountMicros),
    amountMicros: topUp.amountMicros,
    status: topUp.status,
    createdAt: topUp.createdAt,
    completedAt: topUp.completedAt,
  };
}
