import type { EntityManager } from 'typeorm';
import { JobCredit } from '../../src/billing/holds/job-credit.js';
import { balanceOf, createAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A job's credit in the middle tier, no HTTP in between: held in the job's name, settled
 * once however often its settlement runs (a worker that died after settling runs again),
 * released by a cancel. On PostgreSQL and on the embedded database.
 */
describe.each([
  ['PostgreSQL (or the embedded database when no server answers)', false],
  ['the embedded database', true],
])('JobCredit on %s', (_label, embedded) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ embedded });
  });
  afterAll(async () => {
    await t.close();
  });

  async function newJob(db: EntityManager, accountId: string, id: string): Promise<void> {
    await db.query(
      `INSERT INTO jobs (id, account_id, type, request) VALUES ($1, $2, 'tts', '{}')`,
      [id, accountId],
    );
  }

  it('charges a job once when its settlement runs three times, even at once', async () => {
    const credit = t.app.get(JobCredit);
    const account = await createAccount(t, 100_000);
    const jobId = `job_${'a'.repeat(23)}${embedded ? 'e' : 'p'}`;
    const context = { accountId: account.id, endpoint: '/tts/jobs', requestId: jobId };
    await t.db.transaction(async (tx) => {
      await credit.hold(jobId, context, 25_000, tx);
      await newJob(tx, account.id, jobId);
    });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 75_000, ledger: 100_000 });
    const settle = () =>
      t.db.transaction((tx) =>
        credit.settle(jobId, context, { amountMicros: 25_000, characters: 1000 }, tx),
      );
    const charges = await Promise.all([settle(), settle(), settle()]);
    expect(charges.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 75_000, ledger: 75_000 });
    const rows = await t.db.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM ledger_entries WHERE request_id = $1 AND kind = 'charge'`,
      [jobId],
    );
    expect(Number(rows[0].n)).toBe(1);
  });

  it('charges nothing for a job whose hold a cancel released first', async () => {
    const credit = t.app.get(JobCredit);
    const account = await createAccount(t, 100_000);
    const jobId = `job_${'b'.repeat(23)}${embedded ? 'e' : 'p'}`;
    const context = { accountId: account.id, endpoint: '/tts/jobs', requestId: jobId };
    await t.db.transaction(async (tx) => {
      await credit.hold(jobId, context, 40_000, tx);
      await newJob(tx, account.id, jobId);
    });
    await t.db.transaction((tx) => credit.release(jobId, tx));
    const charge = await t.db.transaction((tx) =>
      credit.settle(jobId, context, { amountMicros: 40_000, characters: 1600 }, tx),
    );
    expect(charge).toBeNull();
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 100_000, ledger: 100_000 });
  });
});
