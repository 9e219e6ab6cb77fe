import request from 'supertest';
import { balanceOf, createAccount, type TestAccount } from '../helpers/accounts.js';
import { listening } from '../helpers/http-stream.js';
import { openRealtime, refusedUpgrade, type RealtimeClient } from '../helpers/realtime-client.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SENTENCES = [
  'مرحباً بكم في خدمة تحويل النص إلى كلام.',
  'يبدأ الاجتماع في الساعة 3:30 يوم 15 مارس 2025.',
  'سعر التذكرة 120 ريالاً فقط!',
  'هل تريد أن تحجز مقعداً الآن؟',
];
const TEXT = SENTENCES.join(' ');

/** Text in pieces of `size` characters, `gapMs` apart; resolves with when the last was sent. */
async function sendInPieces(client: RealtimeClient, text: string, size = 20, gapMs = 30) {
  let lastSentAt = 0;
  for (let i = 0; i < text.length; i += size) {
    client.send({ text: text.slice(i, i + size) });
    lastSentAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return lastSentAt;
}

/** The connection's charges: characters and micro-dollars, from the ledger. */
async function chargesOf(t: TestApp, accountId: string) {
  const [row] = await t.db.query<Array<{ characters: string; micros: string; n: string }>>(
    `SELECT COALESCE(SUM(characters), 0) AS characters, COALESCE(-SUM(amount_micros), 0) AS micros,
            COUNT(*) AS n
     FROM ledger_entries WHERE account_id = $1 AND endpoint = '/tts/realtime' AND kind = 'charge'`,
    [accountId],
  );
  return { characters: Number(row.characters), micros: Number(row.micros), count: Number(row.n) };
}

describe('GET /tts/realtime', () => {
  let t: TestApp;
  let port: number;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listening(t.server);
    account = await createAccount(t, 50_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('refuses before the upgrade, as HTTP does', () => {
    it.each([
      [{}, 401, 'Missing or invalid Authorization header'],
      [{ apiKey: 'sk_live_wrong' }, 401, 'Invalid or revoked API key'],
      [
        { query: `api_key=sk_live_${'a'.repeat(40)}` },
        400,
        'Send the API key in the x-api-key header',
      ],
    ])('%j with %i', async (options, status, error) => {
      const refusal = await refusedUpgrade(port, options);
      expect(refusal.status).toBe(status);
      expect(refusal.body).toEqual({ error });
    });

    it.each([
      ['outputFormat=wav_16000', 'WAV cannot be streamed; use a pcm_* format or POST /tts'],
      ['outputFormat=mp3_8000_8', "Unsupported outputFormat 'mp3_8000_8'"],
      ['timestamps=character', 'timestamps must be one of: none, word'],
      ['quality=clone&voiceId=nobody', 'Pick a voice from your voice library for every speaker'],
      ['x-api-key=anything', 'Send the API key in the x-api-key header'],
    ])('%s with 400', async (query, error) => {
      const refusal = await refusedUpgrade(port, { apiKey: account.apiKey, query });
      expect(refusal.status).toBe(400);
      expect(refusal.body).toEqual({ error });
    });

    it('a plain GET with 400', async () => {
      const res = await request(t.server).get('/tts/realtime').set('x-api-key', account.apiKey);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Connect to /tts/realtime with a WebSocket upgrade' });
    });

    it('a third socket beyond the account’s two concurrent slots with 429 and Retry-After', async () => {
      const fresh = await createAccount(t, 1_000_000);
      const open = [
        await openRealtime(port, { apiKey: fresh.apiKey }),
        await openRealtime(port, { apiKey: fresh.apiKey }),
      ];
      const refusal = await refusedUpgrade(port, { apiKey: fresh.apiKey });
      expect(refusal.status).toBe(429);
      expect(refusal.headers['retry-after']).toBe('1');
      expect(refusal.body).toEqual({ error: 'Too many requests' });
      open[0].socket.close();
      await open[0].closed;
      // The slot is the connection's: it is free again once the socket has closed.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openRealtime(port, { apiKey: fresh.apiKey });
      again.socket.close();
      open[1].socket.close();
    });
  });

  it('speaks text sent in 20-character pieces, the first audio before the last piece is sent', async () => {
    const fresh = await createAccount(t, 1_000_000);
    const client = await openRealtime(port, { apiKey: fresh.apiKey });
    const lastSentAt = await sendInPieces(client, TEXT);
    client.send({ type: 'end' });
    const firstAudio = await client.next((m) => m.type === 'audio');
    expect(firstAudio.at).toBeLessThan(lastSentAt);
    await client.next((m) => m.type === 'done');
    expect(await client.closed).toEqual({ code: 1000, reason: '' });
    const types = client.received.map((r) => r.message.type);
    expect(types.slice(-2)).toEqual(['final', 'done']);
    // pcm_16000: two bytes a sample; every sentence is heard (about a second or more each).
    const seconds = client.audioOf().length / 2 / 16000;
    expect(seconds).toBeGreaterThan(SENTENCES.length);
    const billed = client.received.reduce((sum, r) => sum + (r.message.characters ?? 0), 0);
    expect(billed).toBe(SENTENCES.reduce((sum, s) => sum + s.length, 0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await chargesOf(t, fresh.id)).toEqual({
      characters: billed,
      micros: 25 * billed,
      count: SENTENCES.length,
    });
    const balance = await balanceOf(t.db, fresh.id);
    expect(balance.cached).toBe(balance.ledger);
  });
});
