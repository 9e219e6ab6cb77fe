import request from 'supertest';
import { createAccount } from '../helpers/accounts.js';
import { ChainProbeController, ChainProbeModule } from '../helpers/chain-probe.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Set by the test command when a Redis answers (it says so when none does). */
const REDIS_URL = process.env.TEST_REDIS_URL;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

/** Several instances behind a load balancer share one account's limits through Redis. */
describeWithRedis('rate and concurrency limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const options = { env: { REDIS_URL }, extra: { imports: [ChainProbeModule] } };
    first = await createTestApp(options);
    second = await createTestApp(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts one rolling window across instances', async () => {
    const account = await createAccount(first);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const app = i % 2 === 0 ? first : second;
      statuses.push(
        (await request(app.server).post('/test-probe/reserve').set('x-api-key', account.apiKey))
          .status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 402)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('holds the concurrency limit across instances', async () => {
    const account = await createAccount(first);
    ChainProbeController.maxRunning = 0;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request((i % 2 === 0 ? first : second).server)
          .post('/test-probe/work')
          .set('x-api-key', account.apiKey),
      ),
    );
    // Both instances run in this process, so the probe counts their requests together.
    expect(ChainProbeController.maxRunning).toBeLessThanOrEqual(2);
    expect(answers.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(2);
    expect(answers.every((r) => r.status === 201 || r.status === 429)).toBe(true);
  });
});

describeWithRedis('sign-in limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL } });
    second = await createTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('check at most 10 of 60 parallel wrong passwords sent to two instances', async () => {
    const account = await createAccount(first);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request((i % 2 === 0 ? first : second).server)
          .post('/auth/login')
          .send({ email: account.email, password: `wrong-${i}` }),
      ),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50);
  });
});
