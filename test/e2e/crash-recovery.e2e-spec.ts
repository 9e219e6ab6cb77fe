import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { CreditHolds } from '../../src/billing/holds/credit-holds.js';
import { balanceOf, createAccount, holdCredit } from '../helpers/accounts.js';
import { AppProcess } from '../helpers/app-process.js';
import { PROBE_COST_MICROS } from '../helpers/chain-probe.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Set by the test command when a PostgreSQL server answers (the child needs its address). */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const describeWithServer = DATABASE_URL ? describe : describe.skip;

describeWithServer('a server killed in the middle of paid requests', () => {
  let t: TestApp;
  let dataDir: string;
  const children: AppProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(join(tmpdir(), 'speech-api-crash-'));
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<AppProcess> {
    const child = await AppProcess.start({
      NODE_ENV: 'test',
      DATABASE_URL,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      RATE_LIMIT_PER_MINUTE: '1000',
      REDIS_URL: undefined,
    });
    children.push(child);
    return child;
  }

  async function holdsOf(accountId: string): Promise<number> {
    const [{ count }] = await t.db.query<Array<{ count: string }>>(
      `SELECT count(*) FROM credit_holds WHERE account_id = $1`,
      [accountId],
    );
    return Number(count);
  }

  it('releases the holds of the requests it was serving once its lease lapsed, committed charges and a live hold intact', async () => {
    const account = await createAccount(t, 100_000);
    // $1,000 of top-ups: 20 requests of the account may run at once.
    await t.db.transaction((tx) =>
      t.app.get(CreditLedger).creditTopUp(tx, account.id, randomUUID(), 1_000_000_000),
    );
    const key = { 'x-api-key': account.apiKey };
    const first = await startServer();
    for (let i = 0; i < 3; i++) {
      await request(first.baseUrl).post('/test-probe/reserve').set(key).expect(201);
    }
    const inFlight = Array.from({ length: 15 }, () =>
      fetch(`${first.baseUrl}/test-probe/paid-hang`, { method: 'POST', headers: key }).catch(
        () => undefined,
      ),
    );
    while ((await holdsOf(account.id)) < 15) await new Promise((r) => setTimeout(r, 50));
    // A request of another instance, alive, which the restart must leave alone.
    const liveHold = await holdCredit(t, { accountId: account.id, endpoint: '/tts' }, 500);

    await first.kill();
    await Promise.all(inFlight);
    expect(await holdsOf(account.id)).toBe(16);

    const second = await startServer();
    // The killed server's lease lapses within 30 s; the next sweep, a cluster chore run every
    // minute, releases what it held.
    const deadline = Date.now() + 150_000;
    while ((await holdsOf(account.id)) > 1 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await holdsOf(account.id)).toBe(1);
    const afterCharges = 1_000_100_000 - 3 * PROBE_COST_MICROS;
    expect(await balanceOf(t.db, account.id)).toEqual({
      cached: afterCharges - 500,
      ledger: afterCharges,
    });
    const usage = await request(second.baseUrl)
      .get('/usage')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(usage.body.totals).toMatchObject({ requests: 3, costMicros: 3 * PROBE_COST_MICROS });
    await request(second.baseUrl).post('/test-probe/reserve').set(key).expect(201);

    await t.app.get(CreditHolds).release(liveHold);
    expect(await holdsOf(account.id)).toBe(0);
  });
});
