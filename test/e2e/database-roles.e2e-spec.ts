import pg from 'pg';
import request from 'supertest';
import { balanceOf, createAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The test PostgreSQL, connected as its superuser (the tables' owner here). */
const OWNER_URL = process.env.TEST_DATABASE_URL;
const describeOnPostgres = OWNER_URL ? describe : describe.skip;
const SERVING_ROLE = 'speech_serving_test';

/** The same database as another role (the local server trusts loopback connections). */
function asRole(url: string, role: string): string {
  const other = new URL(url);
  other.username = role;
  other.password = '';
  return other.toString();
}

describeOnPostgres('the serving role and the owner that migrates', () => {
  let t: TestApp;
  let serving: pg.Client;
  beforeAll(async () => {
    // What an operator (or CI) does once: a login role that owns nothing.
    const admin = new pg.Client(OWNER_URL);
    await admin.connect();
    await admin.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${SERVING_ROLE}') THEN
        CREATE ROLE ${SERVING_ROLE} LOGIN;
      END IF; END $$`);
    await admin.end();
    t = await createTestApp({
      env: { DATABASE_URL: asRole(OWNER_URL!, SERVING_ROLE), DATABASE_MIGRATION_URL: OWNER_URL },
    });
    serving = new pg.Client(asRole(OWNER_URL!, SERVING_ROLE));
    await serving.connect();
  });
  afterAll(async () => {
    await serving?.end();
    await t?.close();
  });

  it('serves as the restricted role: accounts, keys and credit work', async () => {
    const [{ user }] = await t.db.query<Array<{ user: string }>>('SELECT current_user AS user');
    expect(user).toBe(SERVING_ROLE);
    const account = await createAccount(t, 2_000_000);
    const profile = await request(t.server)
      .get('/auth/profile')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(profile.body.balanceMicros).toBe(2_000_000);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 2_000_000, ledger: 2_000_000 });
  });

  it.each([
    ['TRUNCATE the ledger', 'TRUNCATE ledger_entries CASCADE', /permission denied/],
    ['UPDATE the ledger', 'UPDATE ledger_entries SET amount_micros = 0', /permission denied/],
    ['DELETE from the ledger', 'DELETE FROM ledger_entries', /permission denied/],
    ['disable its triggers', 'ALTER TABLE ledger_entries DISABLE TRIGGER ALL', /must be owner/],
    [
      'turn triggers off for the session',
      'SET session_replication_role = replica',
      /permission denied/,
    ],
    ['drop a table', 'DROP TABLE credit_holds', /must be owner/],
  ])('cannot %s', async (_label, statement, refusal) => {
    await expect(serving.query(statement)).rejects.toThrow(refusal);
  });

  it('may read and add to the ledger, and use tables created later by the owner', async () => {
    await expect(serving.query('SELECT count(*) FROM ledger_entries')).resolves.toBeDefined();
    const owner = new pg.Client(OWNER_URL);
    await owner.connect();
    try {
      await owner.query('CREATE TABLE later_feature (id serial PRIMARY KEY, note text)');
      await serving.query(`INSERT INTO later_feature (note) VALUES ('granted by default')`);
      const { rows } = await serving.query<{ note: string }>('SELECT note FROM later_feature');
      expect(rows).toEqual([{ note: 'granted by default' }]);
    } finally {
      await owner.query('DROP TABLE IF EXISTS later_feature');
      await owner.end();
    }
  });
});
