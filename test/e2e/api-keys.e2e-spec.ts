import request from 'supertest';
import { createAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('creates a key shown once, stores only its hash and lists it without the secret', async () => {
    const account = await createAccount(t);
    const created = await request(t.server)
      .post('/api-keys')
      .set(bearer(account.token))
      .send({ name: 'staging' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'staging',
      key: expect.stringMatching(/^sk_live_[0-9A-Za-z]{32,}$/),
      prefix: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);

    const [row] = await t.db.query<Array<Record<string, unknown>>>(
      `SELECT * FROM api_keys WHERE id = $1`,
      [created.body.id],
    );
    expect(JSON.stringify(row)).not.toContain(created.body.key);

    const listed = await request(t.server).get('/api-keys').set(bearer(account.token)).expect(200);
    const entry = listed.body.keys.find((k: { id: string }) => k.id === created.body.id);
    expect(entry).toEqual({
      id: created.body.id,
      name: 'staging',
      prefix: created.body.prefix,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
  });

  it('allows 10 active keys and refuses the 11th with 400', async () => {
    const account = await createAccount(t); // already holds one key
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(t.server)
          .post('/api-keys')
          .set(bearer(account.token))
          .send({ name: `key ${i}` }),
      ),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(9);
    const refused = attempts.filter((r) => r.status === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0].body).toEqual({
      error: 'API key limit reached (10 per account)',
      code: 'api_key_limit_reached',
    });

    const someKey = attempts.find((r) => r.status === 201)!.body.id as string;
    await request(t.server).delete(`/api-keys/${someKey}`).set(bearer(account.token)).expect(200);
    await request(t.server)
      .post('/api-keys')
      .set(bearer(account.token))
      .send({ name: 'replacement' })
      .expect(201);
  });

  it.each([
    [{}, 'name must be a string'],
    [{ name: '' }, 'name must be between 1 and 100 characters'],
    [{ name: 'x'.repeat(101) }, 'name must be between 1 and 100 characters'],
    [{ name: 42 }, 'name must be a string'],
  ])('rejects a bad name %j with 400', async (body, message) => {
    const account = await createAccount(t);
    const res = await request(t.server)
      .post('/api-keys')
      .set(bearer(account.token))
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ error: message, code: 'validation_failed' });
  });

  it('answers another account’s key id and a malformed id with 404', async () => {
    const owner = await createAccount(t);
    const stranger = await createAccount(t);
    const other = await request(t.server)
      .delete(`/api-keys/${owner.apiKeyId}`)
      .set(bearer(stranger.token))
      .expect(404);
    expect(other.body).toEqual({ error: 'API key not found', code: 'api_key_not_found' });
    const malformed = await request(t.server)
      .delete('/api-keys/not-a-uuid')
      .set(bearer(stranger.token))
      .expect(404);
    expect(malformed.body).toEqual({ error: 'API key not found', code: 'api_key_not_found' });
    const listed = await request(t.server).get('/api-keys').set(bearer(owner.token)).expect(200);
    expect(listed.body.keys[0].revokedAt).toBeNull();
  });

  it('requires a bearer token', async () => {
    await request(t.server).get('/api-keys').expect(401);
    await request(t.server).post('/api-keys').send({ name: 'x' }).expect(401);
  });
});
