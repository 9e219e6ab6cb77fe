import request from 'supertest';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { balanceOf, createAccount } from '../helpers/accounts.js';
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

  it('ends 200 simultaneous reservations against credit for 150 with 150 successes, 50 refusals and zero left', async () => {
    const account = await createAccount(t, 150 * 1000);
    const ledger = t.app.get(CreditLedger);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        ledger.reserve({ accountId: account.id, endpoint: '/tts', characters: 40 }, 1000),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(150);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(50);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 0, ledger: 0 });
  });
});
