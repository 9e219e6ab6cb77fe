import request from 'supertest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { uniqueEmail } from '../helpers/accounts.js';

describe('workspace auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, logs in and reads the profile with a zero balance', async () => {
    const email = uniqueEmail();
    const registered = await request(t.server)
      .post('/auth/register')
      .send({ email, password: 'password-123', name: 'Layla' })
      .expect(201);
    expect(registered.body).toEqual({
      accessToken: expect.any(String),
      user: { id: expect.any(String), email, name: 'Layla', createdAt: expect.any(String) },
    });

    const login = await request(t.server)
      .post('/auth/login')
      .send({ email: email.toUpperCase(), password: 'password-123' })
      .expect(200);
    const profile = await request(t.server)
      .get('/auth/profile')
      .set('Authorization', `Bearer ${login.body.accessToken}`)
      .expect(200);
    expect(profile.body).toMatchObject({
      id: registered.body.user.id,
      email,
      name: 'Layla',
      balanceMicros: 0,
      balanceUsd: '0.00',
    });
  });

  it('stores a slow hash, never the password', async () => {
    const email = uniqueEmail();
    await request(t.server)
      .post('/auth/register')
      .send({ email, password: 'password-123' })
      .expect(201);
    const [row] = await t.db.query<Array<{ password_hash: string }>>(
      `SELECT password_hash FROM accounts WHERE email = $1`,
      [email],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('rejects a taken email in any capitalisation with 409', async () => {
    const email = uniqueEmail();
    await request(t.server)
      .post('/auth/register')
      .send({ email, password: 'password-123' })
      .expect(201);
    const again = await request(t.server)
      .post('/auth/register')
      .send({ email: email.toUpperCase(), password: 'password-456' })
      .expect(409);
    expect(again.body).toEqual({ error: expect.any(String), code: 'email_taken' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'password-123' }, 'email must be a valid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'password must be at least 8 characters'],
    [{ email: 'a@example.com', password: 12345678 }, 'password must be a string'],
    [{ password: 'password-123' }, 'email must be a string'],
    [
      { email: 'a@example.com', password: 'password-123', admin: true },
      'property admin should not exist',
    ],
  ])('rejects a bad registration %j with 400', async (body, message) => {
    const res = await request(t.server).post('/auth/register').send(body).expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const email = uniqueEmail();
    await request(t.server)
      .post('/auth/register')
      .send({ email, password: 'password-123' })
      .expect(201);
    const wrong = await request(t.server)
      .post('/auth/login')
      .send({ email, password: 'password-999' })
      .expect(401);
    const unknown = await request(t.server)
      .post('/auth/login')
      .send({ email: uniqueEmail(), password: 'password-123' })
      .expect(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['a malformed header', 'Token abc'],
  ])('rejects %s on the profile with 401', async (_label, header) => {
    const req = request(t.server).get('/auth/profile');
    const res = await (header ? req.set('Authorization', header) : req).expect(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'session_expired' });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await request(t.server)
      .post('/auth/login')
      .set('content-type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(res.body).toEqual({ error: expect.any(String), code: 'validation_failed' });
  });
});
