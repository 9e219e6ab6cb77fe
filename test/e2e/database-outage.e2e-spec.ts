import pg from 'pg';
import request from 'supertest';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Takes the app's database away the way an outage does: new connections refused and the
 * open ones terminated (pg_terminate_backend), then gives it back. Needs a PostgreSQL
 * server; the embedded database has no administrator to do this.
 */
(serverUrl ? describe : describe.skip)('a PostgreSQL outage mid-run', () => {
  let t: TestApp;
  let account: TestAccount;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t);
    const url = new URL(serverUrl!);
    database = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await setAcceptingConnections(true);
    await admin.end();
    await t.close();
  });

  async function setAcceptingConnections(accepting: boolean): Promise<void> {
    await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS ${accepting}`);
    if (!accepting) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
    }
  }

  const profile = () =>
    request(t.server).get('/auth/profile').set('authorization', `Bearer ${account.token}`);

  it('answers 503 without a stack while the database is gone, and recovers by itself', async () => {
    await profile().expect(200);
    await setAcceptingConnections(false);

    for (const send of [
      profile,
      () => request(t.server).post('/tts').set('x-api-key', account.apiKey).send({ text: 'مرحبا' }),
      () =>
        request(t.server)
          .post('/auth/login')
          .send({ email: account.email, password: 'password-123' }),
    ]) {
      const res = await send().expect(503);
      expect(res.body).toEqual({
        error: 'Service temporarily unavailable',
        code: 'service_unavailable',
      });
    }
    const health = await request(t.server).get('/health').expect(503);
    expect(health.body).toEqual({ error: 'Database is unreachable', code: 'service_unavailable' });
    await request(t.server).get('/health/ready').expect(503);
    await request(t.server).get('/health/live').expect(200);

    await setAcceptingConnections(true);
    await profile().expect(200);
    expect((await request(t.server).get('/health/ready').expect(200)).body).toEqual({
      status: 'ready',
      database: 'up',
    });
  });
});
