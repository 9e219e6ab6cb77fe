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
import {
  DEFAULT_ERROR_CODE,
  DomainError,
  RetryLaterError,
  type DomainErrorKind,
} from './errors.js';
import { errorReport } from './logging/error-report.js';

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  gone: HttpStatus.GONE,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupported_media_type: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
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

/** Codes for framework errors: the same as a domain error of that status carries. */
const CODE_FOR_STATUS = new Map<number, string>([
  ...Object.entries(STATUS_OF).map(
    ([kind, status]) => [status, DEFAULT_ERROR_CODE[kind as DomainErrorKind]] as const,
  ),
  [HttpStatus.INTERNAL_SERVER_ERROR, 'internal_error'],
]);

/** `forbidden`, `unsupported_media_type`...: the status's own name where no code is set. */
export function codeForStatus(status: number): string {
  const name = (HttpStatus as unknown as Record<number, string | undefined>)[status];
  return (
    CODE_FOR_STATUS.get(status) ??
    name?.toLowerCase() ??
    (status >= 500 ? 'internal_error' : 'http_error')
  );
}

interface ErrorAnswer {
  status: number;
  message: string;
  code: string;
}

/**
 * The one place where errors become HTTP answers: always `{ "error": message, "code" }`,
 * never a stack. Unexpected errors are logged and answered with a plain 500.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message, code } = this.describe(exception);
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
    response.status(status).json({ error: message, code });
  }

  private describe(exception: unknown): ErrorAnswer {
    if (exception instanceof DomainError) {
      const { kind, message, code } = exception;
      return { status: STATUS_OF[kind], message, code };
    }
    if (isDatabaseUnavailable(exception)) {
      const status = HttpStatus.SERVICE_UNAVAILABLE;
      return { status, message: 'Service temporarily unavailable', code: codeForStatus(status) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = MESSAGE_FOR_STATUS[status] ?? messageOf(exception);
      return { status, message, code: codeForStatus(status) };
    }
    const status = HttpStatus.INTERNAL_SERVER_ERROR;
    return { status, message: 'Internal server error', code: codeForStatus(status) };
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
