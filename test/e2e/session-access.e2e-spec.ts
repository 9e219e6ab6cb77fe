import request from 'supertest';
import { createAccount, uniqueEmail } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'a-long-password';

describe('workspace sign-in from other sites, odd cookies and oversized uploads', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    email = uniqueEmail('csrf');
    await request(t.server)
      .post('/auth/session/register')
      .send({ email, password: PASSWORD })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [
      'an HTML form',
      'application/x-www-form-urlencoded',
      (e: string) => `email=${e}&password=${PASSWORD}`,
    ],
    [
      'a text/plain form',
      'text/plain',
      (e: string) => JSON.stringify({ email: e, password: PASSWORD }),
    ],
    [
      'a multipart form',
      'multipart/form-data; boundary=x',
      (e: string) => `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${e}\r\n--x--\r\n`,
    ],
  ])('refuses a sign-in sent as %s with 415 and sets no cookie', async (_label, type, body) => {
    for (const path of ['/auth/session', '/auth/session/register']) {
      const res = await request(t.server)
        .post(path)
        .set('Content-Type', type)
        .send(body(path.endsWith('register') ? uniqueEmail() : email))
        .expect(415);
      expect(res.body).toEqual({
        error: 'Send the body as application/json',
        code: 'unsupported_media_type',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a sign-in from another site with 403 and sets no cookie', async () => {
    for (const origin of [
      'https://attacker.example',
      'null',
      'http://127.0.0.1.attacker.example',
    ]) {
      const res = await request(t.server)
        .post('/auth/session')
        .set('Origin', origin)
        .send({ email, password: PASSWORD })
        .expect(403);
      expect(res.body).toEqual({
        error: 'Sign-in is accepted from this site only',
        code: 'forbidden',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('accepts a sign-in from its own page, or with no Origin at all', async () => {
    const own = await request(t.server)
      .post('/auth/session')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(own.headers['set-cookie']).toEqual([expect.stringMatching(/^workspace_session=/)]);
    await request(t.server).post('/auth/session').send({ email, password: PASSWORD }).expect(200);
  });

  it.each([
    ['bad percent-encoding', 'workspace_session=%E0%A4%A'],
    ['a lone percent sign', 'workspace_session=%'],
    ['garbage', 'workspace_session=not.a.token'],
  ])('answers a session cookie holding %s with 401', async (_label, cookie) => {
    const res = await request(t.server).get('/auth/session').set('Cookie', cookie).expect(401);
    expect(res.body).toEqual({
      error: 'Missing, invalid or expired access token',
      code: 'session_expired',
    });
  });

  it('refuses an oversized multipart upload with 413 before asking for a key', async () => {
    const huge = Buffer.alloc(27 * 1024 * 1024);
    const withoutKey = await request(t.server)
      .post('/stt/transcribe')
      .attach('audio', huge, 'huge.wav')
      .expect(413);
    expect(withoutKey.body).toEqual({
      error: expect.stringContaining('25 MB'),
      code: 'payload_too_large',
    });
    const wrongKey = await request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', 'sk_live_wrong')
      .attach('audio', huge, 'huge.wav')
      .expect(413);
    expect(wrongKey.body).toEqual({
      error: expect.stringContaining('25 MB'),
      code: 'payload_too_large',
    });
  });

  it('still asks a small upload without a key for one (401)', async () => {
    await createAccount(t);
    const res = await request(t.server)
      .post('/stt/transcribe')
      .attach('audio', Buffer.alloc(1024), 'small.wav')
      .expect(401);
    expect(res.body).toEqual({
      error: 'Missing or invalid Authorization header',
      code: 'missing_api_key',
    });
  });
});
