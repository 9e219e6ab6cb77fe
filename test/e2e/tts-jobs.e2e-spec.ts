import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { decodedSeconds } from '../helpers/audio.js';
import { waitForJob } from '../helpers/jobs.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SENTENCE = 'مرحباً بكم في خدمة تحويل النص إلى كلام. ';

describe('POST /tts/jobs', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 10_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (body: object, key = account.apiKey) =>
    request(t.server).post('/tts/jobs').set('x-api-key', key).send(body);

  it('queues a job (202, Location), runs it, and serves the audio once, charged as POST /tts', async () => {
    const before = await balanceOf(t.db, account.id);
    const text = SENTENCE.repeat(3);
    const res = await submit({ text, metadata: { chapter: '1' } }).expect(202);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^job_[0-9A-Za-z]{24}$/),
      object: 'job',
      type: 'tts',
      status: 'queued',
      progress: 0,
      characters: text.length,
      costMicros: 25 * text.length,
      metadata: { chapter: '1' },
      error: null,
      result: null,
      startedAt: null,
      finishedAt: null,
    });
    expect(res.headers.location).toBe(`/jobs/${res.body.id}`);

    const job = await waitForJob(t, account.apiKey, res.body.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      progress: 1,
      costMicros: 25 * text.length,
      result: { url: `/jobs/${res.body.id}/result`, expiresAt: expect.any(String) },
    });
    const expires = Date.parse((job.result as { expiresAt: string }).expiresAt);
    expect(expires - Date.parse(job.finishedAt as string)).toBeGreaterThan(6.9 * 24 * 3600_000);

    const audio = await request(t.server)
      .get(`/jobs/${res.body.id}/result`)
      .set('x-api-key', account.apiKey)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.headers['x-character-count']).toBe(String(text.length));
    expect(audio.headers['x-cost-micros']).toBe(String(25 * text.length));
    const { format, seconds } = await decodedSeconds(audio.body as Buffer);
    expect(format).toBe('mp3');
    expect(seconds).toBeGreaterThan(3);

    const json = await request(t.server)
      .get(`/jobs/${res.body.id}/result?format=json`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(json.body).toMatchObject({
      mimeType: 'audio/mpeg',
      voice: 'layla',
      characters: text.length,
    });
    expect(Buffer.from(json.body.audio, 'base64')).toEqual(audio.body);

    const after = await balanceOf(t.db, account.id);
    expect(before.ledger - after.ledger).toBe(25 * text.length);
    expect(after.cached).toBe(after.ledger);
    const charges = await t.db.query(
      `SELECT endpoint, request_id FROM ledger_entries WHERE account_id = $1 AND kind = 'charge'`,
      [account.id],
    );
    expect(charges).toEqual([{ endpoint: '/tts/jobs', request_id: res.body.id }]);
  });

  it('speaks a text longer than POST /tts allows, cut at sentence ends, billed on all of it', async () => {
    const text = SENTENCE.repeat(160); // 6,560 characters: two chunks
    const res = await submit({ text }).expect(202);
    const job = await waitForJob(t, account.apiKey, res.body.id, 180_000);
    expect(job).toMatchObject({ status: 'succeeded', characters: text.length });
  });

  it.each([
    [{ text: 'x'.repeat(100_001) }, 'Text exceeds 100,000 character limit'],
    [
      { segments: Array.from({ length: 501 }, () => ({ text: 'نعم', voiceId: 'omar' })) },
      'segments must contain no more than 500 lines',
    ],
    [{ text: 'مرحبا', metadata: { n: 1 } }, 'metadata.n must be a string'],
  ])('refuses %# with 400 and holds nothing', async (body, message) => {
    const res = await submit(body).expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
  });

  it('answers 402 when the credit cannot cover the whole text, and stores no job', async () => {
    const poor = await createAccount(t, 100);
    const res = await submit({ text: SENTENCE }, poor.apiKey).expect(402);
    expect(res.body.error).toMatch(/^Insufficient API balance/);
    const list = await request(t.server).get('/jobs').set('x-api-key', poor.apiKey).expect(200);
    expect(list.body).toEqual({ data: [], hasMore: false });
  });

  it("answers 404 Job not found for another account's job and for an unknown id", async () => {
    const res = await submit({ text: SENTENCE }).expect(202);
    const other = await createAccount(t, 1_000_000);
    for (const id of [res.body.id, 'job_000000000000000000000000', 'nonsense']) {
      const got = await request(t.server).get(`/jobs/${id}`).set('x-api-key', other.apiKey);
      expect(got.status).toBe(404);
      expect(got.body).toEqual({ error: 'Job not found', code: 'job_not_found' });
    }
    await request(t.server)
      .delete(`/jobs/${res.body.id}`)
      .set('x-api-key', other.apiKey)
      .expect(404);
    await waitForJob(t, account.apiKey, res.body.id);
  });

  it('cancels a queued or running job: nothing charged, its hold released, 409 after', async () => {
    const before = await balanceOf(t.db, account.id);
    const res = await submit({ text: SENTENCE.repeat(100) }).expect(202);
    const canceled = await request(t.server)
      .delete(`/jobs/${res.body.id}`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', costMicros: 0, result: null });
    const again = await request(t.server)
      .delete(`/jobs/${res.body.id}`)
      .set('x-api-key', account.apiKey)
      .expect(409);
    expect(again.body).toEqual({ error: 'Job is already finished', code: 'job_already_finished' });
    const result = await request(t.server)
      .get(`/jobs/${res.body.id}/result`)
      .set('x-api-key', account.apiKey)
      .expect(409);
    expect(result.body).toEqual({ error: 'Job has no result', code: 'job_has_no_result' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const after = await balanceOf(t.db, account.id);
    expect(after).toEqual(before);
    expect((await waitForJob(t, account.apiKey, res.body.id)).status).toBe('canceled');
  });

  it('answers a retry with the same Idempotency-Key with the same job, held and charged once', async () => {
    const keyed = await createAccount(t, 1_000_000);
    const send = () =>
      request(t.server)
        .post('/tts/jobs')
        .set('x-api-key', keyed.apiKey)
        .set('Idempotency-Key', 'chapter-7')
        .send({ text: SENTENCE });
    const first = await send().expect(202);
    const again = await send().expect(202);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    await waitForJob(t, keyed.apiKey, first.body.id);
    const list = await request(t.server).get('/jobs').set('x-api-key', keyed.apiKey).expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(await balanceOf(t.db, keyed.id)).toEqual({
      cached: 1_000_000 - 25 * SENTENCE.length,
      ledger: 1_000_000 - 25 * SENTENCE.length,
    });
  });

  it('refuses a job past 100 unfinished ones with 429 Too many unfinished jobs (100)', async () => {
    const busy = await createAccount(t, 1_000_000);
    // 100 jobs still queued, as a burst of submits would leave them.
    await t.db.query(
      `INSERT INTO jobs (id, account_id, type, request)
       SELECT 'job_' || lpad(n::text, 24, '0'), $1, 'tts', '{}' FROM generate_series(1, 100) n`,
      [busy.id],
    );
    const res = await submit({ text: SENTENCE }, busy.apiKey).expect(429);
    expect(res.body).toEqual({
      error: 'Too many unfinished jobs (100)',
      code: 'too_many_unfinished_jobs',
    });
    expect(res.headers['retry-after']).toBeDefined();
    await t.db.query(`UPDATE jobs SET status = 'canceled' WHERE account_id = $1`, [busy.id]);
    await submit({ text: SENTENCE }, busy.apiKey).expect(202);
  });

  it('answers malformed ids, queries and bodies with a 4xx, never a 500', async () => {
    const cases: Array<[method: string, path: string, status: number, body?: object]> = [
      ['get', '/jobs?limit=abc', 400],
      ['get', '/jobs?limit=0', 400],
      ['get', '/jobs?status=done', 400],
      ['get', `/jobs?startingAfter=${'x'.repeat(500)}`, 400],
      ['get', '/jobs/%00', 400],
      ['get', '/jobs/job_%27%3B--/result', 404],
      ['get', '/jobs/job_000000000000000000000000/result?format=flac', 400],
      ['delete', '/jobs/..%2F..%2Fetc', 404],
      ['post', '/webhooks', 400, { url: 'http://[::1' }],
      ['post', '/webhooks', 400, { url: 'https://example.com', events: 'job.succeeded' }],
      ['post', '/webhooks', 400, { url: 'https://example.com', events: ['job.exploded'] }],
      ['get', '/webhooks/wh_nope/deliveries', 404],
      ['post', '/tts/jobs', 400, { text: 'مرحبا', metadata: ['a'] }],
      ['post', '/tts/jobs', 400, { text: 'مرحبا', metadata: { a: 'b\u0000' } }],
    ];
    for (const [method, path, status, body] of cases) {
      const server = request(t.server);
      const sent =
        method === 'get'
          ? server.get(path)
          : method === 'delete'
            ? server.delete(path)
            : server.post(path).send(body ?? {});
      const res = await sent.set('x-api-key', account.apiKey);
      expect([method, path, res.status, typeof res.body.error]).toEqual([
        method,
        path,
        status,
        'string',
      ]);
    }
  });

  it('answers 409 Job is not finished while it is queued or running', async () => {
    const res = await submit({ text: SENTENCE.repeat(50) }).expect(202);
    const early = await request(t.server)
      .get(`/jobs/${res.body.id}/result`)
      .set('x-api-key', account.apiKey)
      .expect(409);
    expect(early.body).toEqual({ error: 'Job is not finished', code: 'job_not_finished' });
    await waitForJob(t, account.apiKey, res.body.id);
  });

  it('lists jobs newest first, by page, and filters by status and type', async () => {
    const lister = await createAccount(t, 1_000_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await submit({ text: `${i} ${SENTENCE}` }, lister.apiKey).expect(202)).body.id);
    }
    const list = (query: string) =>
      request(t.server)
        .get(`/jobs${query}`)
        .set('Authorization', `Bearer ${lister.token}`)
        .expect(200);
    const first = await list('?limit=2');
    expect(first.body.data.map((j: { id: string }) => j.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.hasMore).toBe(true);
    const second = await list(`?limit=2&startingAfter=${ids[1]}`);
    expect(second.body.data.map((j: { id: string }) => j.id)).toEqual([ids[0]]);
    expect(second.body.hasMore).toBe(false);
    expect((await list('?type=stt')).body.data).toEqual([]);
    for (const id of ids) await waitForJob(t, lister.apiKey, id);
    expect((await list('?status=succeeded')).body.data).toHaveLength(3);
    await request(t.server).get('/jobs?limit=101').set('x-api-key', lister.apiKey).expect(400);
  });
});

describe('POST /tts/jobs on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ embedded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues, runs and charges a job with no server but the embedded PostgreSQL', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await request(t.server)
      .post('/tts/jobs')
      .set('x-api-key', account.apiKey)
      .send({ text: SENTENCE })
      .expect(202);
    expect(await waitForJob(t, account.apiKey, res.body.id)).toMatchObject({
      status: 'succeeded',
      costMicros: 25 * SENTENCE.length,
    });
    const balance = await balanceOf(t.db, account.id);
    expect(balance).toEqual({
      cached: 1_000_000 - 25 * SENTENCE.length,
      ledger: 1_000_000 - 25 * SENTENCE.length,
    });
  });
});

describe('the cap of 100 unfinished jobs under simultaneous submits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the jobs accepted stay unfinished, so what the cap counts cannot change.
    t = await createTestApp({ env: { ROLE: 'api' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts exactly 5 of 10 simultaneous submissions at 95 unfinished jobs, 429 for the other 5', async () => {
    const busy = await createAccount(t, 1_000_000);
    // $1,000 of top-ups: 20 requests of the account may run at once, so all 10 reach the cap.
    await t.db.transaction((tx) =>
      t.app.get(CreditLedger).creditTopUp(tx, busy.id, randomUUID(), 1_000_000_000),
    );
    await t.db.query(
      `INSERT INTO jobs (id, account_id, type, request)
       SELECT 'job_r' || lpad(n::text, 23, '0'), $1, 'tts', '{}' FROM generate_series(1, 95) n`,
      [busy.id],
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(t.server)
          .post('/tts/jobs')
          .set('x-api-key', busy.apiKey)
          .send({ text: `${i} ${SENTENCE}` }),
      ),
    );
    const accepted = answers.filter((res) => res.status === 202);
    const refused = answers.filter((res) => res.status !== 202);
    expect(accepted).toHaveLength(5);
    expect(refused.map((res) => [res.status, res.body])).toEqual(
      Array.from({ length: 5 }, () => [
        429,
        { error: 'Too many unfinished jobs (100)', code: 'too_many_unfinished_jobs' },
      ]),
    );
    expect(refused.every((res) => res.headers['retry-after'] !== undefined)).toBe(true);
    const [{ n }] = await t.db.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM jobs WHERE account_id = $1 AND status = 'queued'`,
      [busy.id],
    );
    expect(Number(n)).toBe(100);
  });
});
