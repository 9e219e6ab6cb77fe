import { Injectable } from '@nestjs/common';
import { AccountTiers, type AccountTier } from '../account-tiers.js';
import { concurrencyLimitFor } from '../concurrency-tiers.js';
import { LedgerRepository } from './ledger.repository.js';

/** Tiers by the total of completed top-ups, as the ledger's balance row keeps it. */
@Injectable()
export class LedgerAccountTiers extends AccountTiers {
  constructor(private readonly entries: LedgerRepository) {
    super();
  }

  async tierOf(accountId: string): Promise<AccountTier> {
    const { totalTopUpsMicros } = await this.entries.summaryOf(accountId);
    return { totalTopUpsMicros, concurrencyLimit: concurrencyLimitFor(totalTopUpsMicros) };
  }

  async concurrencyLimitOf(accountId: string): Promise<number> {
    return (await this.tierOf(accountId)).concurrencyLimit;
  }
}
