import request from 'supertest';
import {
  balanceOf,
  createAccount,
  grantCredit,
  uniqueEmail,
  type TestAccount,
} from '../helpers/accounts.js';
import { listening } from '../helpers/http-stream.js';
import { openRealtime, refusedUpgrade, type RealtimeClient } from '../helpers/realtime-client.js';
import { realtimeChargesOf, sleep } from '../helpers/realtime-ledger.js';
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

describe('GET /tts/realtime', () => {
  let t: TestApp;
  let port: number;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listening(t.server);
    account = await createAccount(t, 50_000_000);
    // The engine and encoder warm, as in a server that has spoken before: the timing test
    // below is about the socket, not about the first take of a fresh process.
    const warm = await openRealtime(port, { apiKey: account.apiKey });
    warm.send({ text: SENTENCES[0], flush: true });
    await warm.next((m) => m.type === 'final');
    warm.socket.close();
    await warm.closed;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('refuses before the upgrade, as HTTP does', () => {
    it.each([
      [{}, 401, 'Missing or invalid Authorization header', 'missing_api_key'],
      [{ apiKey: 'sk_live_wrong' }, 401, 'Invalid or revoked API key', 'invalid_api_key'],
      [
        { query: `api_key=sk_live_${'a'.repeat(40)}` },
        400,
        'Send the API key in the x-api-key header',
        'validation_failed',
      ],
    ])('%j with %i', async (options, status, error, code) => {
      const refusal = await refusedUpgrade(port, options);
      expect(refusal.status).toBe(status);
      expect(refusal.body).toEqual({ error, code });
    });

    it.each([
      [
        'outputFormat=wav_16000',
        'WAV cannot be streamed; use a pcm_* format or POST /tts',
        'validation_failed',
      ],
      ['outputFormat=mp3_8000_8', "Unsupported outputFormat 'mp3_8000_8'", 'validation_failed'],
      ['timestamps=character', 'timestamps must be one of: none, word', 'validation_failed'],
      [
        'quality=clone&voiceId=nobody',
        'Pick a voice from your voice library for every speaker',
        'clone_voice_required',
      ],
      ['x-api-key=anything', 'Send the API key in the x-api-key header', 'validation_failed'],
    ])('%s with 400', async (query, error, code) => {
      const refusal = await refusedUpgrade(port, { apiKey: account.apiKey, query });
      expect(refusal.status).toBe(400);
      expect(refusal.body).toEqual({ error, code });
    });

    it('the 31st connection of a minute with 429, its bucket apart from POST /tts', async () => {
      const fresh = await createAccount(t, 1_000_000);
      for (let i = 0; i < 30; i++) {
        const client = await openRealtime(port, { apiKey: fresh.apiKey });
        client.socket.close();
        await client.closed;
      }
      const refusal = await refusedUpgrade(port, { apiKey: fresh.apiKey });
      expect(refusal.status).toBe(429);
      expect(refusal.body).toEqual({ error: 'Too many requests', code: 'rate_limited' });
      expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
      await request(t.server)
        .post('/tts')
        .set('x-api-key', fresh.apiKey)
        .send({ text: SENTENCES[0] })
        .expect(200);
    });

    it('a plain GET with 400', async () => {
      const res = await request(t.server).get('/tts/realtime').set('x-api-key', account.apiKey);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Connect to /tts/realtime with a WebSocket upgrade',
        code: 'validation_failed',
      });
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
      expect(refusal.body).toEqual({ error: 'Too many requests', code: 'rate_limited' });
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
    // Three times the text: about 700 ms of typing, as a language model writes a reply.
    const lastSentAt = await sendInPieces(client, `${TEXT} ${TEXT} ${TEXT}`);
    client.send({ type: 'end' });
    const firstAudio = await client.next((m) => m.type === 'audio');
    expect(firstAudio.at).toBeLessThan(lastSentAt);
    await client.next((m) => m.type === 'done');
    expect(await client.closed).toEqual({ code: 1000, reason: '' });
    const types = client.received.map((r) => r.message.type);
    expect(types.slice(-2)).toEqual(['final', 'done']);
    // pcm_16000: two bytes a sample; every sentence is heard (about a second or more each).
    const seconds = client.audioOf().length / 2 / 16000;
    expect(seconds).toBeGreaterThan(3 * SENTENCES.length);
    const billed = client.received.reduce((sum, r) => sum + (r.message.characters ?? 0), 0);
    expect(billed).toBe(3 * SENTENCES.reduce((sum, s) => sum + s.length, 0));
    await sleep(200);
    expect(await realtimeChargesOf(t, fresh.id)).toEqual({
      characters: billed,
      micros: 25 * billed,
      count: 3 * SENTENCES.length,
    });
    const balance = await balanceOf(t.db, fresh.id);
    expect(balance.cached).toBe(balance.ledger);
  });

  it('reads numbers and dates as POST /tts does: speech of the same length for the same sentence', async () => {
    const sentence = SENTENCES[1];
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: sentence, flush: true });
    await client.next((m) => m.type === 'final');
    client.socket.close();
    const whole = await request(t.server)
      .post('/tts')
      .set('x-api-key', account.apiKey)
      .send({ text: sentence, outputFormat: 'pcm_16000' })
      .expect(200);
    const expected = Buffer.from(whole.body.audio as string, 'base64');
    // The same reading renders the same speech: lengths agree within 20 ms.
    expect(Math.abs(client.audioOf().length - expected.length) / 32000).toBeLessThan(0.02);
  });

  it('times the words of each sentence from the start of its frame with timestamps=word', async () => {
    const client = await openRealtime(port, { apiKey: account.apiKey, query: 'timestamps=word' });
    client.send({ text: `${SENTENCES[1]} ${SENTENCES[2]}`, flush: true });
    await client.next((m) => m.type === 'final');
    client.socket.close();
    const frames = client.received.filter((r) => r.message.type === 'audio');
    expect(frames.length).toBe(2);
    for (const [index, frame] of frames.entries()) {
      const written = SENTENCES[index + 1].replace(/[.!]$/, '').split(' ');
      const words = frame.message.alignment!.words;
      expect(words.map((w) => w.text)).toEqual(written);
      const seconds = Buffer.from(frame.message.audio!, 'base64').length / 32000;
      let previousEnd = 0;
      for (const word of words) {
        expect(word.start).toBeGreaterThanOrEqual(previousEnd);
        expect(word.end).toBeGreaterThan(word.start);
        previousEnd = word.end;
      }
      expect(previousEnd).toBeLessThanOrEqual(seconds + 0.05);
    }
  });

  /** A new workspace account signed in: its session cookie (`name=value`) and its id. */
  async function signedIn(): Promise<{ cookie: string; accountId: string }> {
    const registered = await request(t.server)
      .post('/auth/session/register')
      .send({ email: uniqueEmail(), password: 'a-long-password' })
      .expect(201);
    const cookie = ([] as string[])
      .concat(registered.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('workspace_session='))!
      .split(';')[0];
    return { cookie, accountId: registered.body.user.id as string };
  }

  it('serves the workspace session cookie (the playground) and bills the account', async () => {
    const { cookie, accountId } = await signedIn();
    await grantCredit(t, accountId, 1_000_000);
    const client = await openRealtime(port, { headers: { cookie } });
    client.send({ text: SENTENCES[0], flush: true });
    await client.next((m) => m.type === 'final');
    client.socket.close();
    await sleep(300);
    expect(await realtimeChargesOf(t, accountId)).toMatchObject({
      characters: SENTENCES[0].length,
    });
  });

  describe('with the workspace session cookie, judges the page it comes from as sign-in does', () => {
    it('refuses an upgrade from another site’s page with 403 before the upgrade', async () => {
      const { cookie } = await signedIn();
      const refusal = await refusedUpgrade(port, {
        headers: { cookie, origin: 'https://elsewhere.example' },
      });
      expect(refusal.status).toBe(403);
      expect(refusal.body).toEqual({
        error: 'Sign-in is accepted from this site only',
        code: 'forbidden',
      });
    });

    it('opens an upgrade from this site’s own page', async () => {
      const { cookie } = await signedIn();
      const client = await openRealtime(port, {
        headers: { cookie, origin: `http://127.0.0.1:${port}` },
      });
      client.socket.close();
      expect((await client.closed).code).toBe(1005);
    });

    it('leaves an upgrade with x-api-key alone, whatever its Origin', async () => {
      const client = await openRealtime(port, {
        apiKey: account.apiKey,
        headers: { origin: 'https://elsewhere.example' },
      });
      client.socket.close();
      await client.closed;
    });
  });
});
