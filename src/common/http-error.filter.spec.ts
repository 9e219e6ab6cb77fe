import { ForbiddenException, HttpException, HttpStatus, type ArgumentsHost } from '@nestjs/common';
import { DomainError, InvalidInputError, RetryLaterError } from './errors.js';
import { codeForStatus, HttpErrorFilter } from './http-error.filter.js';

/** Answers the filter writes, read back as status, headers and body. */
function answer(exception: unknown) {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, unknown> };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: unknown) => (sent.headers[name] = value),
    status(status: number) {
      sent.status = status;
      return this;
    },
    json: (body: unknown) => (sent.body = body),
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

describe('HttpErrorFilter codes', () => {
  it.each([
    ['invalid', 400, 'validation_failed'],
    ['unauthenticated', 401, 'unauthorized'],
    ['payment_required', 402, 'insufficient_balance'],
    ['not_found', 404, 'not_found'],
    ['conflict', 409, 'conflict'],
    ['too_large', 413, 'payload_too_large'],
    ['engine_failed', 502, 'engine_failed'],
    ['unavailable', 503, 'service_unavailable'],
  ] as const)(
    'gives a %s error without its own code status %i and code %s',
    (kind, status, code) => {
      expect(answer(new DomainError(kind, 'Something'))).toMatchObject({
        status,
        body: { error: 'Something', code },
      });
    },
  );

  it('keeps an explicit code and the Retry-After of a rate-limited error', () => {
    expect(answer(new InvalidInputError('Bad amount', 'invalid_top_up_amount')).body).toEqual({
      error: 'Bad amount',
      code: 'invalid_top_up_amount',
    });
    expect(answer(new RetryLaterError('Too many requests', 7))).toEqual({
      status: 429,
      headers: { 'Retry-After': 7 },
      body: { error: 'Too many requests', code: 'rate_limited' },
    });
  });

  it('names framework errors by their status, and anything else internal_error', () => {
    expect(answer(new ForbiddenException('No')).body).toEqual({ error: 'No', code: 'forbidden' });
    expect(answer(new HttpException('Big', HttpStatus.PAYLOAD_TOO_LARGE)).body).toMatchObject({
      code: 'payload_too_large',
    });
    expect(answer(new Error('secret detail'))).toMatchObject({
      status: 500,
      body: { error: 'Internal server error', code: 'internal_error' },
    });
    expect(codeForStatus(HttpStatus.UNSUPPORTED_MEDIA_TYPE)).toBe('unsupported_media_type');
    expect(codeForStatus(HttpStatus.TOO_MANY_REQUESTS)).toBe('rate_limited');
  });
});
