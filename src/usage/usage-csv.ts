import { formatUsd } from '../common/money.js';
import type { UsageDetailRow } from '../billing/usage-ledger.js';

export const USAGE_CSV_HEADER = [
  'date',
  'key_id',
  'key_name',
  'endpoint',
  'requests',
  'characters',
  'cost_micros',
  'cost_usd',
];

/**
 * One field as RFC 4180 writes it. A leading =, +, - or @ is defused with a quote mark,
 * since spreadsheets run such a cell (a key named `=HYPERLINK(...)`) as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The usage export: a header row, then one row per day, key and endpoint; CRLF line ends. */
export function usageCsv(rows: UsageDetailRow[], keyNames: Map<string, string>): string {
  const lines = rows.map((row) =>
    [
      row.date,
      row.apiKeyId,
      (row.apiKeyId && keyNames.get(row.apiKeyId)) ?? null,
      row.endpoint,
      row.requests,
      row.characters,
      row.costMicros,
      formatUsd(row.costMicros),
    ]
      .map(csvField)
      .join(','),
  );
  return [USAGE_CSV_HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
