import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { MAX_BODY_DEPTH } from '../../src/common/body-screen.js';
import { LONGEST_REQUEST_MS } from '../../src/common/request-lifetime.js';
import { BODY_RATE } from '../../src/common/slow-body.js';
import { balanceOf, createAccount, uniqueEmail, type TestAccount } from '../helpers/accounts.js';
import { fixture } from '../helpers/audio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const TOO_DEEP = `Request body is nested more than ${MAX_BODY_DEPTH} levels deep`;
const TOO_MANY_VALUES = 'Request body holds more than 20,000 JSON values';

/** `{"<key>": [[[ ... ]]]}` with the value `depth` arrays deep, built as text. */
function deeplyNested(key: string, depth: number): string {
  return `{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** A body with `count` properties no DTO declares, besides the valid ones. */
function withUnknownKeys(valid: Record<string, unknown>, count: number): string {
  const parts = Object.entries(valid).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  for (let i = 0; i < count; i++) parts.push(`"k${i}":1`);
  return `{${parts.join(',')}}`;
}

describe('hostile input', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 1_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  type Sender = (body: string) => request.Test;
  const json =
    (path: string, auth: () => Record<string, string> = () => ({})): Sender =>
    (body) =>
      request(t.server)
        .post(path)
        .set({ 'content-type': 'application/json', ...auth() })
        .send(body);
  const withKey = () => ({ 'x-api-key': account.apiKey });
  const withToken = () => ({ authorization: `Bearer ${account.token}` });
  const tts = json('/tts', withKey);
  const stt = json('/stt/transcribe', withKey);
  const register = json('/auth/register');
  const apiKeys = json('/api-keys', withToken);

  it.each<[string, () => request.Test, string]>([
    ['a null text', () => tts('{"text":null}'), 'text is required unless segments is sent'],
    [
      'a dialogue line that is an array',
      () => tts('{"segments":[[]]}'),
      'segments.0 must be an object',
    ],
    [
      'a dialogue line that is null',
      () => tts('{"segments":[null]}'),
      'segments.0 must be an object',
    ],
    [
      'a null dialogue line text',
      () => tts('{"segments":[{"text":null}]}'),
      'segments.0.text must be a string',
    ],
    ['a null STT audio', () => stt('{"audio":null}'), 'No audio sent'],
    // Fewer values than the parser's budget: the screen sees the nesting.
    [
      'dictionary ids nested 10,000 deep',
      () => tts(deeplyNested('pronunciationDictionaryIds', 10_000)),
      TOO_DEEP,
    ],
    // A structure where one value belongs is refused as the wrong type, unwalked.
    [
      'TTS text nested 10,000 deep',
      () => tts(deeplyNested('text', 10_000)),
      'text must be a string',
    ],
    // More values than any body holds are refused before they are parsed.
    ['TTS text nested 100,000 deep', () => tts(deeplyNested('text', 100_000)), TOO_MANY_VALUES],
    [
      'a registration nested 100,000 deep',
      () => register(deeplyNested('email', 100_000)),
      TOO_MANY_VALUES,
    ],
    [
      'a body that is an array',
      () => register('[{"email":"a@b.co"}]'),
      'Request body must be a JSON object',
    ],
    [
      'NUL in an API key name',
      () => apiKeys('{"name":"lap\\u0000top"}'),
      'name must not contain NUL characters',
    ],
    [
      'NUL in an account name',
      () =>
        register(
          JSON.stringify({ email: uniqueEmail(), password: 'password-123', name: 'La\u0000yla' }),
        ),
      'name must not contain NUL characters',
    ],
    [
      'NUL in a property name',
      () =>
        register(
          JSON.stringify({ email: uniqueEmail(), password: 'password-123', 'na\u0000me': 'x' }),
        ),
      'property na\u0000me should not exist',
    ],
    [
      'NUL in a library voice name',
      () =>
        request(t.server)
          .post('/voices/library')
          .set(withKey())
          .field('name', 'Nar\u0000rator')
          .attach('audio', fixture('speech.m4a'), 'narrator.m4a'),
      'name must not contain NUL characters',
    ],
    [
      'an unknown property in a dialogue line',
      () => tts('{"segments":[{"text":"مرحبا","speed":2}]}'),
      'property segments.0.speed should not exist',
    ],
  ])('answers %s with 400 and says what is wrong', async (_label, send, error) => {
    const res = await send().expect(400);
    expect(res.body).toEqual({ error, code: 'validation_failed' });
  });

  it.each([
    ['4,000 digits', '1234567890'.repeat(400)],
    ['700 percentages', '99.99% '.repeat(700)],
    ['1,225 Arabic-Indic numbers', '١٢٣،'.repeat(1225)],
  ])('refuses %s, too long once read out, with 400 and nothing charged', async (_label, text) => {
    const before = await balanceOf(t.db, account.id);
    const res = await tts(JSON.stringify({ text })).expect(400);
    expect(res.body.error).toMatch(/^Text reads too long once numbers and symbols are spelled out/);
    expect(await balanceOf(t.db, account.id)).toEqual(before);
  });

  it('refuses 15,000 unknown properties at the first one, naming it', async () => {
    const body = withUnknownKeys({ email: 'dev@example.com', password: 'password-123' }, 15_000);
    const res = await json('/auth/login')(body).expect(400);
    expect(res.body).toEqual({ error: 'property k0 should not exist', code: 'validation_failed' });
  });

  it('refuses 300,000 unknown properties before parsing them', async () => {
    const body = withUnknownKeys({ email: 'dev@example.com', password: 'password-123' }, 300_000);
    const res = await json('/auth/login')(body).expect(400);
    expect(res.body).toEqual({ error: TOO_MANY_VALUES, code: 'validation_failed' });
  });

  it('gives slow clients a deadline for headers, for the whole request and when idle', () => {
    const server = t.server as Server;
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
      10_000,
      LONGEST_REQUEST_MS,
      65_000,
    ]);
  });

  it('hangs up on a body sent a byte at a time once the grace is over', async () => {
    const server = t.server as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.on('error', () => undefined);
    const hungUp = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /tts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `x-api-key: ${account.apiKey}\r\nContent-Length: 10000\r\n\r\n{"text":"`,
    );
    const trickle = setInterval(() => socket.write('a'), 500);
    const started = Date.now();
    await hungUp;
    clearInterval(trickle);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BODY_RATE.graceMs - 1_000);
  }, 30_000);

  describe('a valid token of an account that no longer exists', () => {
    let token: string;
    beforeAll(async () => {
      const registered = await request(t.server)
        .post('/auth/register')
        .send({ email: uniqueEmail('gone'), password: 'password-123' })
        .expect(201);
      token = registered.body.accessToken;
      await t.db.query('DELETE FROM accounts WHERE id = $1', [registered.body.user.id]);
    });

    it('cannot create an API key', async () => {
      const res = await request(t.server)
        .post('/api-keys')
        .set('authorization', `Bearer ${token}`)
        .send({ name: 'orphan' })
        .expect(401);
      expect(res.body).toEqual({
        error: 'Missing, invalid or expired access token',
        code: 'session_expired',
      });
    });

    it('cannot start a top-up, and no Checkout session is created', async () => {
      const sessionsBefore = t.stripe.sessions.length;
      const res = await request(t.server)
        .post('/billing/top-ups')
        .set('authorization', `Bearer ${token}`)
        .send({ amountUsd: 10 })
        .expect(401);
      expect(res.body).toEqual({
        error: 'Missing, invalid or expired access token',
        code: 'session_expired',
      });
      expect(t.stripe.sessions).toHaveLength(sessionsBefore);
    });
  });
});
