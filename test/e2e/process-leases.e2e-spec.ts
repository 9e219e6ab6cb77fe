import pg from 'pg';
import { HoldSweeper } from '../../src/billing/holds/hold-sweeper.js';
import { createAccount, holdCredit } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const describeWithServer = DATABASE_URL ? describe : describe.skip;

/** A pooled connection that was dropped fails its next query once; the pool then replaces it. */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/** Two instances on one PostgreSQL; each tells the other is alive by its lease, not a connection. */
describeWithServer('process leases', () => {
  let serving: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    serving = await createTestApp();
    other = await createTestApp();
  });
  afterAll(async () => {
    await other.close();
    await serving.close();
  });

  it('leaves the holds of an instance that lost every database connection but still serves', async () => {
    const account = await createAccount(serving, 1_000_000);
    const hold = await holdCredit(serving, { accountId: account.id, endpoint: '/tts' }, 500);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      // Every connection of the database but this one dropped, as a restart of a pooler does.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    expect(await retried(() => other.app.get(HoldSweeper).releaseOrphans())).toBe(0);
    const [{ held }] = await other.db.query<Array<{ held: string }>>(
      `SELECT count(*) AS held FROM credit_holds WHERE id = $1`,
      [hold.id],
    );
    expect(Number(held)).toBe(1);
  });

  it('releases the holds of an instance whose lease lapsed, and only those', async () => {
    const account = await createAccount(serving, 1_000_000);
    await holdCredit(serving, { accountId: account.id, endpoint: '/tts' }, 700);
    const mine = await holdCredit(other, { accountId: account.id, endpoint: '/tts' }, 300);
    // As if `serving` had been killed 31 s ago: no renewal since.
    await other.db.query(
      `UPDATE process_leases SET expires_at = now() - interval '1 second'
       WHERE owner = (SELECT owner FROM credit_holds WHERE amount_micros = 700 AND account_id = $1)`,
      [account.id],
    );
    await other.app.get(HoldSweeper).releaseOrphans();
    const left = await other.db.query<Array<{ id: string }>>(
      `SELECT id FROM credit_holds WHERE account_id = $1`,
      [account.id],
    );
    expect(left).toEqual([{ id: mine.id }]);
  });
});
