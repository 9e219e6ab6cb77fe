import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { JobFilesSweeper } from '../../src/jobs/job-files-sweeper.js';
import { newJobId } from '../../src/jobs/job.js';
import { wordErrorRate } from '../../src/stt/word-error-rate.js';
import { silentFlac } from '../../scripts/bench/stt-audio.js';
import { processTempRoot } from '../../src/process/temp-files.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { fixture, SPEECH_TRANSCRIPT } from '../helpers/audio.js';
import { listening } from '../helpers/http-stream.js';
import { waitForJob } from '../helpers/jobs.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** What pocketsphinx's English model gets wrong on the fixture, at most. */
const MAX_WORD_ERROR_RATE = 0.3;

/** 20 characters a second of audio at 25 micro-dollars a character. */
const heldFor = (seconds: number) => 25 * Math.max(1, Math.ceil(seconds * 20));

describe('POST /stt/jobs', () => {
  let t: TestApp;
  let account: TestAccount;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 10_000_000);
    dir = mkdtempSync(join(tmpdir(), 'stt-jobs-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const submitFile = (audio: Buffer, name: string, key = account.apiKey) =>
    request(t.server)
      .post('/stt/jobs')
      .set('x-api-key', key)
      .attach('audio', audio, name)
      .field('language', 'en');

  const charges = (accountId: string) =>
    t.db.query<Array<{ endpoint: string; request_id: string }>>(
      `SELECT endpoint, request_id FROM ledger_entries
        WHERE account_id = $1 AND kind = 'charge'`,
      [accountId],
    );

  it('holds 20 characters a second at submit, transcribes in a worker, charges the transcript once, and serves JSON and SRT', async () => {
    const before = await balanceOf(t.db, account.id);
    const res = await submitFile(fixture('speech.wav'), 'speech.wav')
      .field('metadata', JSON.stringify({ call: '7' }))
      .expect(202);
    expect(res.headers.location).toBe(`/jobs/${res.body.id}`);
    const seconds = res.body.durationSeconds as number;
    expect(seconds).toBeGreaterThan(3);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^job_[0-9A-Za-z]{24}$/),
      object: 'job',
      type: 'stt',
      status: 'queued',
      costMicros: heldFor(seconds),
      metadata: { call: '7' },
      result: null,
    });

    const job = await waitForJob(t, account.apiKey, res.body.id);
    expect(job).toMatchObject({ status: 'succeeded', durationSeconds: expect.any(Number) });
    // The upload went to disk, and neither its temporary copy nor the job's is kept.
    expect(existsSync(join(t.dataDir, 'jobs', res.body.id, 'input'))).toBe(false);
    const uploads = existsSync(processTempRoot()) ? readdirSync(processTempRoot()) : [];
    expect(uploads.filter((name) => name.startsWith('upload-'))).toEqual([]);

    const json = await request(t.server)
      .get(`/jobs/${res.body.id}/result`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(json.body).toEqual({
      text: expect.any(String),
      minutes: 0.1,
      mimeType: 'audio/wav',
      language: 'en',
    });
    const text = json.body.text as string;
    expect(wordErrorRate(SPEECH_TRANSCRIPT, text)).toBeLessThanOrEqual(MAX_WORD_ERROR_RATE);
    expect(job).toMatchObject({ characters: text.length, costMicros: 25 * text.length });
    expect(json.headers['x-cost-micros']).toBe(String(25 * text.length));

    const srt = await request(t.server)
      .get(`/jobs/${res.body.id}/result?format=srt`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(srt.headers['content-type']).toMatch(/^application\/x-subrip/);
    expect(srt.text).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n/);

    const after = await balanceOf(t.db, account.id);
    expect(after).toEqual({
      cached: before.ledger - 25 * text.length,
      ledger: before.ledger - 25 * text.length,
    });
    expect(await charges(account.id)).toEqual([{ endpoint: '/stt/jobs', request_id: res.body.id }]);
  });

  it('takes base64 JSON and answers word timings when asked', async () => {
    const res = await request(t.server)
      .post('/stt/jobs')
      .set('x-api-key', account.apiKey)
      .send({
        audio: fixture('speech.flac').toString('base64'),
        language: 'en',
        timestamps: 'word',
      })
      .expect(202);
    expect(await waitForJob(t, account.apiKey, res.body.id)).toMatchObject({ status: 'succeeded' });
    const json = await request(t.server)
      .get(`/jobs/${res.body.id}/result`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(json.body).toMatchObject({ mimeType: 'audio/flac', words: expect.any(Array) });
    expect((json.body.words as unknown[]).length).toBeGreaterThan(3);
  });

  it('refuses an upload that declares more than 500 MB with 413 before reading it, writing none of it', async () => {
    const port = await listening(t.server);
    const declared = 600 * 1024 * 1024;
    const boundary = 'speech-api-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="huge.wav"\r\n` +
        'Content-Type: audio/wav\r\n\r\n',
    );
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/stt/jobs',
        method: 'POST',
        headers: {
          'x-api-key': account.apiKey,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': declared,
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() });
        });
      });
      // The server may close its side once it has answered; only an error before that counts.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      // The body is made as it is sent, a megabyte at a time, as fast as the server reads it.
      const pump = () => {
        while (!answered && sent < declared) {
          const part = sent === 0 ? head : chunk;
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Request is too large: audio files up to 500 MB, JSON bodies up to 10 MB',
      code: 'payload_too_large',
    });
    // Answered at once: what was sent is what the sockets' buffers took, nowhere near 500 MB.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    const uploads = existsSync(processTempRoot()) ? readdirSync(processTempRoot()) : [];
    expect(uploads.filter((name) => name.startsWith('upload-'))).toEqual([]);
  });

  it('refuses audio longer than 4 hours with 400 and stores no job', async () => {
    const poorer = await createAccount(t, 1_000_000);
    const res = await submitFile(silentFlac(dir, 4 * 3600 + 60), 'long.flac', poorer.apiKey);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Audio is longer than 4 hours');
    const list = await request(t.server).get('/jobs').set('x-api-key', poorer.apiKey).expect(200);
    expect(list.body).toEqual({ data: [], hasMore: false });
  });

  it('answers 402 when the balance is not positive, and stores no job', async () => {
    const broke = await createAccount(t, 0);
    const res = await submitFile(fixture('speech.wav'), 'speech.wav', broke.apiKey).expect(402);
    expect(res.body.error).toMatch(/^Insufficient API balance/);
    const list = await request(t.server).get('/jobs').set('x-api-key', broke.apiKey).expect(200);
    expect(list.body).toEqual({ data: [], hasMore: false });
  });

  it('holds no more than the balance, and a cancel gives all of it back to the micro-dollar', async () => {
    const small = await createAccount(t, 1_000);
    const res = await submitFile(fixture('speech.wav'), 'speech.wav', small.apiKey).expect(202);
    expect(res.body.costMicros).toBe(1_000);
    expect(await balanceOf(t.db, small.id)).toEqual({ cached: 0, ledger: 1_000 });
    const canceled = await request(t.server)
      .delete(`/jobs/${res.body.id}`)
      .set('x-api-key', small.apiKey)
      .expect(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', costMicros: 0 });
    expect(await balanceOf(t.db, small.id)).toEqual({ cached: 1_000, ledger: 1_000 });
    expect(await charges(small.id)).toEqual([]);
    await request(t.server)
      .get(`/jobs/${res.body.id}/result`)
      .set('x-api-key', small.apiKey)
      .expect(409);
  });

  it('answers a multipart retry with the same Idempotency-Key with the same job, held once', async () => {
    const keyed = await createAccount(t, 1_000_000);
    const send = () =>
      submitFile(fixture('speech.wav'), 'speech.wav', keyed.apiKey).set(
        'Idempotency-Key',
        'stt-job-retry-1',
      );
    const first = await send().expect(202);
    const again = await send().expect(202);
    expect(again.body.id).toBe(first.body.id);
    const list = await request(t.server).get('/jobs').set('x-api-key', keyed.apiKey).expect(200);
    expect((list.body.data as Array<{ id: string }>).map((job) => job.id)).toEqual([first.body.id]);
    const job = await waitForJob(t, keyed.apiKey, first.body.id);
    expect(await balanceOf(t.db, keyed.id)).toEqual({
      cached: 1_000_000 - (job.costMicros as number),
      ledger: 1_000_000 - (job.costMicros as number),
    });
  });

  it("answers 404 Job not found for another account's stt job", async () => {
    const res = await submitFile(fixture('speech.wav'), 'speech.wav').expect(202);
    const other = await createAccount(t, 1_000_000);
    for (const path of [`/jobs/${res.body.id}`, `/jobs/${res.body.id}/result`]) {
      const got = await request(t.server).get(path).set('x-api-key', other.apiKey).expect(404);
      expect(got.body).toEqual({ error: 'Job not found', code: 'job_not_found' });
    }
    await request(t.server)
      .delete(`/jobs/${res.body.id}`)
      .set('x-api-key', other.apiKey)
      .expect(404);
    await waitForJob(t, account.apiKey, res.body.id);
  });

  it('sweeps job folders that no job needs, once untouched for an hour, and keeps the rest', async () => {
    const owner = await createAccount(t, 1_000_000);
    const root = join(t.dataDir, 'jobs');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    /** A job folder with one file, last written at `at`. */
    const folder = (id: string, file: string, at = twoHoursAgo) => {
      mkdirSync(join(root, id), { recursive: true });
      writeFileSync(join(root, id, file), 'audio');
      utimesSync(join(root, id, file), at, at);
      utimesSync(join(root, id), at, at);
      return id;
    };
    const job = async (status: string, result?: object, resultExpiresInHours?: number) => {
      const id = newJobId();
      await t.db.query(
        `INSERT INTO jobs (id, account_id, type, request, status, result, result_expires_at)
         VALUES ($1, $2, 'stt', '{}', $3, $4, now() + make_interval(hours => $5))`,
        [id, owner.id, status, result ?? null, resultExpiresInHours ?? null],
      );
      return id;
    };
    // An upload a crashed submit copied before its job was committed.
    const abandoned = folder(newJobId(), 'input');
    // An upload being copied now, its job not yet committed.
    const inFlight = folder(newJobId(), 'input.partial', new Date());
    const failed = folder(await job('failed'), 'input');
    const canceled = folder(await job('canceled'), 'input');
    // Its result expired and was forgotten, but a crash came before its files were removed.
    const expired = folder(await job('succeeded', undefined, -1), 'transcript.json');
    const queued = folder(await job('queued'), 'input');
    const running = folder(await job('running'), 'input');
    const succeeded = folder(await job('succeeded', { answer: {} }, 24), 'transcript.json');
    writeFileSync(join(root, 'not-a-job'), 'kept');

    await t.app.get(JobFilesSweeper).sweep();

    const left = (names: string[]) => names.filter((name) => existsSync(join(root, name)));
    expect(left([abandoned, failed, canceled, expired])).toEqual([]);
    expect(left([inFlight, queued, running, succeeded, 'not-a-job'])).toHaveLength(5);
    // Once per cluster: a cron schedule of the queue, not a timer in every process.
    const schedules = await t.db.query<Array<{ name: string }>>(
      `SELECT name FROM pgboss.schedule WHERE name = 'job-files-sweep'`,
    );
    expect(schedules).toHaveLength(1);
  });
});
