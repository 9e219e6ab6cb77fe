import {
  DomainError,
  InvalidInputError,
  NotFoundError,
  UnavailableError,
} from '../common/errors.js';
import { formatUsd } from '../common/money.js';

const TOP_UP_HINT = 'Top up under API Billing in the developer dashboard.';

export class InsufficientCreditError extends DomainError {
  constructor(balanceMicros: number, needed: string) {
    super(
      'payment_required',
      `Insufficient API balance ($${formatUsd(balanceMicros)}). This request needs ${needed}. ${TOP_UP_HINT}`,
    );
  }

  static forCost(balanceMicros: number, costMicros: number): InsufficientCreditError {
    return new InsufficientCreditError(balanceMicros, `$${formatUsd(costMicros)}`);
  }

  /** Work billed on its result (transcripts) can only ask for a positive balance up front. */
  static forPositiveBalance(balanceMicros: number): InsufficientCreditError {
    return new InsufficientCreditError(balanceMicros, 'a positive balance');
  }
}

export class TopUpAmountError extends InvalidInputError {
  constructor() {
    super('Top-up amount must be between $5 and $5,000', 'invalid_top_up_amount');
  }
}

export class TopUpNotFoundError extends NotFoundError {
  constructor() {
    super('Top-up not found', 'top_up_not_found');
  }
}

export class PaymentsNotConfiguredError extends UnavailableError {
  constructor() {
    super('Payments are not configured', 'payments_not_configured');
  }
}

export class InvalidWebhookSignatureError extends InvalidInputError {
  constructor() {
    super('Invalid Stripe signature', 'invalid_signature');
  }
}
