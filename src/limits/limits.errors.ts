import { DomainError } from '../common/errors.js';

export class TooManyRequestsError extends DomainError {
  constructor() {
    super('rate_limited', 'Too many requests');
  }
}
