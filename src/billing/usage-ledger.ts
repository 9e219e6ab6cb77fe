import { Injectable } from '@nestjs/common';
import {
  LedgerRepository,
  type UsageDetailRow,
  type UsageFilter,
  type UsageGrouping,
  type UsageRow,
} from './ledger/ledger.repository.js';

/** Read by the usage module, which sees billing through this service only. */
export type { UsageDetailRow, UsageFilter, UsageRow };

/** A refunded request sums to nothing: it is no usage. */
const used = (r: Omit<UsageRow, 'group'>) => r.requests !== 0 || r.costMicros !== 0;

/**
 * Usage read straight from the ledger: charges and their refunds carry signed
 * request counts, characters and amounts, so a refunded request sums to nothing and
 * is left out (the total is always given, zeros and all).
 */
@Injectable()
export class UsageLedger {
  constructor(private readonly entries: LedgerRepository) {}

  async usage(filter: UsageFilter, grouping: UsageGrouping): Promise<UsageRow[]> {
    const rows = await this.entries.usage(filter, grouping);
    return grouping === 'total' ? rows : rows.filter(used);
  }

  /** Usage per day, key and endpoint, in that order. */
  async detail(filter: UsageFilter): Promise<UsageDetailRow[]> {
    return (await this.entries.usageDetail(filter)).filter(used);
  }
}
