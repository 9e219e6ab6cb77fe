import { InvalidInputError, NotFoundError } from '../common/errors.js';

export const MAX_WEBHOOKS = 10;

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('Webhook not found');
  }
}

export class WebhookLimitError extends InvalidInputError {
  constructor() {
    super(`Webhook limit reached (${MAX_WEBHOOKS} per account)`, 'webhook_limit_reached');
  }
}

export class WebhookUrlNotPublicError extends InvalidInputError {
  constructor() {
    super('Webhook URL must be a public address', 'webhook_url_not_public');
  }
}
