import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
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

  it('is served on a Unix socket in DATA_DIR that only the service user can open, not over TCP', async () => {
    const url = new URL((t.db.options as { url: string }).url);
    const folder = url.searchParams.get('host')!;
    expect(folder).toBe(join(t.dataDir, 'socket'));
    expect(url.port).toBe('');
    const socket = join(folder, '.s.PGSQL.5432');
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(statSync(folder).mode & 0o777).toBe(0o700);

    // The probe of the report, as another local user: it cannot even reach the socket.
    const probe = `require('node:net').connect(process.argv[1])
      .on('connect', () => { console.log('connected'); process.exit(0); })
      .on('error', (e) => { console.log(e.code); process.exit(0); });`;
    const asNobody = spawnSync(process.execPath, ['-e', probe, socket], {
      uid: 65534,
      gid: 65534,
      encoding: 'utf8',
    });
    expect(asNobody.stdout.trim()).toBe('EACCES');
    const client = new pg.Client((t.db.options as { url: string }).url);
    await client.connect();
    await client.end();
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
