import request from 'supertest';
import { SEND_STALL_MS } from '../../src/common/stalled-send.js';
import { balanceOf, createAccount } from '../helpers/accounts.js';
import { listening } from '../helpers/http-stream.js';
import { postAndStopReading, type SlowReader } from '../helpers/slow-reader.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const SENTENCE = 'يقول مدير المكتبة إن الهدف هو تشجيع القراءة بين الشباب كل يوم. ';
/** About 3 minutes of speech: as 48 kHz PCM, more than the sockets in between can buffer. */
const LONG_TEXT = SENTENCE.repeat(Math.ceil(3_000 / SENTENCE.length)).slice(0, 3_000);

describe('engines while clients read slowly', () => {
  let t: TestApp;
  let port: number;
  const slow: SlowReader[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { TTS_WORKERS: '2' } });
    port = await listening(t.server);
  });
  afterAll(async () => {
    for (const reader of slow) reader.close();
    await t.close();
  });

  // How fast it is served is the fairness bench's to measure (npm run bench -- --only fairness);
  // this says it is served at all while those streams still hold their engines.
  it("serve another customer's POST /tts while four streams are not read", async () => {
    for (let account = 0; account < 2; account++) {
      const { apiKey } = await createAccount(t, 1_000_000);
      for (let stream = 0; stream < 2; stream++) {
        const reader = await postAndStopReading(port, '/tts/stream', apiKey, {
          text: LONG_TEXT,
          outputFormat: 'pcm_48000',
        });
        expect(reader.status).toBe(200);
        slow.push(reader);
      }
    }
    // Long enough for every buffer between the engines and those clients to fill.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const victim = await createAccount(t, 1_000_000);
    // Answered before the unread streams are cut off (SEND_STALL_MS): an engine pool those
    // streams had taken would only serve it once they are.
    const res = await request(t.server)
      .post('/tts')
      .set('x-api-key', victim.apiKey)
      .send({ text: 'مرحبا بكم في خدمة الكلام' })
      .timeout(SEND_STALL_MS - 10_000)
      .expect(200);
    expect(res.body.audio.length).toBeGreaterThan(1_000);
    expect(slow.every((reader) => !reader.response.complete)).toBe(true);
  });

  it('cut a POST /tts answer nobody reads after 30 s, freeing it, and charge nothing for it', async () => {
    const credit = 1_000_000;
    const { id, apiKey } = await createAccount(t, credit);
    // 1,500 characters as 48 kHz WAV: over 10 MB of base64, more than the sockets buffer.
    const reader = await postAndStopReading(port, '/tts', apiKey, {
      text: LONG_TEXT.slice(0, 1_500),
      outputFormat: 'wav_48000',
    });
    slow.push(reader);
    expect(reader.status).toBe(200);
    const started = Date.now();
    expect((await balanceOf(t.db, id)).ledger).toBeLessThan(credit);
    // The server's side of the connection: its end refunds the answer that was not delivered.
    // (The client, reading nothing, does not even see the connection close.)
    while ((await balanceOf(t.db, id)).ledger < credit && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SEND_STALL_MS - 1_000);
    expect(waited).toBeLessThan(SEND_STALL_MS + 10_000);
    expect(await balanceOf(t.db, id)).toEqual({ cached: credit, ledger: credit });
  });
});
