import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { formatUsd } from '../../common/money.js';
import type { TransactionPage, TransactionType } from './transactions.dto.js';

interface EntryRow {
  id: string;
  kind: TransactionType;
  amount_micros: string;
  balance_after_micros: string;
  endpoint: string | null;
  request_id: string | null;
  top_up_id: string | null;
  receipt_url: string | null;
  created_at: Date;
}

/** An account's ledger read back as its money trail, newest first, a page at a time. */
@Injectable()
export class LedgerHistory {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(
    accountId: string,
    limit: number,
    startingAfter: string | undefined,
  ): Promise<TransactionPage> {
    // The running balance is summed in entry order over the whole ledger, so each line's
    // balance is what the account held right after it, whichever page it falls on.
    const rows = await this.db.query<EntryRow[]>(
      `SELECT * FROM (
         SELECT e.id, e.kind, e.amount_micros, e.endpoint, e.request_id, e.top_up_id,
                e.created_at, t.receipt_url,
                SUM(e.amount_micros) OVER (ORDER BY e.id) AS balance_after_micros
         FROM ledger_entries e LEFT JOIN top_ups t ON t.id = e.top_up_id
         WHERE e.account_id = $1
       ) trail
       WHERE $2::bigint IS NULL OR id < $2::bigint
       ORDER BY id DESC
       LIMIT $3`,
      [accountId, startingAfter ?? null, limit + 1],
    );
    return {
      data: rows.slice(0, limit).map((row) => {
        const amountMicros = Number(row.amount_micros);
        const balanceAfterMicros = Number(row.balance_after_micros);
        return {
          id: String(row.id),
          type: row.kind,
          amountMicros,
          amountUsd: formatUsd(amountMicros),
          balanceAfterMicros,
          balanceAfterUsd: formatUsd(balanceAfterMicros),
          endpoint: row.endpoint,
          requestId: row.request_id,
          topUpId: row.top_up_id,
          receiptUrl: row.receipt_url,
          createdAt: row.created_at,
        };
      }),
      hasMore: rows.length > limit,
    };
  }
}
