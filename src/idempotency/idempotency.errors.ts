import { DomainError, InvalidInputError } from '../common/errors.js';

export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super(
      'conflict',
      'Idempotency-Key was used with a different request',
      'idempotency_key_reused',
    );
  }
}

export class IdempotencyKeyInProgressError extends DomainError {
  constructor() {
    super(
      'conflict',
      'A request with this Idempotency-Key is in progress',
      'idempotency_key_in_use',
    );
  }
}

export class InvalidIdempotencyKeyError extends InvalidInputError {
  constructor() {
    super('Idempotency-Key must be 1 to 255 visible ASCII characters', 'invalid_idempotency_key');
  }
}
