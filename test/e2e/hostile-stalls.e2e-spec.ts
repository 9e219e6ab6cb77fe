import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { longestStallDuring, STALL_BAR_MS } from '../helpers/loop-stall.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const TOO_MANY_VALUES = 'Request body holds more than 20,000 JSON values';

/** `{"<key>":[<item>,<item>,…]}` built as text, so the test itself parses nothing. */
function arrayBody(key: string, item: string, count: number): string {
  return `{"${key}":[${new Array<string>(count).fill(item).join(',')}]}`;
}

describe('hostile bodies do not stall the server', () => {
  let t: TestApp;
  let broke: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    broke = await createAccount(t, 0);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    request(t.server)
      .post(path)
      .set({ 'content-type': 'application/json', ...headers })
      .send(body);

  it.each<[string, string, string, string]>([
    ['3,000,000 empty dialogue lines (9 MB)', '/tts', 'segments', '{}'],
    ['2,400,000 numbers as text', '/tts', 'text', '1'],
    ['1,000,000 dictionary ids', '/tts', 'pronunciationDictionaryIds', '"x"'],
    ['a password of 1,000,000 objects at sign-in', '/auth/login', 'password', '{}'],
    ['a password of 1,000,000 objects at the workspace sign-in', '/auth/session', 'password', '{}'],
  ])('refuses %s with 400 and no stall over 200 ms', async (_label, path, key, item) => {
    const count = key === 'segments' ? 3_000_000 : key === 'text' ? 2_400_000 : 1_000_000;
    const body = arrayBody(key, item, count);
    const headers: Record<string, string> = path === '/tts' ? { 'x-api-key': broke.apiKey } : {};
    const { result, stallMs } = await longestStallDuring(() => post(path, body, headers));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: TOO_MANY_VALUES, code: 'validation_failed' });
    expect(stallMs).toBeLessThan(STALL_BAR_MS);
    expect(await balanceOf(t.db, broke.id)).toEqual({ cached: 0, ledger: 0 });
  });

  it.each<[string, string, string]>([
    [
      '41 to 100 lines: the documented limit',
      arrayBody('segments', '{"text":"x"}', 100),
      'segments must contain no more than 40 lines',
    ],
    [
      'more lines than the screen lets through',
      arrayBody('segments', '{}', 101),
      'segments must contain no more than 40 lines',
    ],
    [
      '4 dictionary ids',
      arrayBody('pronunciationDictionaryIds', '"x"', 4),
      'pronunciationDictionaryIds must contain no more than 3 elements',
    ],
    ['an array sent as the text', arrayBody('text', '{}', 5_000), 'text must be a string'],
  ])('words the refusal of %s as the limit it breaks', async (_label, body, error) => {
    const res = await post('/tts', body, { 'x-api-key': broke.apiKey }).expect(400);
    expect(res.body).toEqual({ error, code: 'validation_failed' });
  });

  it('applies three pathological dictionaries to 2,500 repeats of one letter without a stall, then 402', async () => {
    const rich = await createAccount(t, 0);
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) {
      // 1,000 rules of 1 to 25 words of the letter, each ending in a word the text lacks:
      // every rule follows the text as far as it can before it fails.
      const rules = Array.from({ length: 1000 }, (_, n) => ({
        text: `${'ب '.repeat((n % 25) + 1)}ج${n}`,
        alias: 'ب',
      }));
      const created = await request(t.server)
        .post('/pronunciation-dictionaries')
        .set('x-api-key', rich.apiKey)
        .send({ name, rules })
        .expect(201);
      ids.push(created.body.id as string);
    }
    const body = JSON.stringify({
      text: Array.from({ length: 2500 }, () => 'ب').join(' '),
      pronunciationDictionaryIds: ids,
    });
    const { result, stallMs } = await longestStallDuring(() =>
      post('/tts', body, { 'x-api-key': rich.apiKey }),
    );
    expect(result.status).toBe(402);
    expect(stallMs).toBeLessThan(STALL_BAR_MS);
    expect(await balanceOf(t.db, rich.id)).toEqual({ cached: 0, ledger: 0 });
  });
});
