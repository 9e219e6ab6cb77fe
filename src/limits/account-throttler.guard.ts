import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { Principal } from '../common/principal.js';
import { TooManyRequestsError } from './limits.errors.js';

/**
 * The per-endpoint rate limit, counted per account (all its keys together) rather than per
 * client address. Runs after the key guard, which names the account. Every answer carries
 * the window's `x-ratelimit-*` headers; a refusal also carries Retry-After and the
 * contract's 429 body.
 */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Request): Promise<string> {
    return Promise.resolve((req.user as Principal).accountId);
  }

  protected override throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('x-ratelimit-limit', detail.limit);
    res.setHeader('x-ratelimit-remaining', 0);
    res.setHeader('x-ratelimit-reset', detail.timeToExpire);
    return Promise.reject(new TooManyRequestsError(detail.timeToBlockExpire));
  }
}
