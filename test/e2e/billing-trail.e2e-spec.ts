import request from 'supertest';
import { balanceOf, chargeCredit, createAccount, type TestAccount } from '../helpers/accounts.js';
import { FakeStripeServer } from '../helpers/fake-stripe-server.js';
import { signedEvent } from '../helpers/stripe-events.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';

interface Line {
  id: string;
  type: string;
  amountMicros: number;
  balanceAfterMicros: number;
  endpoint: string | null;
  requestId: string | null;
  receiptUrl: string | null;
}

describe('the money trail and cancelled top-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (a: TestAccount) => ({ Authorization: `Bearer ${a.token}` });
  const deliver = (event: { payload: string; signature: string }) =>
    request(t.server)
      .post('/billing/webhook')
      .set('stripe-signature', event.signature)
      .set('content-type', 'application/json')
      .send(event.payload)
      .expect(200);

  async function startTopUp(account: TestAccount, amountUsd: number) {
    const res = await request(t.server)
      .post('/billing/top-ups')
      .set(bearer(account))
      .send({ amountUsd })
      .expect(201);
    return res.body as { id: string; stripeSessionId: string };
  }

  async function paidTopUp(account: TestAccount, amountUsd: number) {
    const topUp = await startTopUp(account, amountUsd);
    t.stripe.pay(topUp.stripeSessionId);
    await deliver(
      signedEvent('checkout.session.completed', {
        id: topUp.stripeSessionId,
        payment_status: 'paid',
        amount_total: amountUsd * 100,
      }),
    );
    return topUp;
  }

  const topUpStatus = async (account: TestAccount, id: string) =>
    (
      (await request(t.server).get('/billing/top-ups').set(bearer(account)).expect(200)).body
        .topUps as Array<{ id: string; status: string }>
    ).find((u) => u.id === id)?.status;

  it('lists a grant, a top-up, charges and a refund newest first, summing to the balance', async () => {
    const account = await createAccount(t, 20_000_000);
    const topUp = await paidTopUp(account, 10);
    const context = { accountId: account.id, endpoint: '/tts', characters: 40 };
    await chargeCredit(t, { ...context, requestId: 'req-1' }, 1_000);
    const refunded = await chargeCredit(t, { ...context, requestId: 'req-2' }, 2_500);
    await t.app.get(CreditLedger).refund(refunded);

    const res = await request(t.server)
      .get('/billing/transactions')
      .set(bearer(account))
      .expect(200);
    const lines = res.body.data as Line[];
    expect(res.body.hasMore).toBe(false);
    expect(lines.map((l) => [l.type, l.amountMicros, l.balanceAfterMicros])).toEqual([
      ['refund', 2_500, 29_999_000],
      ['charge', -2_500, 29_996_500],
      ['charge', -1_000, 29_999_000],
      ['top_up', 10_000_000, 30_000_000],
      ['grant', 20_000_000, 20_000_000],
    ]);
    expect(lines[2]).toMatchObject({ endpoint: '/tts', requestId: 'req-1', receiptUrl: null });
    expect(lines[3].receiptUrl).toBe(FakeStripeServer.receiptUrl(topUp.stripeSessionId));
    expect(res.body.data[0]).toMatchObject({ amountUsd: '0.0025', balanceAfterUsd: '29.999' });
    const sum = lines.reduce((total, line) => total + line.amountMicros, 0);
    const billing = await request(t.server).get('/billing').set(bearer(account)).expect(200);
    expect(sum).toBe(billing.body.balanceMicros);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: sum, ledger: sum });
  });

  it('pages with limit and startingAfter, each line once', async () => {
    const account = await createAccount(t, 1_000_000);
    for (let i = 0; i < 4; i++) {
      await chargeCredit(t, { accountId: account.id, endpoint: '/tts', characters: 1 }, 25);
    }
    const seen: Line[] = [];
    let after: string | undefined;
    for (let page = 0; page < 3; page++) {
      const res = await request(t.server)
        .get(`/billing/transactions?limit=2${after ? `&startingAfter=${after}` : ''}`)
        .set(bearer(account))
        .expect(200);
      seen.push(...(res.body.data as Line[]));
      expect(res.body.hasMore).toBe(page < 2);
      after = seen.at(-1)!.id;
    }
    expect(seen.map((l) => l.type)).toEqual(['charge', 'charge', 'charge', 'charge', 'grant']);
    expect(new Set(seen.map((l) => l.id)).size).toBe(5);
  });

  it('shows nobody else’s ledger', async () => {
    await createAccount(t, 5_000_000);
    const fresh = await createAccount(t);
    const res = await request(t.server).get('/billing/transactions').set(bearer(fresh)).expect(200);
    expect(res.body).toEqual({ data: [], hasMore: false });
    await request(t.server).get('/billing/transactions').expect(401);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=abc', 'limit must be a whole number from 1 to 100'],
    ['startingAfter=abc', 'startingAfter must be a transaction id'],
    ['startingAfter=99999999999999999999999', 'startingAfter must be a transaction id'],
  ])('refuses ?%s with 400', async (query, error) => {
    const account = await createAccount(t);
    const res = await request(t.server)
      .get(`/billing/transactions?${query}`)
      .set(bearer(account))
      .expect(400);
    expect(res.body).toEqual({ error, code: 'validation_failed' });
  });

  it('cancels a top-up left at Checkout: the session is closed at Stripe and it says cancelled', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 25);
    const res = await request(t.server)
      .post(`/billing/top-ups/${topUp.id}/cancel`)
      .set(bearer(account))
      .expect(200);
    expect(res.body).toMatchObject({ id: topUp.id, status: 'cancelled', completedAt: null });
    // Stripe expires the session a moment later; the top-up stays cancelled.
    await deliver(signedEvent('checkout.session.expired', { id: topUp.stripeSessionId }));
    expect(await topUpStatus(account, topUp.id)).toBe('cancelled');
    const again = await request(t.server)
      .post(`/billing/top-ups/${topUp.id}/cancel`)
      .set(bearer(account))
      .expect(200);
    expect(again.body.status).toBe('cancelled');
    expect((await balanceOf(t.db, account.id)).ledger).toBe(0);
  });

  it('keeps a top-up paid before the cancel arrived pending, and credits it on its webhook', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 10);
    t.stripe.pay(topUp.stripeSessionId);
    const res = await request(t.server)
      .post(`/billing/top-ups/${topUp.id}/cancel`)
      .set(bearer(account))
      .expect(200);
    expect(res.body.status).toBe('pending');
    await deliver(
      signedEvent('checkout.session.completed', {
        id: topUp.stripeSessionId,
        payment_status: 'paid',
        amount_total: 1000,
      }),
    );
    expect(await topUpStatus(account, topUp.id)).toBe('completed');
  });

  it('marks a Checkout that expired unpaid as expired', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 5);
    await deliver(signedEvent('checkout.session.expired', { id: topUp.stripeSessionId }));
    expect(await topUpStatus(account, topUp.id)).toBe('expired');
  });

  it('answers another account’s top-up and a malformed id with the same 404', async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const topUp = await startTopUp(owner, 5);
    for (const id of [topUp.id, 'not-a-uuid']) {
      const res = await request(t.server)
        .post(`/billing/top-ups/${id}/cancel`)
        .set(bearer(other))
        .expect(404);
      expect(res.body).toEqual({ error: 'Top-up not found', code: 'top_up_not_found' });
    }
    expect(await topUpStatus(owner, topUp.id)).toBe('pending');
  });
});
