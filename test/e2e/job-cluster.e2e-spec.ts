import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { AppProcess } from '../helpers/app-process.js';
import { loopedSpeechWav } from '../helpers/audio.js';
import { waitForJob } from '../helpers/jobs.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';

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
  const receiver = new WebhookReceiver([200]);
  beforeAll(async () => {
    // The test's own app answers the API only: every job runs in a worker child.
    t = await createTestApp({
      env: { ROLE: 'api', RATE_LIMIT_PER_MINUTE: '1000', WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
    dataDir = mkdtempSync(join(tmpdir(), 'speech-api-cluster-'));
    account = await createAccount(t, 100_000_000);
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await receiver.stop();
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
      WEBHOOK_ALLOW_PRIVATE: 'true',
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

  async function statusOf(id: string): Promise<string> {
    const [job] = await t.db.query<Array<{ status: string }>>(
      `SELECT status FROM jobs WHERE id = $1`,
      [id],
    );
    return job.status;
  }

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

  it('fails a job whose worker is killed on its last attempt: hold released, nothing charged, job.failed sent', async () => {
    await Promise.all(children.map((child) => child.kill()));
    const url = await receiver.start();
    await request(t.server)
      .post('/webhooks')
      .set('x-api-key', account.apiKey)
      .send({ url, events: ['job.failed'] })
      .expect(201);
    const before = await balanceOf(t.db, account.id);
    const id = await submitTo(t, TEXT.repeat(8));
    // No worker runs yet: its queue entry is made the last the queue grants, as if every
    // earlier delivery had died with its worker.
    const updated = await t.db.query<Array<{ id: string }>>(
      `WITH changed AS (
         UPDATE pgboss.job SET retry_count = retry_limit
         WHERE name = 'tts-jobs' AND data->>'jobId' = $1 RETURNING id
       ) SELECT id FROM changed`,
      [id],
    );
    expect(updated).toHaveLength(1);
    const doomed = await start('worker');
    while ((await statusOf(id)) !== 'running') await new Promise((r) => setTimeout(r, 50));
    await doomed.kill();
    await start('worker');

    const job = await waitForJob(t, account.apiKey, id, 90_000);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The job could not be completed; submit it again',
      costMicros: 0,
      result: null,
    });
    expect(await balanceOf(t.db, account.id)).toEqual(before);
    const [{ holds, charges }] = await t.db.query<Array<{ holds: string; charges: string }>>(
      `SELECT (SELECT count(*) FROM credit_holds WHERE job_id = $1) AS holds,
              (SELECT count(*) FROM ledger_entries WHERE request_id = $1) AS charges`,
      [id],
    );
    expect([Number(holds), Number(charges)]).toEqual([0, 0]);
    const deadline = Date.now() + 30_000;
    while (receiver.received.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const events = receiver.received.map((delivery) => JSON.parse(delivery.body));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'job.failed',
        data: expect.objectContaining({ id, status: 'failed', costMicros: 0 }),
      }),
    ]);
  });

  it('finishes a transcription whose worker is killed mid-job on another worker, charged once to the micro-dollar', async () => {
    await Promise.all(children.map((child) => child.kill()));
    const bytes = loopedSpeechWav(dataDir, 30);
    // An API of the cluster: the upload goes to the folder its workers share.
    const api = await start('api');
    const before = await balanceOf(t.db, account.id);
    const submitted = await request(api.baseUrl)
      .post('/stt/jobs')
      .set('x-api-key', account.apiKey)
      .attach('audio', bytes, 'half-a-minute.wav')
      .field('language', 'en')
      .expect(202);
    const id = submitted.body.id as string;
    const first = await start('worker');
    while ((await statusOf(id)) !== 'running') await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1000));
    await first.kill();
    expect(await statusOf(id)).toBe('running');
    await start('worker');

    const job = await waitForJob(t, account.apiKey, id, 240_000);
    expect(job).toMatchObject({
      status: 'succeeded',
      error: null,
      durationSeconds: expect.any(Number),
    });
    // Run twice: the queue delivered its entry again after the worker died.
    const [entry] = await t.db.query<Array<{ retry_count: number }>>(
      `SELECT retry_count FROM pgboss.job WHERE name = 'stt-jobs' AND data->>'jobId' = $1`,
      [id],
    );
    expect(entry.retry_count).toBe(1);
    const transcript = await request(api.baseUrl)
      .get(`/jobs/${id}/result`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    const text = transcript.body.text as string;
    expect(text.length).toBeGreaterThan(50);
    expect(job).toMatchObject({ characters: text.length, costMicros: 25 * text.length });
    const charges = await t.db.query<Array<{ amount_micros: string }>>(
      `SELECT amount_micros FROM ledger_entries WHERE request_id = $1 AND kind = 'charge'`,
      [id],
    );
    expect(charges.map((charge) => Number(charge.amount_micros))).toEqual([-25 * text.length]);
    const after = await balanceOf(t.db, account.id);
    expect(after).toEqual({
      cached: before.ledger - 25 * text.length,
      ledger: before.ledger - 25 * text.length,
    });
  }, 300_000);
});
