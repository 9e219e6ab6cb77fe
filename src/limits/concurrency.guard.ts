import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { AccountTiers } from '../billing/account-tiers.js';
import type { Principal } from '../common/principal.js';
import { lifetimeOf, type RequestLifetime } from '../common/request-lifetime.js';
import { ConcurrencyStore, LEASE_MS, type ConcurrencyLease } from './concurrency-store.js';
import { TooManyRequestsError } from './limits.errors.js';

/**
 * Holds one of the account's concurrency slots for the life of the request: the slot
 * belongs to the request's lifetime, which gives it back however the request ends, even
 * when the client left while this guard was still waiting for the store.
 */
@Injectable()
export class ConcurrencyGuard implements CanActivate {
  private readonly logger = new Logger(ConcurrencyGuard.name);

  constructor(
    private readonly store: ConcurrencyStore,
    private readonly tiers: AccountTiers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const { accountId } = req.user as Principal;
    const limit = await this.tiers.concurrencyLimitOf(accountId);
    const lease = await this.store.acquire(accountId, limit);
    // A slot frees when a running request ends; a second is a fair guess.
    if (!lease) throw new TooManyRequestsError(1);
    this.keepFor(lease, lifetimeOf(req));
    return true;
  }

  /** Renews the lease while the request runs and releases it when the request ends. */
  private keepFor(lease: ConcurrencyLease, lifetime: RequestLifetime): void {
    const renewal = setInterval(() => {
      lease
        .renew()
        .catch((error: unknown) => this.logger.warn(`Lease renewal failed: ${String(error)}`));
    }, LEASE_MS / 3).unref();
    lifetime.add(() => {
      clearInterval(renewal);
      return lease.release().catch((error: unknown) => {
        this.logger.warn(`Lease release failed, it expires by itself: ${String(error)}`);
      });
    });
  }
}
