import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/**
 * Makes a billed or money-moving POST safe to retry with an `Idempotency-Key` header (see
 * IdempotencyInterceptor). Place it above an upload decorator so the file is part of the
 * request it compares. The route's module imports IdempotencyModule.
 */
export const Idempotent = () =>
  applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Up to 255 visible ASCII characters. A retry with the same key and request within 24 h gets the first reply again, with Idempotency-Replayed: true, and is not charged again.',
    }),
    UseInterceptors(IdempotencyInterceptor),
  );
