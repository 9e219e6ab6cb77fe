import { DomainError, InvalidInputError, NotFoundError } from '../common/errors.js';

export const MAX_ACTIVE_KEYS = 10;

export class KeyLimitReachedError extends InvalidInputError {
  constructor() {
    super(`API key limit reached (${MAX_ACTIVE_KEYS} per account)`, 'api_key_limit_reached');
  }
}

export class ApiKeyNotFoundError extends NotFoundError {
  constructor() {
    super('API key not found', 'api_key_not_found');
  }
}

export class MissingApiKeyError extends DomainError {
  constructor() {
    super('unauthenticated', 'Missing or invalid Authorization header', 'missing_api_key');
  }
}

export class InvalidApiKeyError extends DomainError {
  constructor() {
    super('unauthenticated', 'Invalid or revoked API key', 'invalid_api_key');
  }
}
