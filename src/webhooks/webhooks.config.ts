import { registerAs } from '@nestjs/config';
import { readEnvironment } from '../config/environment.js';

export const webhooksConfig = registerAs('webhooks', () => ({
  allowPrivate: readEnvironment().WEBHOOK_ALLOW_PRIVATE === 'true',
}));

export type WebhooksConfig = ReturnType<typeof webhooksConfig>;
