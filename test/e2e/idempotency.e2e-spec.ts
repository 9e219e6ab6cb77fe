import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { ChainProbeModule, PROBE_COST_MICROS } from '../helpers/chain-probe.js';
import { AbortingClient } from '../helpers/client-abort.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('Idempotency-Key on billed and money-moving routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '10000' },
      extra: { imports: [ChainProbeModule] },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const tts = (account: TestAccount, key: string, text = 'مرحبا بكم') =>
    request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .set('Idempotency-Key', key)
      .send({ text });

  it('replays the first TTS answer to a retry with the same key and charges once', async () => {
    const account = await createAccount(t, 1_000_000);
    const first = await tts(account, 'tts-retry-1').expect(200);
    const again = await tts(account, 'tts-retry-1').expect(200);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toEqual(first.body);
    for (const header of ['x-character-count', 'x-cost-micros', 'x-output-format']) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
    expect(again.headers['x-cost-micros']).toBe(String(first.body.characters * 25));
    const cost = first.body.characters * 25;
    expect(await balanceOf(t.db, account.id)).toEqual({
      cached: 1_000_000 - cost,
      ledger: 1_000_000 - cost,
    });
    const usage = await request(t.server)
      .get('/usage')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(usage.body.totals.requests).toBe(1);
  });

  it('answers 409 when the key comes back with a different request', async () => {
    const account = await createAccount(t, 1_000_000);
    await tts(account, 'tts-retry-2').expect(200);
    const res = await tts(account, 'tts-retry-2', 'نص آخر').expect(409);
    expect(res.body).toEqual({
      error: 'Idempotency-Key was used with a different request',
      code: 'idempotency_key_reused',
    });
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const account = await createAccount(t, 1_000_000);
    const send = () =>
      request(t.server)
        .post('/test-probe/paid-work')
        .set('x-api-key', account.apiKey)
        .set('Idempotency-Key', 'probe-1');
    const first = send();
    const running = first.then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await send().expect(409);
    expect(second.body).toEqual({
      error: 'A request with this Idempotency-Key is in progress',
      code: 'idempotency_key_in_use',
    });
    expect((await running).status).toBe(201);
    expect((await send().expect(201)).headers['idempotency-replayed']).toBe('true');
    expect((await balanceOf(t.db, account.id)).ledger).toBe(1_000_000 - PROBE_COST_MICROS);
  });

  it('keeps keys apart per account', async () => {
    const [one, other] = [await createAccount(t, 1_000_000), await createAccount(t, 1_000_000)];
    await tts(one, 'shared-key').expect(200);
    const res = await tts(other, 'shared-key').expect(200);
    expect(res.headers['idempotency-replayed']).toBeUndefined();
  });

  it('lets a retry after a client timeout run again and pay once in all', async () => {
    const account = await createAccount(t, 1_000_000);
    const client = await AbortingClient.on(t.server);
    const headers = { 'x-api-key': account.apiKey, 'Idempotency-Key': 'timed-out' };
    await client.send('/test-probe/paid-work', headers, {}, 150);
    await client.serverSawAllClose();
    let retry = await request(t.server).post('/test-probe/paid-work').set(headers);
    // The abandoned first attempt may still be winding down for a moment.
    while (retry.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      retry = await request(t.server).post('/test-probe/paid-work').set(headers);
    }
    expect(retry.status).toBe(201);
    expect(await balanceOf(t.db, account.id)).toEqual({
      cached: 1_000_000 - PROBE_COST_MICROS,
      ledger: 1_000_000 - PROBE_COST_MICROS,
    });
  });

  it('replays a top-up: one checkout, one pending top-up', async () => {
    const account = await createAccount(t);
    const start = () =>
      request(t.server)
        .post('/billing/top-ups')
        .set('Authorization', `Bearer ${account.token}`)
        .set('Idempotency-Key', 'top-up-1')
        .send({ amountUsd: 25 })
        .expect(201);
    const first = await start();
    const again = await start();
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const listed = await request(t.server)
      .get('/billing/top-ups')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(listed.body.topUps).toHaveLength(1);
  });

  it('refuses a malformed key with 400', async () => {
    const account = await createAccount(t, 1_000_000);
    const res = await tts(account, 'x'.repeat(256)).expect(400);
    expect(res.body).toEqual({
      error: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
      code: 'invalid_idempotency_key',
    });
  });

  /** What the database keeps for a key: its body in the row, or the name of its file. */
  const kept = async (key: string) => {
    const [row] = await t.db.query<Array<{ in_row: number | null; body_file: string | null }>>(
      `SELECT octet_length(body) AS in_row, body_file FROM idempotent_requests WHERE key = $1`,
      [key],
    );
    return row;
  };

  it('keeps a reply over 5 MB in a file under the data directory and streams it back', async () => {
    const account = await createAccount(t, 10_000_000);
    const send = () =>
      request(t.server)
        .post('/tts')
        .set('x-api-key', account.apiKey)
        .set('Idempotency-Key', 'large-1')
        .send({ text: 'مرحبا بكم في نشرة الأخبار. '.repeat(30), outputFormat: 'pcm_48000' })
        .expect(200);
    const first = await send();
    expect(Number(first.headers['content-length'] ?? first.text.length)).toBeGreaterThan(
      5 * 1024 * 1024,
    );
    const row = await kept('large-1');
    expect(row.in_row).toBeNull();
    expect(existsSync(join(t.dataDir, 'idempotent-replies', row.body_file!))).toBe(true);
    const again = await send();
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers['x-cost-micros']).toBe(first.headers['x-cost-micros']);
    const cost = Number(first.headers['x-cost-micros']);
    expect((await balanceOf(t.db, account.id)).ledger).toBe(10_000_000 - cost);
  });

  it('replays a stream to a retry with the same key, byte for byte, charging once', async () => {
    const account = await createAccount(t, 1_000_000);
    const send = () =>
      request(t.server)
        .post('/tts/stream')
        .set('x-api-key', account.apiKey)
        .set('Idempotency-Key', 'stream-1')
        .send({ text: 'مرحبا بكم', outputFormat: 'pcm_16000' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
    const first = await send();
    const again = await send();
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect((first.body as Buffer).length).toBeGreaterThan(0);
    for (const header of [
      'content-type',
      'x-character-count',
      'x-cost-micros',
      'x-output-format',
    ]) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
    const cost = 25 * 'مرحبا بكم'.length;
    expect(await balanceOf(t.db, account.id)).toEqual({
      cached: 1_000_000 - cost,
      ledger: 1_000_000 - cost,
    });
  });

  it('answers 409 to a stream retried while the first still streams', async () => {
    const account = await createAccount(t, 1_000_000);
    const headers = { 'x-api-key': account.apiKey, 'Idempotency-Key': 'stream-2' };
    const body = JSON.stringify({ text: 'مرحبا بكم في نشرة الأخبار. '.repeat(20) });
    const address = t.server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}/tts/stream`;
    const post = () =>
      fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
    const first = await post();
    expect(first.status).toBe(200);
    const reader = first.body!.getReader();
    await reader.read();
    const second = await post();
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: 'A request with this Idempotency-Key is in progress',
      code: 'idempotency_key_in_use',
    });
    while (!(await reader.read()).done);
  });
});
