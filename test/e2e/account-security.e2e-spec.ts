import request from 'supertest';
import { balanceOf, grantCredit, uniqueEmail } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'a-long-password';

interface Session {
  cookie: string;
  csrf: string;
  accountId: string;
  sessionId: string;
}

describe('account security: sliding sessions, sign out everywhere, new password, closing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const cookieOf = (res: request.Response) =>
    ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('workspace_session='));

  async function open(res: request.Response): Promise<Session> {
    const cookie = cookieOf(res)!.split(';')[0];
    const [row] = await t.db.query<Array<{ id: string }>>(
      'SELECT id FROM workspace_sessions WHERE account_id = $1 ORDER BY created_at DESC LIMIT 1',
      [res.body.user.id],
    );
    return { cookie, csrf: res.body.csrfToken, accountId: res.body.user.id, sessionId: row.id };
  }
  const signUp = async (email = uniqueEmail()) =>
    open(
      await request(t.server)
        .post('/auth/session/register')
        .send({ email, password: PASSWORD })
        .expect(201),
    );
  const signIn = async (email: string, password = PASSWORD) =>
    open(await request(t.server).post('/auth/session').send({ email, password }).expect(200));
  const bearerFor = async (email: string, password = PASSWORD) =>
    (await request(t.server).post('/auth/login').send({ email, password }).expect(200)).body
      .accessToken as string;
  const emailOf = async (s: Session) =>
    (await request(t.server).get('/auth/session').set('Cookie', s.cookie).expect(200)).body.user
      .email as string;
  const withSession = (s: Session) => ({ Cookie: s.cookie, 'x-csrf-token': s.csrf });

  it('renews a used session instead of ending it at a fixed time, and ends an idle one', async () => {
    const session = await signUp();
    await t.db.query(
      `UPDATE workspace_sessions SET expires_at = now() + interval '1 minute' WHERE id = $1`,
      [session.sessionId],
    );
    const used = await request(t.server)
      .get('/auth/session')
      .set('Cookie', session.cookie)
      .expect(200);
    expect(cookieOf(used)).toMatch(/Max-Age=43200/);
    const [{ hours }] = await t.db.query<Array<{ hours: number }>>(
      `SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM workspace_sessions WHERE id = $1`,
      [session.sessionId],
    );
    expect(Number(hours)).toBeGreaterThan(11.9);
    // Used again at once: nothing to write, no new cookie.
    const again = await request(t.server)
      .get('/auth/session')
      .set('Cookie', session.cookie)
      .expect(200);
    expect(cookieOf(again)).toBeUndefined();

    await t.db.query(
      `UPDATE workspace_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [session.sessionId],
    );
    const idle = await request(t.server)
      .get('/auth/session')
      .set('Cookie', session.cookie)
      .expect(401);
    expect(idle.body.code).toBe('session_expired');
  });

  it('ends a session 30 days after its sign-in, however much it is used', async () => {
    const session = await signUp();
    await t.db.query(
      `UPDATE workspace_sessions SET created_at = now() - interval '30 days 1 minute' WHERE id = $1`,
      [session.sessionId],
    );
    await request(t.server).get('/auth/session').set('Cookie', session.cookie).expect(401);
  });

  it('signs out everywhere: every session and every Bearer token issued so far', async () => {
    const first = await signUp();
    const email = await emailOf(first);
    const second = await signIn(email);
    const token = await bearerFor(email);
    await request(t.server).get('/billing').set('Authorization', `Bearer ${token}`).expect(200);

    const res = await request(t.server)
      .post('/account/sign-out-everywhere')
      .set(withSession(first))
      .expect(200);
    expect(res.body).toEqual({ signedOut: true });
    expect(cookieOf(res)).toMatch(/workspace_session=;/);
    for (const s of [first, second]) {
      const gone = await request(t.server).get('/auth/session').set('Cookie', s.cookie).expect(401);
      expect(gone.body.code).toBe('session_expired');
    }
    await request(t.server).get('/billing').set('Authorization', `Bearer ${token}`).expect(401);
    const fresh = await bearerFor(email);
    await request(t.server).get('/billing').set('Authorization', `Bearer ${fresh}`).expect(200);
  });

  it('changes the password, keeping this session and ending every other one and every token', async () => {
    const here = await signUp();
    const email = await emailOf(here);
    const elsewhere = await signIn(email);
    const token = await bearerFor(email);

    const wrong = await request(t.server)
      .post('/account/password')
      .set(withSession(here))
      .send({ currentPassword: 'not-the-password', newPassword: 'a-new-long-password' })
      .expect(400);
    expect(wrong.body).toEqual({ error: 'The current password is wrong', code: 'wrong_password' });
    const short = await request(t.server)
      .post('/account/password')
      .set(withSession(here))
      .send({ currentPassword: PASSWORD, newPassword: 'short' })
      .expect(400);
    expect(short.body).toEqual({
      error: 'newPassword must be at least 8 characters',
      code: 'validation_failed',
    });

    await request(t.server)
      .post('/account/password')
      .set(withSession(here))
      .send({ currentPassword: PASSWORD, newPassword: 'a-new-long-password' })
      .expect(200, { passwordChanged: true });
    await request(t.server).get('/auth/session').set('Cookie', here.cookie).expect(200);
    await request(t.server).get('/auth/session').set('Cookie', elsewhere.cookie).expect(401);
    await request(t.server).get('/billing').set('Authorization', `Bearer ${token}`).expect(401);
    await request(t.server).post('/auth/login').send({ email, password: PASSWORD }).expect(401);
    await bearerFor(email, 'a-new-long-password');
  });

  it('closes the account after the typed confirmation: keys revoked at once, ledger kept, address free', async () => {
    const session = await signUp();
    const email = await emailOf(session);
    const key = await request(t.server)
      .post('/api-keys')
      .set(withSession(session))
      .send({ name: 'server' })
      .expect(201);
    await grantCredit(t, session.accountId, 3_000_000);
    const token = await bearerFor(email);

    const mismatch = await request(t.server)
      .delete('/account')
      .set(withSession(session))
      .send({ confirm: 'someone@example.com', password: PASSWORD })
      .expect(400);
    expect(mismatch.body.code).toBe('confirmation_mismatch');
    const wrong = await request(t.server)
      .delete('/account')
      .set(withSession(session))
      .send({ confirm: email.toUpperCase(), password: 'not-the-password' })
      .expect(400);
    expect(wrong.body.code).toBe('wrong_password');
    await request(t.server).get('/voices/library').set('x-api-key', key.body.key).expect(200);

    await request(t.server)
      .delete('/account')
      .set(withSession(session))
      .send({ confirm: ` ${email} `, password: PASSWORD })
      .expect(200, { closed: true });
    const refused = await request(t.server)
      .get('/voices/library')
      .set('x-api-key', key.body.key)
      .expect(401);
    expect(refused.body.code).toBe('invalid_api_key');
    await request(t.server).get('/auth/session').set('Cookie', session.cookie).expect(401);
    await request(t.server).get('/billing').set('Authorization', `Bearer ${token}`).expect(401);
    await request(t.server).post('/auth/login').send({ email, password: PASSWORD }).expect(401);
    expect((await balanceOf(t.db, session.accountId)).ledger).toBe(3_000_000);
    const [row] = await t.db.query<Array<{ email: string; closed_at: Date | null }>>(
      'SELECT email, closed_at FROM accounts WHERE id = $1',
      [session.accountId],
    );
    expect(row.email).not.toContain(email.split('@')[0]);
    expect(row.closed_at).not.toBeNull();
    await signUp(email);
  });
});
