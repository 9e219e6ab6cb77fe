import { RetryLaterError } from '../common/errors.js';

/** The contract's 429; the error filter sends Retry-After with it. */
export class TooManyRequestsError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super('Too many requests', retryAfterSeconds);
  }
}
