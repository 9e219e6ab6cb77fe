import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { waitForJob } from '../helpers/jobs.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';

/** A receiver's check, as the README shows it. */
function verified(secret: string, header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300;
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('webhooks', () => {
  let t: TestApp;
  let account: TestAccount;
  const receivers: WebhookReceiver[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    account = await createAccount(t, 10_000_000);
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.stop()));
    await t.close();
  });

  const bearer = (req: request.Test) => req.set('Authorization', `Bearer ${account.token}`);

  async function receiver(answers: number[]): Promise<{ receiver: WebhookReceiver; url: string }> {
    const made = new WebhookReceiver(answers);
    receivers.push(made);
    return { receiver: made, url: await made.start() };
  }

  it('shows the secret once, lists endpoints without it, deletes with 204', async () => {
    const { url } = await receiver([200]);
    const created = await bearer(request(t.server).post('/webhooks')).send({ url }).expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^wh_[0-9A-Za-z]{24}$/),
      url,
      events: ['job.succeeded', 'job.failed', 'job.canceled'],
      secret: expect.stringMatching(/^whsec_/),
      createdAt: expect.any(String),
      disabledAt: null,
    });
    const list = await request(t.server)
      .get('/webhooks')
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(list.body.data).toContainEqual({
      id: created.body.id,
      url,
      events: created.body.events,
      createdAt: created.body.createdAt,
      disabledAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    await bearer(request(t.server).delete(`/webhooks/${created.body.id}`)).expect(204);
    await bearer(request(t.server).get(`/webhooks/${created.body.id}/deliveries`)).expect(404);
  });

  it('refuses a URL that is not http(s) with 400', async () => {
    const res = await bearer(request(t.server).post('/webhooks'))
      .send({ url: 'ftp://example.com/x' })
      .expect(400);
    expect(res.body).toEqual({
      error: 'Webhook URL must be a public address',
      code: 'webhook_url_not_public',
    });
  });

  it('delivers a job event to a receiver that was down, then answered 500, then 200, signed, under one event id', async () => {
    const down = new WebhookReceiver([200]);
    const url = await down.start();
    await down.stop(); // nothing listens there now
    const created = await bearer(request(t.server).post('/webhooks'))
      .send({ url, events: ['job.succeeded'] })
      .expect(201);
    const job = await request(t.server)
      .post('/tts/jobs')
      .set('x-api-key', account.apiKey)
      .send({ text: 'مرحباً بكم.' })
      .expect(202);
    await waitForJob(t, account.apiKey, job.body.id);
    const deliveries = () =>
      bearer(request(t.server).get(`/webhooks/${created.body.id}/deliveries`)).expect(200);
    const first = await until(async () => (await deliveries()).body.data[0], 20_000);
    expect(first).toMatchObject({ type: 'job.succeeded', attempt: 1, status: null });
    // The first retry comes within 30 s.
    expect(Date.parse(first.nextAttemptAt) - Date.parse(first.at)).toBeLessThanOrEqual(30_000);

    const back = new WebhookReceiver([500, 200]);
    receivers.push(back);
    await back.start(Number(new URL(url).port));
    await until(() => Promise.resolve(back.received.length >= 2 ? true : undefined), 120_000);

    const log = (await deliveries()).body.data;
    expect(
      log.map((d: { attempt: number; status: number | null }) => [d.attempt, d.status]),
    ).toEqual([
      [3, 200],
      [2, 500],
      [1, null],
    ]);
    expect(log[0].nextAttemptAt).toBeNull();
    const [failed, delivered] = back.received;
    for (const delivery of back.received) {
      expect(
        verified(
          created.body.secret,
          delivery.headers['speech-signature'] as string,
          delivery.body,
        ),
      ).toBe(true);
      expect(
        verified('whsec_wrong', delivery.headers['speech-signature'] as string, delivery.body),
      ).toBe(false);
    }
    const event = JSON.parse(delivered.body);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'job.succeeded',
      data: { id: job.body.id, object: 'job', status: 'succeeded' },
    });
    expect(delivered.headers['speech-event-id']).toBe(event.id);
    expect(failed.headers['speech-event-id']).toBe(event.id);
    expect(failed.body).toBe(delivered.body);
  }, 180_000);

  it('sends a ping now and answers with the attempt; a 410 disables the endpoint', async () => {
    const { receiver: gone, url } = await receiver([200, 410]);
    const created = await bearer(request(t.server).post('/webhooks')).send({ url }).expect(201);
    const ping = await bearer(request(t.server).post(`/webhooks/${created.body.id}/test`)).expect(
      200,
    );
    expect(ping.body).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'ping',
      attempt: 1,
      status: 200,
      at: expect.any(String),
      nextAttemptAt: null,
    });
    expect(JSON.parse(gone.received[0].body)).toMatchObject({
      type: 'ping',
      id: ping.body.eventId,
    });
    const second = await bearer(request(t.server).post(`/webhooks/${created.body.id}/test`)).expect(
      200,
    );
    expect(second.body.status).toBe(410);
    const list = await bearer(request(t.server).get('/webhooks')).expect(200);
    const endpoint = list.body.data.find((w: { id: string }) => w.id === created.body.id);
    expect(endpoint.disabledAt).toEqual(expect.any(String));
  });
});

describe('webhooks without WEBHOOK_ALLOW_PRIVATE', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: undefined } });
    account = await createAccount(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    'http://127.0.0.1:9/x',
    'http://localhost/x',
    'http://10.0.0.7/x',
    'http://169.254.169.254/latest',
    'http://[::1]/x',
  ])('refuses %s with 400 Webhook URL must be a public address', async (url) => {
    const res = await request(t.server)
      .post('/webhooks')
      .set('x-api-key', account.apiKey)
      .send({ url })
      .expect(400);
    expect(res.body).toEqual({
      error: 'Webhook URL must be a public address',
      code: 'webhook_url_not_public',
    });
  });
});
