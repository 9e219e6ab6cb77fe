import request from 'supertest';
import { balanceOf, createAccount } from '../helpers/accounts.js';
import { listening } from '../helpers/http-stream.js';
import { openRealtime } from '../helpers/realtime-client.js';
import { realtimeChargesOf, sleep } from '../helpers/realtime-ledger.js';
import { ScriptedEngine } from '../helpers/scripted-engine.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { EngineFailedError } from '../../src/common/errors.js';

const FIRST = 'مرحباً بكم في خدمة تحويل النص إلى كلام.';
const SECOND = 'نتمنى لكم يوماً سعيداً مع أصدقائكم.';
/**
 * One sentence of about 4,500 characters in clauses, which the engine renders one after another:
 * minutes of audio, still being rendered when it is cut.
 */
const LONG = `${'ونحن نعمل معاً من أجل مستقبل أفضل للجميع في كل مكان،'.repeat(85).replace(/،/g, '، ').trim()}.`;

describe('GET /tts/realtime: money per sentence', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listening(t.server);
  });
  afterAll(async () => {
    await t.close();
  });

  it('barge-in stops the context’s frames within 500 ms and charges only the sentences sent', async () => {
    const account = await createAccount(t, 10_000_000);
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: `${FIRST} ${LONG}`, flush: true });
    await client.next((m) => m.type === 'audio' && m.characters === LONG.length);
    client.send({ type: 'closeContext', contextId: 'default' });
    const cutAt = performance.now();
    await sleep(1500);
    const late = client.received.filter((r) => r.at > cutAt + 500);
    expect(late.map((r) => r.message.type)).toEqual([]);
    expect(client.received.some((r) => r.message.type === 'final')).toBe(false);

    // The context id can be used again at once, for the next turn.
    const from = client.received.length;
    client.send({ text: SECOND, flush: true });
    await client.next((m) => m.type === 'final', 20_000, from);
    client.socket.close();
    await client.closed;
    await sleep(300);
    const characters = FIRST.length + SECOND.length;
    expect(await realtimeChargesOf(t, account.id)).toEqual({
      characters,
      micros: 25 * characters,
      count: 2,
    });
    const balance = await balanceOf(t.db, account.id);
    expect(balance).toEqual({ cached: 10_000_000 - 25 * characters, ledger: balance.ledger });
  });

  it('closes 4402 when the next sentence cannot be paid, charging the ones sent', async () => {
    const account = await createAccount(t, 25 * FIRST.length + 10);
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: `${FIRST} ${SECOND}`, flush: true });
    const error = await client.next((m) => m.type === 'error');
    expect(error.message.error).toMatch(
      /^Insufficient API balance \(\$0\.00001\)\. This request needs/,
    );
    expect(await client.closed).toEqual({ code: 4402, reason: 'Insufficient API balance' });
    expect(client.received.filter((r) => r.message.type === 'audio').length).toBeGreaterThan(0);
    await sleep(300);
    expect(await realtimeChargesOf(t, account.id)).toMatchObject({ characters: FIRST.length });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 10, ledger: 10 });
  });

  it('closes 4401 once the key is revoked while the socket is open', async () => {
    const account = await createAccount(t, 10_000_000);
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: FIRST, flush: true });
    await client.next((m) => m.type === 'final');
    await request(t.server)
      .delete(`/api-keys/${account.apiKeyId}`)
      .set('Authorization', `Bearer ${account.token}`)
      .expect(200);
    client.send({ text: SECOND, flush: true });
    const error = await client.next((m) => m.type === 'error');
    expect(error.message.error).toBe('Invalid or revoked API key');
    expect(await client.closed).toEqual({ code: 4401, reason: 'Invalid or revoked API key' });
    await sleep(300);
    expect(await realtimeChargesOf(t, account.id)).toEqual({
      characters: FIRST.length,
      micros: 25 * FIRST.length,
      count: 1,
    });
    const balance = await balanceOf(t.db, account.id);
    expect(balance.cached).toBe(balance.ledger);
  });

  it('gives back what a connection that ends mid-sentence held', async () => {
    const account = await createAccount(t, 10_000_000);
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: LONG, flush: true });
    await client.next((m) => m.type === 'audio');
    client.socket.terminate();
    await sleep(500);
    expect(await realtimeChargesOf(t, account.id)).toEqual({ characters: 0, micros: 0, count: 0 });
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 10_000_000, ledger: 10_000_000 });
  });
});

describe('GET /tts/realtime: an engine that fails', () => {
  let t: TestApp;
  let port: number;
  const scripted = new ScriptedEngine();
  beforeAll(async () => {
    t = await createTestApp({ overrides: [scripted.override] });
    port = await listening(t.server);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A second of a 220 Hz tone at the engine's rate, as it would render a sentence. */
  const tone = () => {
    const samples = new Int16Array(scripted.sampleRate);
    for (let i = 0; i < samples.length; i++)
      samples[i] = 8000 * Math.sin((2 * Math.PI * 220 * i) / scripted.sampleRate);
    return Buffer.from(samples.buffer);
  };

  it('answers the failed sentence with an error, charges nothing for it, and speaks the next', async () => {
    const account = await createAccount(t, 1_000_000);
    let failing = true;
    scripted.script = async function* () {
      yield tone();
      // Rendering the rest takes a moment, in which the engine dies (or not).
      await new Promise((resolve) => setImmediate(resolve));
      if (failing) throw new EngineFailedError('espeak-ng failed (SIGSEGV)');
      yield tone();
    };
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: FIRST, flush: true });
    const error = await client.next((m) => m.type === 'error');
    expect(error.message.error).toBe('espeak-ng failed (SIGSEGV)');
    failing = false;
    const from = client.received.length;
    client.send({ text: SECOND });
    client.send({ type: 'end' });
    await client.next((m) => m.type === 'done', 20_000, from);
    expect(await client.closed).toEqual({ code: 1000, reason: '' });
    await sleep(300);
    expect(await realtimeChargesOf(t, account.id)).toEqual({
      characters: SECOND.length,
      micros: 25 * SECOND.length,
      count: 1,
    });
    const balance = await balanceOf(t.db, account.id);
    expect(balance).toEqual({ cached: balance.ledger, ledger: 1_000_000 - 25 * SECOND.length });
  });
});
