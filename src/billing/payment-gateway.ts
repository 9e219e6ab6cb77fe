/** A checkout the customer pays on the payment provider's page. */
export interface CheckoutRequest {
  topUpId: string;
  accountId: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface Checkout {
  sessionId: string;
  url: string;
}

/** The payment events the service acts on, in provider-neutral terms. */
export type PaymentEvent =
  | { id: string; type: 'checkout.paid'; sessionId: string; amountCents: number | null }
  | { id: string; type: 'checkout.expired'; sessionId: string }
  | { id: string; type: 'ignored'; providerType: string };

/** Port to the card payment provider (Stripe in production). */
export abstract class PaymentGateway {
  abstract readonly configured: boolean;
  abstract createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Closes an unpaid checkout so it can no longer be paid: 'expired', or 'not_open' when
   * it was already paid or closed (its webhook then tells what became of it).
   */
  abstract expireCheckout(sessionId: string): Promise<'expired' | 'not_open'>;
  /** The receipt of a paid checkout's charge, where the provider gives one. */
  abstract receiptUrl(sessionId: string): Promise<string | null>;
  /** Verifies the signature over the raw body and reads the event, or throws. */
  abstract readEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
