import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { AppProcess } from '../helpers/app-process.js';
import { waitForJob } from '../helpers/jobs.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Set by the test command when a PostgreSQL server answers (the children need its address). */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const describeWithServer = DATABASE_URL ? describe : describe.skip;

const TEXT = 'مرحباً بكم في خدمة تحويل النص إلى كلام، من أي مكان وفي أي وقت. '.repeat(8);

/**
 * Two API processes and two worker processes on one PostgreSQL, as docker-compose runs
 * them. (A worker child here serves the test's HTTP probe too; only the APIs are called.)
 */
describeWithServer('jobs across API and worker processes', () => {
  let t: TestApp;
  let dataDir: string;
  let account: TestAccount;
  const children: AppProcess[] = [];
  beforeAll(async () => {
    // The test's own app answers the API only: every job runs in a worker child.
    t = await createTestApp({ env: { ROLE: 'api', RATE_LIMIT_PER_MINUTE: '1000' } });
    dataDir = mkdtempSync(join(tmpdir(), 'speech-api-cluster-'));
    account = await createAccount(t, 100_000_000);
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(role: 'api' | 'worker'): Promise<AppProcess> {
    const child = await AppProcess.start({
      NODE_ENV: 'test',
      ROLE: role,
      JOB_CONCURRENCY: '1',
      DATABASE_URL,
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      RATE_LIMIT_PER_MINUTE: '1000',
      REDIS_URL: undefined,
    });
    children.push(child);
    return child;
  }

  const submitTo = (api: AppProcess | TestApp, text = TEXT) =>
    request('baseUrl' in api ? api.baseUrl : api.server)
      .post('/tts/jobs')
      .set('x-api-key', account.apiKey)
      .send({ text })
      .expect(202)
      .then((res) => res.body.id as string);

  async function runningNow(): Promise<number> {
    const [{ n }] = await t.db.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM jobs WHERE account_id = $1 AND status = 'running'`,
      [account.id],
    );
    return Number(n);
  }

  async function expectChargedOnceEach(ids: string[]): Promise<void> {
    const charges = await t.db.query<Array<{ request_id: string; n: string }>>(
      `SELECT request_id, count(*) AS n FROM ledger_entries
       WHERE account_id = $1 AND kind = 'charge' AND request_id = ANY($2) GROUP BY request_id`,
      [account.id, ids],
    );
    expect(charges).toHaveLength(ids.length);
    expect(charges.every((charge) => Number(charge.n) === 1)).toBe(true);
    const balance = await balanceOf(t.db, account.id);
    expect(balance.cached).toBe(balance.ledger);
    const [{ holds }] = await t.db.query<Array<{ holds: string }>>(
      `SELECT count(*) AS holds FROM credit_holds WHERE account_id = $1`,
      [account.id],
    );
    expect(Number(holds)).toBe(0);
  }

  it('spreads jobs submitted to two APIs over two workers, one job each at a time', async () => {
    const [apiA, apiB] = [await start('api'), await start('api')];
    await start('worker');
    await start('worker');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submitTo(i % 2 ? apiB : apiA));
    let most = 0;
    const watching = setInterval(() => {
      void runningNow().then((n) => (most = Math.max(most, n)));
    }, 100);
    try {
      for (const id of ids) {
        expect((await waitForJob(t, account.apiKey, id, 180_000)).status).toBe('succeeded');
      }
    } finally {
      clearInterval(watching);
    }
    // Each worker runs one job at a time: two at once means both took jobs.
    expect(most).toBe(2);
    await expectChargedOnceEach(ids);
  });

  it('finishes every job, each charged once, after kill -9 of a worker and of an API mid-job', async () => {
    const [apiA, workerA] = [children[0], children[2]];
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submitTo(i % 2 ? t : apiA));
    while ((await runningNow()) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    await workerA.kill();
    await apiA.kill();
    await start('worker');
    for (const id of ids) {
      expect((await waitForJob(t, account.apiKey, id, 240_000)).status).toBe('succeeded');
    }
    await expectChargedOnceEach(ids);
  });
});
