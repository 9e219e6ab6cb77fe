import request from 'supertest';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { chargeCredit, createAccount, holdCredit } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('usage reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums billed requests by key, day and endpoint, leaving refunded ones and those in flight out', async () => {
    const account = await createAccount(t, 1_000_000);
    const base = { accountId: account.id, apiKeyId: account.apiKeyId };
    await chargeCredit(t, { ...base, endpoint: '/tts', characters: 100 }, 2500);
    await chargeCredit(t, { ...base, endpoint: '/tts', characters: 40 }, 1000);
    await chargeCredit(t, { ...base, endpoint: '/stt/transcribe', characters: 12 }, 300);
    const undelivered = await chargeCredit(
      t,
      { ...base, endpoint: '/tts', characters: 999 },
      24_975,
    );
    await t.app.get(CreditLedger).refund(undelivered);
    await holdCredit(t, { ...base, endpoint: '/tts' }, 5000); // in flight: not usage yet

    const res = await request(t.server)
      .get('/usage')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.totals).toEqual({
      requests: 3,
      characters: 152,
      costMicros: 3800,
      costUsd: '0.0038',
    });
    expect(res.body.byKey).toEqual([
      {
        keyId: account.apiKeyId,
        name: 'test key',
        requests: 3,
        characters: 152,
        costMicros: 3800,
        costUsd: '0.0038',
      },
    ]);
    expect(res.body.byDay).toEqual([
      { date: today, requests: 3, characters: 152, costMicros: 3800, costUsd: '0.0038' },
    ]);
    expect(res.body.byEndpoint).toEqual([
      {
        endpoint: '/stt/transcribe',
        requests: 1,
        characters: 12,
        costMicros: 300,
        costUsd: '0.0003',
      },
      { endpoint: '/tts', requests: 2, characters: 140, costMicros: 3500, costUsd: '0.0035' },
    ]);
    expect(Date.parse(res.body.to) - Date.parse(res.body.from)).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('filters by key and by dates', async () => {
    const account = await createAccount(t, 1_000_000);
    await chargeCredit(
      t,
      { accountId: account.id, apiKeyId: account.apiKeyId, endpoint: '/tts', characters: 10 },
      250,
    );
    const auth = { Authorization: `Bearer ${account.token}` };
    const otherKey = '00000000-0000-4000-8000-000000000000';
    const none = await request(t.server).get(`/usage?keyId=${otherKey}`).set(auth).expect(200);
    expect(none.body.totals.requests).toBe(0);
    const past = await request(t.server)
      .get('/usage?from=2020-01-01&to=2020-01-31')
      .set(auth)
      .expect(200);
    expect(past.body.totals.requests).toBe(0);
    expect(past.body.from).toBe('2020-01-01T00:00:00.000Z');
  });

  it('exports the same usage as CSV, a row per day, key and endpoint, and filters by key', async () => {
    const account = await createAccount(t, 1_000_000);
    const second = await request(t.server)
      .post('/api-keys')
      .set('Authorization', `Bearer ${account.token}`)
      .send({ name: 'ci, nightly' })
      .expect(201);
    const base = { accountId: account.id };
    await chargeCredit(
      t,
      { ...base, apiKeyId: account.apiKeyId, endpoint: '/tts', characters: 100 },
      2500,
    );
    await chargeCredit(
      t,
      { ...base, apiKeyId: account.apiKeyId, endpoint: '/tts', characters: 40 },
      1000,
    );
    await chargeCredit(
      t,
      { ...base, apiKeyId: second.body.id, endpoint: '/stt/transcribe', characters: 12 },
      300,
    );
    const refunded = await chargeCredit(
      t,
      { ...base, apiKeyId: second.body.id, endpoint: '/tts', characters: 9 },
      225,
    );
    await t.app.get(CreditLedger).refund(refunded);

    const csv = await request(t.server)
      .get('/usage?format=csv')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename=usage.csv');
    const today = new Date().toISOString().slice(0, 10);
    const [first, secondKey] = [account.apiKeyId, second.body.id as string];
    const rows = [
      [today, first, 'test key', '/tts', '2', '140', '3500', '0.0035'],
      [today, secondKey, '"ci, nightly"', '/stt/transcribe', '1', '12', '300', '0.0003'],
    ].sort((a, b) => a[1].localeCompare(b[1]));
    expect(csv.text).toBe(
      [
        'date,key_id,key_name,endpoint,requests,characters,cost_micros,cost_usd',
        ...rows.map((r) => r.join(',')),
        '',
      ].join('\r\n'),
    );

    const oneKey = await request(t.server)
      .get(`/usage?format=csv&keyId=${secondKey}`)
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(oneKey.text.trim().split('\r\n')).toHaveLength(2);
    expect(oneKey.text).toContain('/stt/transcribe');
  });

  it.each([
    ['from=yesterday', 'from must be an ISO-8601 date'],
    ['keyId=42', 'keyId must be a UUID'],
    ['from=2026-02-01&to=2026-01-01', 'from must not be after to'],
    ['bogus=1', 'property bogus should not exist'],
    ['format=xml', 'format must be one of: json, csv'],
  ])('rejects ?%s with 400', async (query, message) => {
    const account = await createAccount(t);
    const res = await request(t.server)
      .get(`/usage?${query}`)
      .set('Authorization', `Bearer ${account.token}`)
      .expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
  });
});
