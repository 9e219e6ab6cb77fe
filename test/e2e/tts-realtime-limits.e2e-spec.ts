import request from 'supertest';
import { WebSocket, type WebSocketServer } from 'ws';
import { balanceOf, createAccount, uniqueEmail, type TestAccount } from '../helpers/accounts.js';
import { listening } from '../helpers/http-stream.js';
import { openNeverReading, openRealtime } from '../helpers/realtime-client.js';
import { realtimeChargesOf, sleep } from '../helpers/realtime-ledger.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { RealtimeLimits } from '../../src/realtime/realtime-limits.js';
import { WebSocketUpgrades } from '../../src/realtime/websocket-upgrades.js';

/** The contract's times, shortened so that the suite runs in seconds (read as a socket opens). */
const LIMITS: RealtimeLimits = {
  idleMs: 800,
  longestMs: 60_000,
  bufferedBytes: 64 * 1024,
  stuckMs: 1_500,
  keyCheckMs: 300,
};

const SENTENCE = 'نتمنى لكم يوماً سعيداً مع أصدقائكم.';

describe('GET /tts/realtime: limits of a connection', () => {
  let t: TestApp;
  let port: number;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ overrides: [{ token: RealtimeLimits, useValue: LIMITS }] });
    port = await listening(t.server);
    account = await createAccount(t, 50_000_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes 1000 idle after the idle time without a client message', async () => {
    const client = await openRealtime(port, { apiKey: account.apiKey });
    const opened = performance.now();
    expect(await client.closed).toEqual({ code: 1000, reason: 'idle' });
    expect(performance.now() - opened).toBeGreaterThanOrEqual(LIMITS.idleMs - 50);
  });

  it('closes 1000 at its time limit however busy the client is', async () => {
    LIMITS.longestMs = 3_000;
    const client = await openRealtime(port, { apiKey: account.apiKey }).finally(() => {
      LIMITS.longestMs = 60_000;
    });
    const opened = performance.now();
    const keepAlive = setInterval(() => client.send({ text: ' ' }), 200);
    const closed = await client.closed;
    clearInterval(keepAlive);
    expect(closed).toEqual({ code: 1000, reason: 'time limit' });
    expect(performance.now() - opened).toBeGreaterThanOrEqual(3_000 - 50);
  });

  it('closes 4401 a connection only kept alive once its key is revoked', async () => {
    const fresh = await createAccount(t, 1_000_000);
    const client = await openRealtime(port, { apiKey: fresh.apiKey });
    const keepAlive = setInterval(() => client.send({ text: ' ' }), 200);
    await request(t.server)
      .delete(`/api-keys/${fresh.apiKeyId}`)
      .set('Authorization', `Bearer ${fresh.token}`)
      .expect(200);
    const closed = await client.closed;
    clearInterval(keepAlive);
    expect(closed).toEqual({ code: 4401, reason: 'Invalid or revoked API key' });
    expect(client.received.map((r) => r.message)).toEqual([
      { type: 'error', error: 'Invalid or revoked API key' },
    ]);
  });

  it('closes 4401 a connection of a workspace session once it is signed out', async () => {
    const registered = await request(t.server)
      .post('/auth/session/register')
      .send({ email: uniqueEmail(), password: 'a-long-password' })
      .expect(201);
    const cookie = ([] as string[])
      .concat(registered.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('workspace_session='))!
      .split(';')[0];
    const client = await openRealtime(port, { headers: { cookie } });
    const keepAlive = setInterval(() => client.send({ text: ' ' }), 200);
    await sleep(2 * LIMITS.keyCheckMs);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    await request(t.server)
      .delete('/auth/session')
      .set('cookie', cookie)
      .set('x-csrf-token', registered.body.csrfToken as string)
      .expect(200);
    const closed = await client.closed;
    clearInterval(keepAlive);
    expect(closed).toEqual({ code: 4401, reason: 'Missing, invalid or expired access token' });
    expect(client.received.map((r) => r.message)).toEqual([
      { type: 'error', error: 'Missing, invalid or expired access token' },
    ]);
  });

  it('answers a bad message with an error and stays open', async () => {
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: 5 });
    client.socket.send(Buffer.from([1, 2, 3]));
    client.socket.send('not json');
    for (const contextId of ['a', 'b', 'c', 'd', 'e', 'f'])
      client.send({ text: 'مرحبا', contextId });
    client.send({ text: 'كلمة '.repeat(2001), contextId: 'a' });
    client.send({ text: SENTENCE, contextId: 'b' });
    // After end the idle time no longer runs: the short one of this suite cuts no rendering.
    client.send({ type: 'end' });
    await client.next((m) => m.type === 'final' && m.contextId === 'b');
    const errors = client.received.filter((r) => r.message.type === 'error');
    expect(errors.map((r) => r.message.error)).toEqual([
      'text must be a string',
      'Messages must be JSON text frames',
      'Messages must be JSON objects',
      'At most 5 contexts open at once per connection',
      'At most 10,000 characters of unrendered text per connection',
    ]);
    expect(client.audioOf('b').length).toBeGreaterThan(32_000);
    expect(await client.closed).toEqual({ code: 1000, reason: '' });
  });

  it('closes 1009 on a message over 64 KB, and serves the next socket', async () => {
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: 'a'.repeat(70_000) });
    expect((await client.closed).code).toBe(1009);
    const next = await openRealtime(port, { apiKey: account.apiKey });
    next.send({ text: SENTENCE });
    next.send({ type: 'end' });
    await next.next((m) => m.type === 'done');
    expect(next.audioOf().length).toBeGreaterThan(32_000);
  });

  it('speaks contexts side by side, each in order, and says final for each on end', async () => {
    const client = await openRealtime(port, { apiKey: account.apiKey });
    client.send({ text: `${SENTENCE} ${SENTENCE}`, contextId: 'one' });
    client.send({ text: SENTENCE, contextId: 'two' });
    client.send({ type: 'end' });
    await client.next((m) => m.type === 'done');
    const types = client.received.map((r) => `${r.message.type}:${r.message.contextId ?? ''}`);
    expect(types.filter((type) => type.startsWith('final')).sort()).toEqual([
      'final:one',
      'final:two',
    ]);
    for (const contextId of ['one', 'two']) {
      const last = types.lastIndexOf(`audio:${contextId}`);
      expect(last).toBeLessThan(types.indexOf(`final:${contextId}`));
    }
    expect(client.audioOf('one').length).toBeGreaterThan(1.5 * client.audioOf('two').length);
    const frames = client.received.filter((r) => r.message.type === 'audio');
    for (const { message } of frames) {
      expect(Buffer.from(message.audio as string, 'base64').length).toBeLessThanOrEqual(32 * 1024);
    }
  });

  it('keeps a client that never reads bounded: rendering waits, then the stuck socket is cut', async () => {
    const fresh = await createAccount(t, 10_000_000);
    const sockets = (Reflect.get(t.app.get(WebSocketUpgrades), 'sockets') as WebSocketServer)
      .clients;
    const before = new Set(sockets);
    const client = await openNeverReading(port, fresh.apiKey);
    await sleep(100);
    const server = [...sockets].find((socket) => !before.has(socket))!;
    // About ten minutes of speech, far more than the socket buffers hold.
    const text = `${SENTENCE} `.repeat(250);
    for (let i = 0; i < text.length; i += 2000) client.send({ text: text.slice(i, i + 2000) });
    client.send({ text: '', flush: true });
    let mostBuffered = 0;
    const keepAlive = setInterval(() => client.send({ text: ' ' }), 200);
    while (sockets.has(server)) {
      mostBuffered = Math.max(mostBuffered, server.bufferedAmount);
      await sleep(10);
    }
    clearInterval(keepAlive);
    client.socket.destroy();
    // A frame is at most a 32 KB block of audio, 43 KB in base64: one may cross the mark.
    expect(mostBuffered).toBeLessThan(LIMITS.bufferedBytes + 64 * 1024);
    await sleep(300);
    const charged = await realtimeChargesOf(t, fresh.id);
    expect(charged.characters).toBeLessThan(text.trim().length / 2);
    const balance = await balanceOf(t.db, fresh.id);
    expect(balance.cached).toBe(balance.ledger);
  });
});
