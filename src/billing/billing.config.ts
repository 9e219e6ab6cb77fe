import { registerAs } from '@nestjs/config';

export const billingConfig = registerAs('billing', () => ({
  stripeSecretKey: process.env.STRIPE_SECRET_KEY,
  stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  stripeApiBase: process.env.STRIPE_API_BASE,
}));

export type BillingConfig = ReturnType<typeof billingConfig>;
