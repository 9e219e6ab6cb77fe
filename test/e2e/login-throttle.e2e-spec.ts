import request from 'supertest';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/auth/login-throttle.js';
import { uniqueEmail } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('sign-in attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('make an account wait after 10 wrong passwords, even for the right one', async () => {
    const email = uniqueEmail('guessed');
    await request(t.server)
      .post('/auth/register')
      .send({ email, password: 'password-123' })
      .expect(201);
    const login = (password: string) =>
      request(t.server).post('/auth/login').send({ email, password });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await login(`wrong-${i}`).expect(401);

    const refused = await login('password-123').expect(429);
    expect(refused.body.error).toMatch(/^Too many sign-in attempts; try again in \d+ s$/);
    expect(refused.body.code).toBe('rate_limited');
    const seconds = Number(/in (\d+) s$/.exec(refused.body.error)![1]);
    expect(refused.headers['retry-after']).toBe(String(seconds));

    const other = uniqueEmail('other');
    await request(t.server)
      .post('/auth/register')
      .send({ email: other, password: 'password-123' })
      .expect(201);
    await request(t.server)
      .post('/auth/login')
      .send({ email: other, password: 'password-123' })
      .expect(200);
  });
});
