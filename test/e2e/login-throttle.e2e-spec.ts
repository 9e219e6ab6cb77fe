import request from 'supertest';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../src/auth/login-throttle.js';
import { uniqueEmail } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'password-123';

async function register(t: TestApp, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await request(t.server).post('/auth/register').send({ email, password: PASSWORD }).expect(201);
  return email;
}

/** Sign-in from `address`, as a proxy in front would report it. */
const login = (t: TestApp, email: string, password: string, address?: string) => {
  const req = request(t.server).post('/auth/login');
  if (address) req.set('X-Forwarded-For', address);
  return req.send({ email, password });
};

async function statusesOf(requests: Array<PromiseLike<request.Response>>): Promise<number[]> {
  return (await Promise.all(requests)).map((res) => res.status);
}

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('make an address wait after 10 wrong passwords for an account, even for the right one', async () => {
    const email = await register(t, 'guessed');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await login(t, email, `wrong-${i}`).expect(401);
    }
    const refused = await login(t, email, PASSWORD).expect(429);
    expect(refused.body.error).toMatch(/^Too many sign-in attempts; try again in \d+ s$/);
    expect(refused.body.code).toBe('rate_limited');
    const seconds = Number(/in (\d+) s$/.exec(refused.body.error)![1]);
    expect(refused.headers['retry-after']).toBe(String(seconds));

    const other = await register(t, 'other');
    await login(t, other, PASSWORD).expect(200);
  });

  it('check at most 10 of 60 parallel wrong passwords from one address', async () => {
    const email = await register(t, 'raced');
    const statuses = await statusesOf(
      Array.from({ length: 60 }, (_, i) => login(t, email, `wrong-${i}`)),
    );
    expect(countOf(statuses, 401)).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(countOf(statuses, 429)).toBe(60 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('count every sign-in under the connection address when no proxy is trusted', async () => {
    const email = await register(t, 'rotated');
    const statuses = await statusesOf(
      Array.from({ length: 30 }, (_, i) => login(t, email, 'wrong', `198.51.100.${i}`)),
    );
    expect(countOf(statuses, 401)).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });
});

describe('sign-in attempts behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('count each client address the proxy reports on its own', async () => {
    const email = await register(t, 'proxied');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await login(t, email, 'wrong', '203.0.113.66').expect(401);
    }
    await login(t, email, 'wrong', '203.0.113.66').expect(429);
    await login(t, email, 'wrong', '203.0.113.67').expect(401);
  });

  it('do not lock the owner out from another address after 60 wrong guesses', async () => {
    const email = await register(t, 'owner');
    const guesses = await statusesOf(
      Array.from({ length: 60 }, () => login(t, email, 'wrong', '203.0.113.99')),
    );
    expect(countOf(guesses, 401)).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const owner = await login(t, email, PASSWORD, '198.51.100.20').expect(200);
    expect(owner.body.accessToken).toEqual(expect.any(String));
  });
});
