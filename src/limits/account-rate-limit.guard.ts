import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Principal } from '../common/principal.js';
import { RateLimitPolicy } from './limits.config.js';
import { TooManyRequestsError } from './limits.errors.js';
import { RateLimitStore } from './rate-limit-store.js';

const WINDOW_MS = 60_000;

/**
 * The per-endpoint rate limit, counted per account (all its keys together) over a
 * rolling minute. Runs after the API key guard, which names the account. Every
 * answer carries the window's state; a refusal also says when to retry.
 */
@Injectable()
export class AccountRateLimitGuard implements CanActivate {
  constructor(
    private readonly store: RateLimitStore,
    private readonly policy: RateLimitPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const { accountId } = http.getRequest<Request>().user as Principal;
    const res = http.getResponse<Response>();
    const endpoint = `${context.getClass().name}.${context.getHandler().name}`;
    const limit = this.policy.requestsPerMinute;
    const result = await this.store.hit(`${accountId}:${endpoint}`, WINDOW_MS, limit);

    res.setHeader('x-ratelimit-limit', limit);
    res.setHeader('x-ratelimit-remaining', Math.max(0, limit - result.hits));
    res.setHeader('x-ratelimit-reset', result.secondsUntilSlot);
    if (!result.allowed) {
      res.setHeader('Retry-After', result.secondsUntilSlot);
      throw new TooManyRequestsError();
    }
    return true;
  }
}
