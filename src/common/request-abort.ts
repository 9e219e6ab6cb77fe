import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { lifetimeOf } from './request-lifetime.js';

/**
 * An AbortSignal that fires when the client goes away before the answer is sent,
 * so engines stop working (and the caller is refunded) for nobody. It is the request
 * lifetime's, so a disconnect that happened before the handler ran is not missed.
 */
export const ClientAbortSignal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AbortSignal =>
    lifetimeOf(ctx.switchToHttp().getRequest<Request>()).signal,
);
