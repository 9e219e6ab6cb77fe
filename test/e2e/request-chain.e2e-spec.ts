import request from 'supertest';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { balanceOf, chargeCredit, createAccount } from '../helpers/accounts.js';
import { ChainProbeController, ChainProbeModule } from '../helpers/chain-probe.js';
import { expectHoldRaceToSettleEven } from '../helpers/hold-race.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('the key-protected request chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extra: { imports: [ChainProbeModule] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
  ])('rejects %s with 401 "Missing or invalid Authorization header"', async (_label, key) => {
    const req = request(t.server).post('/test-probe/work');
    const res = await (key === undefined ? req : req.set('x-api-key', key)).expect(401);
    expect(res.body).toEqual({
      error: 'Missing or invalid Authorization header',
      code: 'missing_api_key',
    });
  });

  it.each([
    ['a wrong key', 'sk_live_' + 'x'.repeat(40)],
    ['an incomplete key', 'sk_live_abc'],
    ['a bearer token in its place', 'Bearer abc'],
  ])('rejects %s with 401 "Invalid or revoked API key"', async (_label, key) => {
    const res = await request(t.server).post('/test-probe/work').set('x-api-key', key).expect(401);
    expect(res.body).toEqual({ error: 'Invalid or revoked API key', code: 'invalid_api_key' });
  });

  it('rejects a revoked key immediately', async () => {
    const account = await createAccount(t);
    await request(t.server).post('/test-probe/work').set('x-api-key', account.apiKey).expect(201);
    await request(t.server)
      .delete(`/api-keys/${account.apiKeyId}`)
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    const res = await request(t.server)
      .post('/test-probe/work')
      .set('x-api-key', account.apiKey)
      .expect(401);
    expect(res.body).toEqual({ error: 'Invalid or revoked API key', code: 'invalid_api_key' });
  });

  it('records when a key was last used', async () => {
    const account = await createAccount(t);
    await request(t.server).post('/test-probe/work').set('x-api-key', account.apiKey).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const listed = await request(t.server)
      .get('/api-keys')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(Date.parse(listed.body.keys[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('limits each endpoint to 30 requests a rolling minute per account, across its keys', async () => {
    const account = await createAccount(t);
    const second = await request(t.server)
      .post('/api-keys')
      .set('Authorization', `Bearer ${account.token}`)
      .send({ name: 'second' })
      .expect(201);
    const keys = [account.apiKey, second.body.key as string];
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await request(t.server)
          .post('/test-probe/reserve')
          .set('x-api-key', keys[i % 2]),
      );
    }
    expect(answers.every((r) => r.status === 402)).toBe(true); // passed the limit, then failed on credit
    expect(answers[0].headers['x-ratelimit-limit']).toBe('30');
    expect(answers[0].headers['x-ratelimit-remaining']).toBe('29');
    expect(answers[29].headers['x-ratelimit-remaining']).toBe('0');

    const refused = await request(t.server)
      .post('/test-probe/reserve')
      .set('x-api-key', keys[0])
      .expect(429);
    expect(refused.body).toEqual({ error: 'Too many requests', code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another endpoint has its own window.
    await request(t.server).post('/test-probe/work').set('x-api-key', keys[0]).expect(201);
  });

  it('never runs more than the account’s concurrency limit at once (2 below $50 of top-ups)', async () => {
    const account = await createAccount(t);
    ChainProbeController.maxRunning = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        request(t.server).post('/test-probe/work').set('x-api-key', account.apiKey),
      ),
    );
    expect(ChainProbeController.maxRunning).toBeLessThanOrEqual(2);
    expect(ChainProbeController.maxRunning).toBeGreaterThanOrEqual(1);
    const ok = answers.filter((r) => r.status === 201).length;
    const refused = answers.filter((r) => r.status === 429);
    expect(ok).toBeGreaterThanOrEqual(2);
    expect(ok + refused.length).toBe(40);
    expect(
      refused.every(
        (r) => r.body.error === 'Too many requests' && r.headers['retry-after'] !== undefined,
      ),
    ).toBe(true);
    // The slots were released: the next request runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const limitsLeft = await request(t.server)
      .post('/test-probe/work')
      .set('x-api-key', account.apiKey);
    expect([201, 429]).toContain(limitsLeft.status);
  });

  it('answers 402 with the spec’s message when credit cannot cover the request, charging nothing', async () => {
    const account = await createAccount(t, 999);
    const res = await request(t.server)
      .post('/test-probe/reserve')
      .set('x-api-key', account.apiKey)
      .expect(402);
    expect(res.body).toEqual({
      error:
        'Insufficient API balance ($0.000999). This request needs $0.001. Top up under API Billing in the developer dashboard.',
      code: 'insufficient_balance',
    });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 999, ledger: 999 });
  });

  it('ends 200 simultaneous holds against credit for 150 with 150 successes, 50 refusals and zero left once settled', async () => {
    await expectHoldRaceToSettleEven(t);
  });

  it('refunds a charge exactly once', async () => {
    const account = await createAccount(t, 5000);
    const ledger = t.app.get(CreditLedger);
    const charge = await chargeCredit(
      t,
      { accountId: account.id, endpoint: '/tts', characters: 40 },
      1000,
    );
    await Promise.all([ledger.refund(charge), ledger.refund(charge), ledger.refund(charge)]);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 5000, ledger: 5000 });
  });
});
