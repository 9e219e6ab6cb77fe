import request from 'supertest';
import { createAccount, type TestAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Bodies generated per endpoint; the seed makes a failure reproducible. */
const BODIES_PER_ENDPOINT = 40;
const SEED = 20_260_509;

/** mulberry32: a small seeded generator, so every run sends the same bodies. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -0.000001,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '‮evil',
  'x'.repeat(6_000),
  '9'.repeat(400),
  '__proto__',
  'sk_live_' + 'x'.repeat(40),
  'not-an-email',
  'dev@example.com',
  'مرحبا',
  [],
  [[]],
  [null],
  [{}],
  [{ text: null }],
  [{ text: 'x', voiceId: { $ne: 1 } }],
  {},
  { __proto__: { admin: true } },
  { toString: 'x' },
  Array.from({ length: 50 }, () => ({ text: '' })),
];

/** Raw texts that are not the JSON a client library would send. */
const HOSTILE_TEXTS = [
  '',
  'null',
  '"text"',
  '12',
  '[]',
  '{',
  '{"a":',
  '{"text":"\\ud800"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"text":1e999999}',
  `{"text":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  `${'['.repeat(60_000)}${']'.repeat(60_000)}`,
  '\u0000\u0001\u0002',
];

/** A generated body as query parameters: each value as its JSON text. */
function asQuery(body: string): Record<string, string> {
  const raw = { raw: body.slice(0, 1_000) };
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return raw;
    return Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  } catch {
    return raw; // not JSON, or too deep to write back as text
  }
}

describe('hostile bodies on every endpoint', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    // A high rate limit, so every generated body reaches validation; no credit, so a
    // body that happens to be valid stops at 402 instead of starting an engine.
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    account = await createAccount(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const auth = {
    none: () => ({}),
    key: () => ({ 'x-api-key': account.apiKey }),
    token: () => ({ authorization: `Bearer ${account.token}` }),
  };
  const endpoints: Array<[string, string, keyof typeof auth, string[]]> = [
    ['POST', '/tts', 'key', ['text', 'segments', 'voiceId', 'quality', 'dialectId']],
    ['POST', '/stt/transcribe', 'key', ['audio', 'mimeType', 'language']],
    ['POST', '/auth/register', 'none', ['email', 'password', 'name']],
    ['POST', '/auth/login', 'none', ['email', 'password']],
    ['POST', '/api-keys', 'token', ['name']],
    ['POST', '/billing/top-ups', 'token', ['amountUsd']],
    ['POST', '/voices/library', 'key', ['name', 'audio']],
    ['POST', '/billing/webhook', 'none', ['id', 'type', 'data']],
    ['GET', '/usage', 'token', ['from', 'to', 'groupBy']],
  ];

  /** Known property names with hostile values, now and then an unknown one. */
  function generatedBodies(properties: string[], next: () => number): string[] {
    const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)];
    const bodies = HOSTILE_TEXTS.slice();
    while (bodies.length < BODIES_PER_ENDPOINT) {
      const body: Record<string, unknown> = {};
      const count = 1 + Math.floor(next() * properties.length);
      for (let i = 0; i < count; i++) body[pick(properties)] = pick(HOSTILE_VALUES);
      if (next() < 0.2)
        body[pick(['speed', 'admin', 'a\u0000', '__proto__'])] = pick(HOSTILE_VALUES);
      bodies.push(JSON.stringify(body));
    }
    return bodies;
  }

  it.each(endpoints)(
    'answers every generated body on %s %s with a 4xx or success in the error shape, never a 5xx',
    async (method, path, credential, properties) => {
      const next = random(SEED + path.length);
      const failures: string[] = [];
      for (const body of generatedBodies(properties, next)) {
        const res =
          method === 'GET'
            ? await request(t.server).get(path).query(asQuery(body)).set(auth[credential]())
            : await request(t.server)
                .post(path)
                .set({ 'content-type': 'application/json', ...auth[credential]() })
                .send(body);
        const shaped = res.status < 400 || typeof res.body?.error === 'string';
        if (res.status >= 500 || !shaped) {
          failures.push(`${res.status} ${JSON.stringify(res.body)} for ${body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
