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

export type UsageGrouping = 'total' | 'key' | 'day' | 'endpoint';

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
    const rows = await this.db.query<
      Array<{ group: string | null; requests: string; characters: string; cost: string }>
    >(
      `SELECT ${group} AS "group",
              COALESCE(SUM(requests), 0) AS requests,
              COALESCE(SUM(characters), 0) AS characters,
              COALESCE(-SUM(amount_micros), 0) AS cost
       FROM ledger_entries
       WHERE account_id = $1 AND kind IN ('charge', 'refund')
         AND created_at >= $2 AND created_at < $3
         AND ($4::uuid IS NULL OR api_key_id = $4::uuid)
       GROUP BY 1 ORDER BY 1`,
      [filter.accountId, filter.from, filter.to, filter.apiKeyId ?? null],
    );
    return rows
      .map((r) => ({
        group: r.group,
        requests: Number(r.requests),
        characters: Number(r.characters),
        costMicros: Number(r.cost),
      }))
      .filter((r) => grouping === 'total' || r.requests !== 0 || r.costMicros !== 0);
  }
}
