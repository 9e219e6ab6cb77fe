import Stripe from 'stripe';
import { STRIPE_WEBHOOK_SECRET } from './test-app.js';

const stripe = new Stripe('sk_test_fake');

/** A Checkout event as Stripe would deliver it to the webhook, signed with the test secret. */
export function signedEvent(
  type: string,
  session: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return {
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
  };
}
