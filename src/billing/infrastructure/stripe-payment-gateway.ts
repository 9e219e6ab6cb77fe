import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { billingConfig, type BillingConfig } from '../billing.config.js';
import { InvalidWebhookSignatureError, PaymentsNotConfiguredError } from '../billing.errors.js';
import {
  PaymentGateway,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
} from '../payment-gateway.js';

/** Stripe Checkout through the official SDK; STRIPE_API_BASE points it at a local test server. */
@Injectable()
export class StripePaymentGateway extends PaymentGateway {
  private readonly stripe?: Stripe;
  private readonly webhookSecret?: string;

  constructor(@Inject(billingConfig.KEY) config: BillingConfig) {
    super();
    if (config.stripeSecretKey && config.stripeWebhookSecret) {
      this.stripe = new Stripe(config.stripeSecretKey, {
        ...apiBase(config.stripeApiBase),
        maxNetworkRetries: 2,
      });
      this.webhookSecret = config.stripeWebhookSecret;
    }
  }

  get configured(): boolean {
    return this.stripe !== undefined;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const session = await this.client().checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: 'Speech API credit' },
            },
          },
        ],
        client_reference_id: request.topUpId,
        metadata: { topUpId: request.topUpId, accountId: request.accountId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: `top-up-${request.topUpId}` },
    );
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async expireCheckout(sessionId: string): Promise<'expired' | 'not_open'> {
    try {
      await this.client().checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid, or expired already).
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'not_open';
      throw error;
    }
  }

  async receiptUrl(sessionId: string): Promise<string | null> {
    const session = await this.client().checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = session.payment_intent;
    const charge = typeof intent === 'object' ? intent?.latest_charge : null;
    return typeof charge === 'object' ? (charge?.receipt_url ?? null) : null;
  }

  readEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.webhookSecret) throw new PaymentsNotConfiguredError();
    let event: Stripe.Event;
    try {
      event = this.client().webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    switch (event.type) {
      case 'checkout.session.completed':
        return event.data.object.payment_status === 'paid'
          ? paid(event.id, event.data.object)
          : {
              id: event.id,
              type: 'ignored',
              providerType: `${event.type} (${event.data.object.payment_status})`,
            };
      case 'checkout.session.async_payment_succeeded':
        return paid(event.id, event.data.object);
      case 'checkout.session.expired':
        return { id: event.id, type: 'checkout.expired', sessionId: event.data.object.id };
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }

  private client(): Stripe {
    if (!this.stripe) throw new PaymentsNotConfiguredError();
    return this.stripe;
  }
}

function paid(id: string, session: Stripe.Checkout.Session): PaymentEvent {
  return { id, type: 'checkout.paid', sessionId: session.id, amountCents: session.amount_total };
}

function apiBase(base: string | undefined): Stripe.StripeConfig {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol.replace(':', '') as 'http' | 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'https' ? 443 : 80)),
    protocol,
  };
}
