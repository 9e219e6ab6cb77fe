import type { TestApp } from './test-app.js';

/** An account's realtime charges from the ledger: characters, micro-dollars and entries. */
export async function realtimeChargesOf(t: TestApp, accountId: string) {
  const [row] = await t.db.query<Array<{ characters: string; micros: string; n: string }>>(
    `SELECT COALESCE(SUM(characters), 0) AS characters, COALESCE(-SUM(amount_micros), 0) AS micros,
            COUNT(*) AS n
     FROM ledger_entries WHERE account_id = $1 AND endpoint = '/tts/realtime' AND kind = 'charge'`,
    [accountId],
  );
  return { characters: Number(row.characters), micros: Number(row.micros), count: Number(row.n) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
