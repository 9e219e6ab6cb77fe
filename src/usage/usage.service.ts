import { Injectable } from '@nestjs/common';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { UsageLedger, type UsageFilter, type UsageRow } from '../billing/usage-ledger.js';
import { formatUsd } from '../common/money.js';
import { usageCsv } from './usage-csv.js';
import { usageRange } from './usage-range.js';
import type { UsageFigures, UsageReport } from './dto/usage-report.dto.js';

@Injectable()
export class UsageService {
  constructor(
    private readonly ledger: UsageLedger,
    private readonly keys: ApiKeysService,
  ) {}

  /** The same range and key filter as the report, one CSV row per day, key and endpoint. */
  async csv(accountId: string, query: { from?: string; to?: string; keyId?: string }) {
    const [rows, keys] = await Promise.all([
      this.ledger.detail({ accountId, ...usageRange(query.from, query.to), apiKeyId: query.keyId }),
      this.keys.list(accountId),
    ]);
    return usageCsv(rows, new Map(keys.map((k) => [k.id, k.name])));
  }

  async report(
    accountId: string,
    query: { from?: string; to?: string; keyId?: string },
  ): Promise<UsageReport> {
    const range = usageRange(query.from, query.to);
    const filter: UsageFilter = { accountId, ...range, apiKeyId: query.keyId };
    const [totals, byKey, byDay, byEndpoint, keys] = await Promise.all([
      this.ledger.usage(filter, 'total'),
      this.ledger.usage(filter, 'key'),
      this.ledger.usage(filter, 'day'),
      this.ledger.usage(filter, 'endpoint'),
      this.keys.list(accountId),
    ]);
    const keyNames = new Map(keys.map((k) => [k.id, k.name]));
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      totals: figures(totals[0]),
      byKey: byKey.map((r) => ({
        keyId: r.group,
        name: (r.group && keyNames.get(r.group)) ?? null,
        ...figures(r),
      })),
      // Grouped by the day of created_at, which every entry has.
      byDay: byDay.map((r) => ({ date: r.group!, ...figures(r) })),
      byEndpoint: byEndpoint.map((r) => ({ endpoint: r.group, ...figures(r) })),
    };
  }
}

function figures(row: UsageRow | undefined): UsageFigures {
  const costMicros = row?.costMicros ?? 0;
  return {
    requests: row?.requests ?? 0,
    characters: row?.characters ?? 0,
    costMicros,
    costUsd: formatUsd(costMicros),
  };
}
