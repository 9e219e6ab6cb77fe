import request from 'supertest';
import { stripHarakat } from '../../src/arabic/index.js';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('pronunciation dictionaries and reading controls', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await createAccount(t, 1_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (who: TestAccount, body: object) =>
    request(t.server).post('/pronunciation-dictionaries').set('x-api-key', who.apiKey).send(body);
  const tts = (body: object) =>
    request(t.server).post('/tts').set('x-api-key', account.apiKey).send(body);

  it('creates, lists, reads, replaces and deletes a dictionary, with a key or a token', async () => {
    const created = await create(account, {
      name: 'Brands',
      rules: [{ text: 'WHO', alias: 'منظمة الصحة العالمية' }],
    }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Brands',
      rules: [{ text: 'WHO', alias: 'منظمة الصحة العالمية' }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id as string;

    const listed = await request(t.server)
      .get('/pronunciation-dictionaries')
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    expect(listed.body.dictionaries).toContainEqual({
      id,
      name: 'Brands',
      ruleCount: 1,
      createdAt: created.body.createdAt,
      updatedAt: created.body.updatedAt,
    });

    const replaced = await request(t.server)
      .put(`/pronunciation-dictionaries/${id}`)
      .set('x-api-key', account.apiKey)
      .send({ rules: [{ text: 'GPT', alias: 'جي بي تي' }] })
      .expect(200);
    expect(replaced.body).toMatchObject({
      id,
      name: 'Brands',
      rules: [{ text: 'GPT', alias: 'جي بي تي' }],
    });

    const read = await request(t.server)
      .get(`/pronunciation-dictionaries/${id}`)
      .set('x-api-key', account.apiKey)
      .expect(200);
    expect(read.body.rules).toEqual([{ text: 'GPT', alias: 'جي بي تي' }]);

    await request(t.server)
      .delete(`/pronunciation-dictionaries/${id}`)
      .set('x-api-key', account.apiKey)
      .expect(204);
    await request(t.server)
      .get(`/pronunciation-dictionaries/${id}`)
      .set('x-api-key', account.apiKey)
      .expect(404);
  });

  it("answers 404 for another account's dictionary and for a malformed id", async () => {
    const stranger = await createAccount(t);
    const theirs = await create(stranger, { name: 'Theirs', rules: [] }).expect(201);
    for (const id of [theirs.body.id as string, 'not-a-uuid']) {
      const res = await request(t.server)
        .get(`/pronunciation-dictionaries/${id}`)
        .set('x-api-key', account.apiKey)
        .expect(404);
      expect(res.body).toEqual({
        error: 'Pronunciation dictionary not found',
        code: 'dictionary_not_found',
      });
    }
  });

  it('refuses a duplicate name with 409, and rules out of bounds with 400 naming the field', async () => {
    const owner = await createAccount(t);
    await create(owner, { name: 'Names', rules: [] }).expect(201);
    const duplicate = await create(owner, { name: 'Names', rules: [] }).expect(409);
    expect(duplicate.body).toEqual({
      error: 'A pronunciation dictionary with this name already exists',
      code: 'dictionary_name_taken',
    });
    const longAlias = await create(owner, {
      name: 'Long',
      rules: [{ text: 'x', alias: 'ا'.repeat(201) }],
    }).expect(400);
    expect(longAlias.body.error).toBe('rules.0.alias must be between 1 and 200 characters');
    const tooMany = await create(owner, {
      name: 'Many',
      rules: Array.from({ length: 1001 }, (_, i) => ({ text: `w${i}`, alias: 'x' })),
    }).expect(400);
    expect(tooMany.body.error).toMatch(/^rules must contain no more than 1000 elements/);
  });

  it('allows 20 dictionaries per account, the 21st is a 400', async () => {
    const owner = await createAccount(t);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(owner, { name: `d${i}`, rules: [] }).expect(201)),
    );
    const refused = await create(owner, { name: 'one more', rules: [] }).expect(400);
    expect(refused.body).toEqual({
      error: 'Pronunciation dictionary limit reached (20 per account)',
      code: 'validation_failed',
    });
  });

  it('applies the named dictionaries in order and shows the spoken text, billing it with its aliases', async () => {
    const first = await create(account, {
      name: 'First',
      rules: [{ text: 'أبوظبي', alias: 'أَبُو ظَبْي' }],
    }).expect(201);
    const second = await create(account, {
      name: 'Second',
      rules: [
        { text: 'أبوظبي', alias: 'لا تستخدم' },
        { text: 'WHO', alias: 'مُنَظَّمَة الصِّحَّة' },
      ],
    }).expect(201);
    const text = 'زارت WHO مدينة أبوظبي';
    const before = await balanceOf(t.db, account.id);
    const res = await tts({
      text,
      returnSpokenText: true,
      pronunciationDictionaryIds: [first.body.id, second.body.id],
    }).expect(200);
    // Longer with its aliases than as written: billed as it reads.
    const billed = 'زارت مُنَظَّمَة الصِّحَّة مدينة أَبُو ظَبْي'.length;
    expect(res.body.characters).toBe(billed);
    expect(res.headers['x-character-count']).toBe(String(billed));
    // The aliases keep their vowels, though the front end may write a shadda's marks in its own order.
    const spoken = res.body.spokenText as string;
    expect(spoken).toContain('أَبُو ظَبْي');
    expect(stripHarakat(spoken)).toContain('منظمة الصحة');
    expect(spoken).toContain('مُنَظ');
    expect(res.body.spokenText).not.toContain('WHO');
    expect(res.body.spokenText).not.toContain('لا تستخدم');
    const after = await balanceOf(t.db, account.id);
    expect(before.ledger - after.ledger).toBe(25 * billed);
  });

  it('bills 5 characters whose words have 200-letter aliases as the 602 characters they read', async () => {
    const alias = 'ب'.repeat(200);
    const dictionary = await create(account, {
      name: 'Amplifier',
      rules: ['a', 'b', 'c'].map((text) => ({ text, alias })),
    }).expect(201);
    const text = 'a b c';
    const before = await balanceOf(t.db, account.id);
    const res = await tts({ text, pronunciationDictionaryIds: [dictionary.body.id] }).expect(200);
    const billed = 3 * alias.length + 2;
    expect(res.body.characters).toBe(billed);
    expect(res.headers['x-cost-micros']).toBe(String(25 * billed));
    const after = await balanceOf(t.db, account.id);
    expect(before.ledger - after.ledger).toBe(25 * billed);
    expect(after.cached).toBe(after.ledger);
  });

  it('refuses aliases that say more than 10,000 letters with 400, charging nothing', async () => {
    const dictionary = await create(account, {
      name: 'Too long',
      rules: [{ text: 'x', alias: 'ب'.repeat(200) }],
    }).expect(201);
    const before = await balanceOf(t.db, account.id);
    const res = await tts({
      text: Array.from({ length: 51 }, () => 'x').join(' '),
      pronunciationDictionaryIds: [dictionary.body.id],
    }).expect(400);
    expect(res.body.error).toMatch(/^Text reads too long once pronunciation aliases are applied/);
    expect(await balanceOf(t.db, account.id)).toEqual(before);
  });

  it('answers 400 for a dictionary the caller does not have, before any charge', async () => {
    const stranger = await createAccount(t);
    const theirs = await create(stranger, { name: 'Private', rules: [] }).expect(201);
    const before = await balanceOf(t.db, account.id);
    for (const id of [theirs.body.id as string, 'nope']) {
      const res = await tts({ text: 'مرحبا', pronunciationDictionaryIds: [id] }).expect(400);
      expect(res.body).toEqual({
        error: `Unknown pronunciation dictionary '${id}'`,
        code: 'validation_failed',
      });
    }
    expect((await balanceOf(t.db, account.id)).ledger).toBe(before.ledger);
  });

  it('reads numbers and adds vowels by default, and leaves both alone when switched off', async () => {
    const text = 'وصل ٣ طلاب';
    const auto = await tts({ text, returnSpokenText: true }).expect(200);
    expect(auto.body.spokenText).not.toMatch(/[0-9٠-٩]/);
    expect(auto.body.spokenText).toMatch(/[\u064B-\u0652]/);

    const off = await tts({
      text,
      returnSpokenText: true,
      normalization: 'off',
      diacritize: 'off',
    }).expect(200);
    expect(off.body.spokenText).toBe('وصل 3 طلاب');
    expect(stripHarakat(off.body.spokenText)).toBe(off.body.spokenText);

    const plain = await tts({ text }).expect(200);
    expect(plain.body.spokenText).toBeUndefined();
  });

  it('joins dialogue lines with a line break in the spoken text', async () => {
    const res = await tts({
      segments: [
        { text: 'مرحبا', voiceId: 'layla' },
        { text: 'أهلا', voiceId: 'layla' },
        { text: 'Hello', voiceId: 'omar' },
      ],
      returnSpokenText: true,
      diacritize: 'off',
    }).expect(200);
    expect(res.body.spokenText).toBe('مرحبا\nأهلا\nHello');
  });

  it('names the field of an unknown reading mode in a 400', async () => {
    for (const field of ['normalization', 'diacritize']) {
      const res = await tts({ text: 'مرحبا', [field]: 'loud' }).expect(400);
      expect(res.body.error).toMatch(new RegExp(`^${field} must be one of`));
    }
    const tooMany = await tts({ text: 'مرحبا', pronunciationDictionaryIds: ['a', 'b', 'c', 'd'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/^pronunciationDictionaryIds/);
  });
});
