import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CreditLedger } from '../billing/credit-ledger.service.js';
import type { Principal } from '../common/principal.js';
import { ConcurrencyStore } from './concurrency-store.js';
import { concurrencyLimitFor } from './concurrency-tiers.js';
import { TooManyRequestsError } from './limits.errors.js';

/**
 * Holds one of the account's concurrency slots for the life of the request; the slot
 * is released when the response ends or the client disconnects, whichever is first.
 */
@Injectable()
export class ConcurrencyGuard implements CanActivate {
  constructor(
    private readonly store: ConcurrencyStore,
    private readonly ledger: CreditLedger,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { accountId } = req.user as Principal;
    const { totalTopUpsMicros } = await this.ledger.summaryOf(accountId);
    const lease = await this.store.acquire(accountId, concurrencyLimitFor(totalTopUpsMicros));
    if (!lease) {
      res.setHeader('Retry-After', 1);
      throw new TooManyRequestsError();
    }
    res.once('close', () => void lease.release());
    return true;
  }
}
