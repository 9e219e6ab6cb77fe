/**
 * Domain errors say what went wrong in the language of the service; the global
 * exception filter is the one place that turns a `kind` into an HTTP status.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payment_required'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'engine_failed'
  | 'unavailable';

/**
 * The `code` clients branch on (and translate) when an error names no code of its own:
 * every error gets a stable code, including those added without thinking of one.
 */
export const DEFAULT_ERROR_CODE: Record<DomainErrorKind, string> = {
  invalid: 'validation_failed',
  unauthenticated: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  payment_required: 'insufficient_balance',
  too_large: 'payload_too_large',
  unsupported_media_type: 'unsupported_media_type',
  rate_limited: 'rate_limited',
  gone: 'gone',
  engine_failed: 'engine_failed',
  unavailable: 'service_unavailable',
};

export class DomainError extends Error {
  /** Stable snake_case name of this error, sent beside the English message. */
  readonly code: string;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    code?: string,
  ) {
    super(message);
    this.name = new.target.name;
    this.code = code ?? DEFAULT_ERROR_CODE[kind];
  }
}

/** Refused for now: the answer's Retry-After says when to try again. */
export class RetryLaterError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code?: string,
  ) {
    super('rate_limited', message, code);
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, code?: string) {
    super('invalid', message, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, code?: string) {
    super('not_found', message, code);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string, code?: string) {
    super('too_large', message, code);
  }
}

/** A speech engine failed or produced nothing usable; the caller may retry. */
export class EngineFailedError extends DomainError {
  constructor(message: string, code?: string) {
    super('engine_failed', message, code);
  }
}

/** The server cannot do this at all right now (not configured, no engine for it). */
export class UnavailableError extends DomainError {
  constructor(message: string, code?: string) {
    super('unavailable', message, code);
  }
}

/** Work stopped because the client went away; nothing is sent back. */
export class RequestAbortedError extends Error {
  constructor(message = 'The request was aborted by the client') {
    super(message);
    this.name = new.target.name;
  }
}

/** The client took nothing of its answer for too long: its request ends as if it had left. */
export class StalledClientError extends RequestAbortedError {
  constructor() {
    super('The client stopped reading its answer');
  }
}
