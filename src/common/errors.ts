/**
 * Domain errors say what went wrong in the language of the service; the global
 * exception filter is the one place that turns a `kind` into an HTTP status.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payment_required'
  | 'too_large'
  | 'rate_limited'
  | 'engine_failed'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Refused for now: the answer's Retry-After says when to try again. */
export class RetryLaterError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string) {
    super('invalid', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super('too_large', message);
  }
}

/** A speech engine failed or produced nothing usable; the caller may retry. */
export class EngineFailedError extends DomainError {
  constructor(message: string) {
    super('engine_failed', message);
  }
}

/** The server cannot do this at all right now (not configured, no engine for it). */
export class UnavailableError extends DomainError {
  constructor(message: string) {
    super('unavailable', message);
  }
}

/** Work stopped because the client went away; nothing is sent back. */
export class RequestAbortedError extends Error {
  constructor() {
    super('The request was aborted by the client');
    this.name = 'RequestAbortedError';
  }
}
