import { registerAs } from '@nestjs/config';
import { readEnvironment } from '../config/environment.js';

export const billingConfig = registerAs('billing', () => {
  const env = readEnvironment();
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: env.STRIPE_API_BASE,
  };
});

export type BillingConfig = ReturnType<typeof billingConfig>;
