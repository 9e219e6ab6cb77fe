import { DomainError } from '../common/errors.js';

export class EmailTakenError extends DomainError {
  constructor() {
    super('conflict', 'An account with this email already exists', 'email_taken');
  }
}

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('unauthenticated', 'Invalid email or password', 'invalid_credentials');
  }
}

export class InvalidTokenError extends DomainError {
  constructor() {
    super('unauthenticated', 'Missing, invalid or expired access token', 'session_expired');
  }
}

export class CsrfTokenError extends DomainError {
  constructor() {
    super('unauthenticated', 'Missing or invalid CSRF token (x-csrf-token)', 'invalid_csrf_token');
  }
}

export class NotJsonError extends DomainError {
  constructor() {
    super('unsupported_media_type', 'Send the body as application/json');
  }
}

export class ForeignOriginError extends DomainError {
  constructor() {
    super('forbidden', 'Sign-in is accepted from this site only');
  }
}
