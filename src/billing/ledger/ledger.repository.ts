import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../../database/sql-runner.js';

export type LedgerEntryKind = 'top_up' | 'grant' | 'charge' | 'refund';

/**
 * An entry as it is appended here. Charges are not: a charge is written by the statement
 * that settles its hold (CreditHoldRepository.settle).
 */
export interface NewLedgerEntry {
  accountId: string;
  kind: Exclude<LedgerEntryKind, 'charge'>;
  /** Signed: credit positive. */
  amountMicros: number;
  /** Signed counts of billed requests and characters, for usage sums. */
  requests?: number;
  characters?: number;
  apiKeyId?: string;
  endpoint?: string;
  requestId?: string;
  /** The paid top-up this credits: unique in the ledger. */
  topUpId?: string;
  /** The charge this refunds: unique in the ledger. */
  refundOf?: string;
  note?: string;
}

/** The cached balance row of an account (zeros when it has none yet). */
export interface CreditSummary {
  /** What the account may spend: its ledger's sum less what requests in flight hold. */
  balanceMicros: number;
  totalTopUpsMicros: number;
}

/** An entry as the money trail shows it, with the balance right after it. */
export interface LedgerLine {
  id: string;
  kind: LedgerEntryKind;
  amountMicros: number;
  balanceAfterMicros: number;
  endpoint: string | null;
  requestId: string | null;
  topUpId: string | null;
  receiptUrl: string | null;
  createdAt: Date;
}

export interface UsageFilter {
  accountId: string;
  from: Date;
  to: Date;
  apiKeyId?: string;
}

export type UsageGrouping = 'total' | 'key' | 'day' | 'endpoint';

export interface UsageRow {
  group: string | null;
  requests: number;
  characters: number;
  costMicros: number;
}

/** One line of the usage export: a day, a key and an endpoint. */
export interface UsageDetailRow extends Omit<UsageRow, 'group'> {
  date: string;
  apiKeyId: string | null;
  endpoint: string | null;
}

const SUMS = `COALESCE(SUM(requests), 0) AS requests,
              COALESCE(SUM(characters), 0) AS characters,
              COALESCE(-SUM(amount_micros), 0) AS cost`;
const CHARGES_IN_RANGE = `account_id = $1 AND kind IN ('charge', 'refund')
         AND created_at >= $2 AND created_at < $3
         AND ($4::uuid IS NULL OR api_key_id = $4::uuid)`;
const GROUP_EXPRESSION: Record<UsageGrouping, string> = {
  total: `NULL::text`,
  key: `api_key_id::text`,
  day: `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  endpoint: `endpoint`,
};

interface SumsRow {
  requests: string;
  characters: string;
  cost: string;
}

const figuresOf = (r: SumsRow) => ({
  requests: Number(r.requests),
  characters: Number(r.characters),
  costMicros: Number(r.cost),
});

const usageParameters = (filter: UsageFilter): unknown[] => [
  filter.accountId,
  filter.from,
  filter.to,
  filter.apiKeyId ?? null,
];

/**
 * The ledger's rows and the cached balance kept in step with them: an entry is appended in
 * the same transaction as its change to the balance row, so the balance is always the sum
 * of the ledger. (Holds move the same balance row in their own single statements, see
 * CreditHoldRepository.)
 */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Appends the entry and adds its amount to the balance (and a top-up's to the total of
   * top-ups), in the caller's transaction when it hands one in, else in one of its own.
   * Returns false, changing nothing, when the ledger already holds the entry's unique key
   * (the top-up it credits, the charge it refunds).
   */
  async append(entry: NewLedgerEntry, within?: SqlRunner): Promise<boolean> {
    if (within) return this.appendIn(within, entry);
    return this.db.transaction((tx) => this.appendIn(tx, entry));
  }

  /** `within`: the caller's transaction, when it asks from inside one. */
  async summaryOf(accountId: string, within: SqlRunner = this.db): Promise<CreditSummary> {
    const rows = await within.query<
      Array<{ spendable_micros: string; total_top_ups_micros: string }>
    >(
      `SELECT balance_micros - held_micros AS spendable_micros, total_top_ups_micros
       FROM credit_balances WHERE account_id = $1`,
      [accountId],
    );
    return {
      balanceMicros: Number(rows[0]?.spendable_micros ?? 0),
      totalTopUpsMicros: Number(rows[0]?.total_top_ups_micros ?? 0),
    };
  }

  /**
   * Up to `limit` entries, newest first, older than `startingAfter` when given. The running
   * balance is summed in entry order over the whole ledger, so each line's balance is what
   * the account held right after it, whichever page it falls on.
   */
  async history(
    accountId: string,
    limit: number,
    startingAfter: string | undefined,
  ): Promise<LedgerLine[]> {
    const rows = await this.db.query<
      Array<{
        id: string;
        kind: LedgerEntryKind;
        amount_micros: string;
        balance_after_micros: string;
        endpoint: string | null;
        request_id: string | null;
        top_up_id: string | null;
        receipt_url: string | null;
        created_at: Date;
      }>
    >(
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
      [accountId, startingAfter ?? null, limit],
    );
    return rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      amountMicros: Number(row.amount_micros),
      balanceAfterMicros: Number(row.balance_after_micros),
      endpoint: row.endpoint,
      requestId: row.request_id,
      topUpId: row.top_up_id,
      receiptUrl: row.receipt_url,
      createdAt: row.created_at,
    }));
  }

  /**
   * Sums of the charges and refunds in the filter's range, by `grouping`, in the order of
   * the group. Charges and their refunds carry signed request counts, characters and
   * amounts, so a refunded request sums to zero.
   */
  async usage(filter: UsageFilter, grouping: UsageGrouping): Promise<UsageRow[]> {
    const rows = await this.db.query<Array<SumsRow & { group: string | null }>>(
      `SELECT ${GROUP_EXPRESSION[grouping]} AS "group", ${SUMS}
       FROM ledger_entries WHERE ${CHARGES_IN_RANGE}
       GROUP BY 1 ORDER BY 1`,
      usageParameters(filter),
    );
    return rows.map((r) => ({ group: r.group, ...figuresOf(r) }));
  }

  /** The same sums per day, key and endpoint, in that order. */
  async usageDetail(filter: UsageFilter): Promise<UsageDetailRow[]> {
    const rows = await this.db.query<
      Array<SumsRow & { date: string; api_key_id: string | null; endpoint: string | null }>
    >(
      `SELECT ${GROUP_EXPRESSION.day} AS date, api_key_id::text, endpoint, ${SUMS}
       FROM ledger_entries WHERE ${CHARGES_IN_RANGE}
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      usageParameters(filter),
    );
    return rows.map((r) => ({
      date: r.date,
      apiKeyId: r.api_key_id,
      endpoint: r.endpoint,
      ...figuresOf(r),
    }));
  }

  private async appendIn(tx: SqlRunner, entry: NewLedgerEntry): Promise<boolean> {
    const inserted = await tx.query<unknown[]>(
      `INSERT INTO ledger_entries
         (account_id, kind, amount_micros, requests, characters, api_key_id, endpoint,
          request_id, top_up_id, refund_of, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        entry.accountId,
        entry.kind,
        entry.amountMicros,
        entry.requests ?? 0,
        entry.characters ?? 0,
        entry.apiKeyId ?? null,
        entry.endpoint ?? null,
        entry.requestId ?? null,
        entry.topUpId ?? null,
        entry.refundOf ?? null,
        entry.note ?? null,
      ],
    );
    if (inserted.length === 0) return false;
    await tx.query(
      `INSERT INTO credit_balances (account_id, balance_micros, total_top_ups_micros) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET
         balance_micros = credit_balances.balance_micros + EXCLUDED.balance_micros,
         total_top_ups_micros = credit_balances.total_top_ups_micros + EXCLUDED.total_top_ups_micros`,
      [entry.accountId, entry.amountMicros, entry.kind === 'top_up' ? entry.amountMicros : 0],
    );
    return true;
  }
}
