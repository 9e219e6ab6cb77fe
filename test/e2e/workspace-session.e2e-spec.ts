import request from 'supertest';
import { createAccount, grantCredit, uniqueEmail } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'a-long-password';

/** The cookie a response sets, as `name=value` for the next request, and its attributes. */
function sessionCookie(res: request.Response): { pair: string; attributes: string } {
  const header = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('workspace_session='));
  if (!header) throw new Error('no workspace_session cookie was set');
  return { pair: header.split(';')[0], attributes: header };
}

describe('workspace sessions (cookie + CSRF)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The https case below comes through a proxy on this machine, trusted as configured.
    t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(email = uniqueEmail()) {
    const res = await request(t.server)
      .post('/auth/session/register')
      .send({ email, password: PASSWORD })
      .expect(201);
    return { email, res, cookie: sessionCookie(res).pair, csrf: res.body.csrfToken as string };
  }

  it('signs up into an HttpOnly SameSite=Strict cookie and gives the page only a CSRF token', async () => {
    const { email, res } = await signUp();
    expect(res.body).toEqual({
      user: { id: expect.any(String), email, name: null, createdAt: expect.any(String) },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(JSON.stringify(res.body)).not.toContain(sessionCookie(res).pair.split('=')[1]);
    const { attributes } = sessionCookie(res);
    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/SameSite=Strict/);
    expect(attributes).toMatch(/Path=\//);
    expect(attributes).toMatch(/Max-Age=43200/);
    expect(attributes).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const res = await request(t.server)
      .post('/auth/session/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: uniqueEmail(), password: PASSWORD })
      .expect(201);
    expect(sessionCookie(res).attributes).toMatch(/; Secure/);
  });

  it('shows the API validation messages of sign-up and sign-in', async () => {
    const short = await request(t.server)
      .post('/auth/session/register')
      .send({ email: uniqueEmail(), password: 'short' })
      .expect(400);
    expect(short.body).toEqual({
      error: 'password must be at least 8 characters',
      code: 'validation_failed',
    });
    const { email } = await signUp();
    const taken = await request(t.server)
      .post('/auth/session/register')
      .send({ email: email.toUpperCase(), password: PASSWORD })
      .expect(409);
    expect(taken.body).toEqual({
      error: 'An account with this email already exists',
      code: 'email_taken',
    });
    const wrong = await request(t.server)
      .post('/auth/session')
      .send({ email, password: 'not-the-password' })
      .expect(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('signs in, and the cookie reads the workspace endpoints with the account balance', async () => {
    const { email } = await signUp();
    const signedIn = await request(t.server)
      .post('/auth/session')
      .send({ email, password: PASSWORD })
      .expect(200);
    const cookie = sessionCookie(signedIn).pair;
    const current = await request(t.server).get('/auth/session').set('Cookie', cookie).expect(200);
    expect(current.body).toEqual({
      user: expect.objectContaining({ email, balanceMicros: 0, balanceUsd: '0.00' }),
      csrfToken: signedIn.body.csrfToken,
    });
    await request(t.server).get('/billing').set('Cookie', cookie).expect(200);
    await request(t.server).get('/usage').set('Cookie', cookie).expect(200);
    await request(t.server).get('/api-keys').set('Cookie', cookie).expect(200, { keys: [] });
  });

  it('refuses a state-changing call by cookie without the session CSRF token, with 401', async () => {
    const { cookie, csrf } = await signUp();
    const other = await signUp();
    for (const token of [undefined, 'forged', other.csrf]) {
      const req = request(t.server).post('/api-keys').set('Cookie', cookie);
      if (token) req.set('x-csrf-token', token);
      const res = await req.send({ name: 'laptop' }).expect(401);
      expect(res.body).toEqual({
        error: 'Missing or invalid CSRF token (x-csrf-token)',
        code: 'invalid_csrf_token',
      });
    }
    await request(t.server)
      .post('/api-keys')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ name: 'laptop' })
      .expect(201);
    const { body } = await request(t.server).get('/api-keys').set('Cookie', cookie).expect(200);
    expect(body.keys.map((k: { name: string }) => k.name)).toEqual(['laptop']);
  });

  it('ends the session on the server at sign-out: the same cookie is refused afterwards', async () => {
    const { cookie, csrf } = await signUp();
    await request(t.server)
      .delete('/auth/session')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .expect(200, { signedOut: true })
      .expect('set-cookie', /workspace_session=;/);
    const after = await request(t.server).get('/auth/session').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({
      error: 'Missing, invalid or expired access token',
      code: 'session_expired',
    });
    await request(t.server).get('/billing').set('Cookie', cookie).expect(401);
  });

  it('keeps Bearer tokens and the cookie apart: each works only where it belongs', async () => {
    const { email, cookie } = await signUp();
    const login = await request(t.server)
      .post('/auth/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    const bearer = login.body.accessToken as string;
    await request(t.server).get('/billing').set('Authorization', `Bearer ${bearer}`).expect(200);
    // A Bearer token never needs a CSRF header, and it has no session to describe.
    await request(t.server)
      .post('/api-keys')
      .set('Authorization', `Bearer ${bearer}`)
      .send({ name: 'server' })
      .expect(201);
    await request(t.server)
      .get('/auth/session')
      .set('Authorization', `Bearer ${bearer}`)
      .expect(401);
    const sessionToken = cookie.split('=')[1];
    await request(t.server)
      .get('/billing')
      .set('Authorization', `Bearer ${sessionToken}`)
      .expect(401);
    await request(t.server)
      .get('/billing')
      .set('Cookie', `workspace_session=${bearer}`)
      .expect(401);
  });

  it('lets the playground call /tts by cookie and CSRF token, billed to the account with no key', async () => {
    const { res, cookie, csrf } = await signUp();
    await grantCredit(t, res.body.user.id, 1_000_000);
    const text = 'مرحباً بكم';
    await request(t.server).post('/tts').set('Cookie', cookie).send({ text }).expect(401);
    const spoken = await request(t.server)
      .post('/tts')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ text })
      .expect(200);
    expect(spoken.body.characters).toBe(text.length);
    expect(spoken.headers['x-ratelimit-limit']).toBeDefined();
    const usage = await request(t.server).get('/usage').set('Cookie', cookie).expect(200);
    expect(usage.body.totals).toMatchObject({ requests: 1, characters: text.length });
    expect(usage.body.byKey).toEqual([
      expect.objectContaining({ keyId: null, name: null, requests: 1 }),
    ]);
  });

  it('judges a request that sends an x-api-key by its key alone, cookie or not', async () => {
    const { cookie, csrf } = await signUp();
    const res = await request(t.server)
      .post('/tts')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .set('x-api-key', 'sk_live_not_a_real_key_000000000000000')
      .send({ text: 'مرحباً' })
      .expect(401);
    expect(res.body).toEqual({ error: 'Invalid or revoked API key', code: 'invalid_api_key' });
    const account = await createAccount(t);
    await request(t.server).post('/tts').send({ text: 'مرحباً' }).expect(401);
    await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: 'مرحباً' })
      .expect(402);
  });
});
