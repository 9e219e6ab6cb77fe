import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor, WRITES_RESPONSE } from './idempotency.interceptor.js';

/**
 * Makes a billed or money-moving POST safe to retry with an `Idempotency-Key` header (see
 * IdempotencyInterceptor). Place it above an upload decorator so the file is part of the
 * request it compares. The route's module imports IdempotencyModule. `writesResponse` marks
 * a route that writes to the response itself (`@Res()`): a replay is then written for it.
 */
export const Idempotent = ({ writesResponse = false } = {}) =>
  applyDecorators(
    SetMetadata(WRITES_RESPONSE, writesResponse),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again.',
    }),
    UseInterceptors(IdempotencyInterceptor),
  );
