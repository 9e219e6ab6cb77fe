import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { isDatabaseUnavailable } from './postgres-errors.js';
import { DomainError, RetryLaterError, type DomainErrorKind } from './errors.js';
import { errorReport } from './logging/error-report.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  engine_failed: HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Readable wording for framework errors whose own text is terse or internal. */
const MESSAGE_FOR_STATUS: Partial<Record<number, string>> = {
  [HttpStatus.PAYLOAD_TOO_LARGE]:
    'Request is too large: audio files up to 25 MB, JSON bodies up to 10 MB',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Too many requests',
};

/**
 * The one place where errors become HTTP answers: always `{ "error": message }`,
 * never a stack. Unexpected errors are logged and answered with a plain 500.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message } = this.describe(exception);
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
    } else if (status >= 500) {
      // Ours carry a message for the client and the reason in their cause; others, a stack.
      this.logger.error(errorReport(exception, !(exception instanceof DomainError)));
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    if (exception instanceof RetryLaterError) {
      response.setHeader('Retry-After', exception.retryAfterSeconds);
    }
    response.status(status).json({ error: message });
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof DomainError) {
      return { status: STATUS_OF[exception.kind], message: exception.message };
    }
    if (isDatabaseUnavailable(exception)) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, message: 'Service temporarily unavailable' };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, message: MESSAGE_FOR_STATUS[status] ?? messageOf(exception) };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  if (typeof message === 'string') return message;
  return exception.message;
}
