import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { signedEvent } from '../helpers/stripe-events.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('credit and top-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (a: TestAccount) => ({ Authorization: `Bearer ${a.token}` });

  async function startTopUp(account: TestAccount, amountUsd: number) {
    const res = await request(t.server)
      .post('/billing/top-ups')
      .set(bearer(account))
      .send({ amountUsd })
      .expect(201);
    return res.body as {
      id: string;
      stripeSessionId: string;
      checkoutUrl: string;
      amountUsd: string;
      status: string;
    };
  }

  function deliver(event: { payload: string; signature: string }) {
    return request(t.server)
      .post('/billing/webhook')
      .set('stripe-signature', event.signature)
      .set('content-type', 'application/json')
      .send(event.payload);
  }

  it('shows an empty account’s billing summary', async () => {
    const account = await createAccount(t);
    const res = await request(t.server).get('/billing').set(bearer(account)).expect(200);
    expect(res.body).toEqual({
      balanceMicros: 0,
      balanceUsd: '0.00',
      totalTopUpsMicros: 0,
      totalTopUpsUsd: '0.00',
      concurrencyLimit: 2,
      presetsUsd: [10, 25, 50, 100],
      minTopUpUsd: 5,
      maxTopUpUsd: 5000,
    });
  });

  it('creates a Stripe Checkout Session for a top-up and stores it as pending', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 19.99);
    expect(topUp).toMatchObject({
      amountUsd: '19.99',
      status: 'pending',
      checkoutUrl: expect.stringContaining('checkout'),
    });
    const sent = t.stripe.sessions.find((s) => s.id === topUp.stripeSessionId)!;
    expect(sent.params.get('mode')).toBe('payment');
    expect(sent.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent.params.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(sent.params.get('client_reference_id')).toBe(topUp.id);
    expect(sent.params.get('metadata[topUpId]')).toBe(topUp.id);
    expect(sent.params.get('metadata[accountId]')).toBe(account.id);

    const listed = await request(t.server).get('/billing/top-ups').set(bearer(account)).expect(200);
    expect(listed.body.topUps).toEqual([
      {
        id: topUp.id,
        amountUsd: '19.99',
        amountMicros: 19_990_000,
        status: 'pending',
        createdAt: expect.any(String),
        completedAt: null,
      },
    ]);
  });

  it.each([4.99, 5000.01, 10.001, '25', null, -5])(
    'refuses a top-up of %p with 400',
    async (amountUsd) => {
      const account = await createAccount(t);
      const res = await request(t.server)
        .post('/billing/top-ups')
        .set(bearer(account))
        .send({ amountUsd })
        .expect(400);
      expect(res.body).toEqual({
        error: 'Top-up amount must be between $5 and $5,000',
        code: 'invalid_top_up_amount',
      });
    },
  );

  it('credits a paid checkout once, even when the webhook arrives five times at once', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 50);
    const event = signedEvent('checkout.session.completed', {
      id: topUp.stripeSessionId,
      payment_status: 'paid',
      amount_total: 5000,
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0].body).toEqual({ received: true });
    // A different event for the same session changes nothing either.
    await deliver(
      signedEvent('checkout.session.async_payment_succeeded', {
        id: topUp.stripeSessionId,
        payment_status: 'paid',
        amount_total: 5000,
      }),
    ).expect(200);

    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 50_000_000, ledger: 50_000_000 });
    const summary = await request(t.server).get('/billing').set(bearer(account)).expect(200);
    expect(summary.body).toMatchObject({
      balanceUsd: '50.00',
      totalTopUpsUsd: '50.00',
      concurrencyLimit: 5,
    });
    const listed = await request(t.server).get('/billing/top-ups').set(bearer(account)).expect(200);
    expect(listed.body.topUps[0]).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
    });
  });

  it('waits for asynchronous payments and credits them on success', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 25);
    await deliver(
      signedEvent('checkout.session.completed', {
        id: topUp.stripeSessionId,
        payment_status: 'unpaid',
        amount_total: 2500,
      }),
    ).expect(200);
    expect((await balanceOf(t.db, account.id)).ledger).toBe(0);
    await deliver(
      signedEvent('checkout.session.async_payment_succeeded', {
        id: topUp.stripeSessionId,
        payment_status: 'paid',
        amount_total: 2500,
      }),
    ).expect(200);
    expect((await balanceOf(t.db, account.id)).ledger).toBe(25_000_000);
  });

  it('does not credit a payment whose amount differs from the top-up', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 25);
    await deliver(
      signedEvent('checkout.session.completed', {
        id: topUp.stripeSessionId,
        payment_status: 'paid',
        amount_total: 100,
      }),
    ).expect(200);
    expect((await balanceOf(t.db, account.id)).ledger).toBe(0);
  });

  it('marks an expired checkout as expired', async () => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 10);
    await deliver(
      signedEvent('checkout.session.expired', {
        id: topUp.stripeSessionId,
        payment_status: 'unpaid',
      }),
    ).expect(200);
    const listed = await request(t.server).get('/billing/top-ups').set(bearer(account)).expect(200);
    expect(listed.body.topUps[0].status).toBe('expired');
  });

  it.each([
    ['a missing signature', undefined],
    ['a forged signature', 't=1,v1=deadbeef'],
  ])('refuses a webhook with %s and credits nothing', async (_label, signature) => {
    const account = await createAccount(t);
    const topUp = await startTopUp(account, 10);
    const { payload } = signedEvent('checkout.session.completed', {
      id: topUp.stripeSessionId,
      payment_status: 'paid',
      amount_total: 1000,
    });
    const req = request(t.server).post('/billing/webhook').set('content-type', 'application/json');
    const res = await (signature ? req.set('stripe-signature', signature) : req)
      .send(payload)
      .expect(400);
    expect(res.body).toEqual({ error: 'Invalid Stripe signature', code: 'invalid_signature' });
    expect((await balanceOf(t.db, account.id)).ledger).toBe(0);
  });
});

describe('top-ups without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 "Payments are not configured"', async () => {
    const account = await createAccount(t);
    const res = await request(t.server)
      .post('/billing/top-ups')
      .set('Authorization', `Bearer ${account.token}`)
      .send({ amountUsd: 10 })
      .expect(503);
    expect(res.body).toEqual({
      error: 'Payments are not configured',
      code: 'payments_not_configured',
    });
  });
});
