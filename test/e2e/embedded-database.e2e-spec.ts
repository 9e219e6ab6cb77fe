import pg from 'pg';
import request from 'supertest';
import { balanceOf, createAccount } from '../helpers/accounts.js';
import { expectHoldRaceToSettleEven } from '../helpers/hold-race.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The default a laptop gets with no DATABASE_URL: PGlite in DATA_DIR, same migrations. */
describe('the embedded database default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ embedded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs the real migrations and serves the workspace', async () => {
    const health = await request(t.server).get('/health').expect(200);
    expect(health.body.database).toBe('up');
    const account = await createAccount(t, 1_000_000);
    const profile = await request(t.server)
      .get('/auth/profile')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(profile.body).toMatchObject({ balanceMicros: 1_000_000, balanceUsd: '1.00' });
  });

  it('returns 64-bit integers as exact numbers', async () => {
    const account = await createAccount(t, 4_000_000_000_000);
    expect(await balanceOf(t.db, account.id)).toEqual({
      cached: 4_000_000_000_000,
      ledger: 4_000_000_000_000,
    });
  });

  it('ends 200 simultaneous holds against credit for 150 with 150 successes, 50 refusals and zero left once settled', async () => {
    await expectHoldRaceToSettleEven(t);
  });

  it("keeps one connection's transaction whole: another connection waits for its end and never reads what it rolled back", async () => {
    const url = (t.db.options as { url: string }).url;
    const [writer, reader] = [new pg.Client(url), new pg.Client(url)];
    await Promise.all([writer.connect(), reader.connect()]);
    try {
      await writer.query('CREATE TABLE turn_probe (n int)');
      await writer.query('BEGIN');
      await writer.query('INSERT INTO turn_probe VALUES (1)');
      // Asked while the writer's transaction is open: one shared session would read its rows.
      const read = reader
        .query<{ count: string }>('SELECT count(*) FROM turn_probe')
        .then((r) => Number(r.rows[0].count));
      await writer.query('INSERT INTO turn_probe VALUES (2)');
      await writer.query('ROLLBACK');
      expect(await read).toBe(0);
    } finally {
      await writer.query('DROP TABLE IF EXISTS turn_probe').catch(() => undefined);
      await Promise.all([writer.end(), reader.end()]);
    }
  });
});
