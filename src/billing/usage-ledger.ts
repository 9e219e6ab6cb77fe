import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface UsageFilter {
  accountId: string;
  from: Date;
  to: Date;
  apiKeyId?: string;
}

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

export type UsageGrouping = 'total' | 'key' | 'day' | 'endpoint';

const SUMS = `COALESCE(SUM(requests), 0) AS requests,
              COALESCE(SUM(characters), 0) AS characters,
              COALESCE(-SUM(amount_micros), 0) AS cost`;
const CHARGES_IN_RANGE = `account_id = $1 AND kind IN ('charge', 'refund')
         AND created_at >= $2 AND created_at < $3
         AND ($4::uuid IS NULL OR api_key_id = $4::uuid)`;

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
/** A refunded request sums to nothing: it is no usage. */
const used = (r: Omit<UsageRow, 'group'>) => r.requests !== 0 || r.costMicros !== 0;

const GROUP_EXPRESSION: Record<UsageGrouping, string> = {
  total: `NULL::text`,
  key: `api_key_id::text`,
  day: `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
  endpoint: `endpoint`,
};

/**
 * Usage read straight from the ledger: charges and their refunds carry signed
 * request counts, characters and amounts, so a refunded request sums to nothing.
 */
@Injectable()
export class UsageLedger {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async usage(filter: UsageFilter, grouping: UsageGrouping): Promise<UsageRow[]> {
    const group = GROUP_EXPRESSION[grouping];
    const rows = await this.db.query<Array<SumsRow & { group: string | null }>>(
      `SELECT ${group} AS "group", ${SUMS}
       FROM ledger_entries WHERE ${CHARGES_IN_RANGE}
       GROUP BY 1 ORDER BY 1`,
      this.parameters(filter),
    );
    return rows
      .map((r) => ({ group: r.group, ...figuresOf(r) }))
      .filter((r) => grouping === 'total' || used(r));
  }

  /** Usage per day, key and endpoint, in that order. */
  async detail(filter: UsageFilter): Promise<UsageDetailRow[]> {
    const rows = await this.db.query<
      Array<SumsRow & { date: string; api_key_id: string | null; endpoint: string | null }>
    >(
      `SELECT ${GROUP_EXPRESSION.day} AS date, api_key_id::text, endpoint, ${SUMS}
       FROM ledger_entries WHERE ${CHARGES_IN_RANGE}
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      this.parameters(filter),
    );
    return rows
      .map((r) => ({ date: r.date, apiKeyId: r.api_key_id, endpoint: r.endpoint, ...figuresOf(r) }))
      .filter(used);
  }

  private parameters(filter: UsageFilter): unknown[] {
    return [filter.accountId, filter.from, filter.to, filter.apiKeyId ?? null];
  }
}
