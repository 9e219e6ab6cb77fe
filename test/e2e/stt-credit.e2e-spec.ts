import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CreditLedger } from '../../src/billing/credit-ledger.service.js';
import { balanceOf, chargeCredit, createAccount } from '../helpers/accounts.js';
import { fixture } from '../helpers/audio.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Transcripts are billed on their length, which is only known at the end. */
describe('STT billing on a nearly empty balance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never takes the balance below zero, even with 6 transcriptions at once on 25 micro-dollars', async () => {
    const account = await createAccount(t);
    // $50 of top-ups (5 requests at once), all but 25 micro-dollars spent.
    await t.db.transaction((tx) =>
      t.app.get(CreditLedger).creditTopUp(tx, account.id, randomUUID(), 50_000_000),
    );
    await chargeCredit(t, { accountId: account.id, endpoint: '/tts', characters: 1 }, 49_999_975);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(t.server)
          .post('/stt/transcribe')
          .set('x-api-key', account.apiKey)
          .attach('audio', fixture('speech.wav'), 'speech.wav')
          .field('language', 'en'),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 402 || s === 429)).toBe(true);
    expect(statuses).toContain(200);
    const { cached, ledger } = await balanceOf(t.db, account.id);
    expect(cached).toBe(ledger);
    expect(ledger).toBeGreaterThanOrEqual(0);
    expect(ledger).toBe(0); // the one transcription that ran took the 25 held, capped
  });

  it('says in its cost headers what the capped hold charged, not what the transcript would cost', async () => {
    const account = await createAccount(t, 125);
    const res = await request(t.server)
      .post('/stt/transcribe')
      .set('x-api-key', account.apiKey)
      .attach('audio', fixture('speech.wav'), 'speech.wav')
      .field('language', 'en')
      .expect(200);
    const text = res.body.text as string;
    expect(25 * text.length).toBeGreaterThan(125);
    expect(res.headers['x-cost-micros']).toBe('125');
    expect(res.headers['x-character-count']).toBe(String(text.length));
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 0, ledger: 0 });
  });
});
