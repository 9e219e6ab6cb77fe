import { Injectable } from '@nestjs/common';
import { formatUsd } from '../../common/money.js';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import type { TransactionPage } from './transactions.dto.js';

/** An account's ledger read back as its money trail, newest first, a page at a time. */
@Injectable()
export class LedgerHistory {
  constructor(private readonly entries: LedgerRepository) {}

  async page(
    accountId: string,
    limit: number,
    startingAfter: string | undefined,
  ): Promise<TransactionPage> {
    // One line more than the page tells whether another page follows.
    const lines = await this.entries.history(accountId, limit + 1, startingAfter);
    return {
      data: lines.slice(0, limit).map((line) => ({
        id: line.id,
        type: line.kind,
        amountMicros: line.amountMicros,
        amountUsd: formatUsd(line.amountMicros),
        balanceAfterMicros: line.balanceAfterMicros,
        balanceAfterUsd: formatUsd(line.balanceAfterMicros),
        endpoint: line.endpoint,
        requestId: line.requestId,
        topUpId: line.topUpId,
        receiptUrl: line.receiptUrl,
        createdAt: line.createdAt,
      })),
      hasMore: lines.length > limit,
    };
  }
}
