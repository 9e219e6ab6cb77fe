import request from 'supertest';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { ChainProbeController, ChainProbeModule } from '../helpers/chain-probe.js';
import { RedisProcess } from '../helpers/redis-process.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const describeWithRedisServer = RedisProcess.available() ? describe : describe.skip;

/**
 * The documented policy: with REDIS_URL set and Redis unreachable or silent, the limits
 * are counted in the process, with a warning, and requests neither fail nor hang.
 */
describeWithRedisServer('limits when Redis goes away', () => {
  let t: TestApp;
  let redis: RedisProcess;
  let account: TestAccount;
  beforeAll(async () => {
    redis = await RedisProcess.start();
    t = await createTestApp({
      env: { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '1000' },
      extra: { imports: [ChainProbeModule] },
    });
    account = await createAccount(t);
  });
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  /** A hang shows as this request failing (far beyond any normal answer), not as a pass. */
  const work = () =>
    request(t.server).post('/test-probe/work').set('x-api-key', account.apiKey).timeout(15_000);

  async function concurrencyStillHolds(): Promise<void> {
    ChainProbeController.maxRunning = 0;
    const answers = await Promise.all(Array.from({ length: 6 }, work));
    expect(answers.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    expect(answers.some((r) => r.status === 201)).toBe(true);
    expect(ChainProbeController.maxRunning).toBeLessThanOrEqual(2);
  }

  it('counts in Redis while it answers', async () => {
    await work().expect(201);
    expect(await redis.keyCount()).toBeGreaterThan(0);
  });

  it('answers from in-process limits when Redis accepts connections but never answers', async () => {
    redis.freeze();
    await work().expect(201);
    await concurrencyStillHolds();
  });

  it('answers from in-process limits when Redis is gone, and shares limits again once it is back', async () => {
    await redis.kill();
    await work().expect(201);
    await concurrencyStillHolds();

    await redis.restart();
    expect(await redis.keyCount()).toBe(0);
    while ((await redis.keyCount()) === 0) {
      await work().expect(201);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await redis.keyCount()).toBeGreaterThan(0);
  });
});
