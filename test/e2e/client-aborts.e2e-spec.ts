import request from 'supertest';
import { ConcurrencyStore } from '../../src/limits/concurrency-store.js';
import { createAccount } from '../helpers/accounts.js';
import { ChainProbeController } from '../helpers/chain-probe.js';
import { AbortingClient } from '../helpers/client-abort.js';
import { CountingConcurrencyStore } from '../helpers/counting-concurrency-store.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Clients that time out or hang up at any moment must not lock their account out. */
describe('clients that abort their requests', () => {
  let t: TestApp;
  let client: AbortingClient;
  const store = new CountingConcurrencyStore();

  beforeAll(async () => {
    t = await createTestApp({
      // Many requests per account here; the rate limit is another test's business.
      env: { RATE_LIMIT_PER_MINUTE: '10000' },
      extra: { controllers: [ChainProbeController] },
      overrides: [{ token: ConcurrencyStore, useValue: store }],
    });
    client = await AbortingClient.on(t.server);
  });
  afterAll(async () => {
    await t.close();
  });

  async function bothSlotsRun(apiKey: string): Promise<number[]> {
    const answers = await Promise.all(
      [0, 1].map(() => request(t.server).post('/test-probe/work').set('x-api-key', apiKey)),
    );
    return answers.map((r) => r.status);
  }

  it('gives the slot back when the client leaves while the concurrency guard is waiting for the store', async () => {
    const account = await createAccount(t);
    for (let i = 0; i < 3; i++) {
      let openGate!: () => void;
      store.gate = new Promise<void>((resolve) => (openGate = resolve));
      const entered = new Promise<void>((resolve) => (store.onAcquire = resolve));
      // The client leaves once the guard waits for the store, and the server sees it leave.
      await client.send('/test-probe/work', { 'x-api-key': account.apiKey }, {}, entered);
      store.onAcquire = undefined;
      await client.serverSawAllClose();
      openGate();
      store.gate = undefined;
      await client.serverSawAllClose();
    }
    expect(store.held).toBe(0);
    expect(await bothSlotsRun(account.apiKey)).toEqual([201, 201]);
  });

  it('leaves no slot held after 60 requests aborted 0 to 3 ms after sending', async () => {
    const account = await createAccount(t);
    for (let round = 0; round < 20; round++) {
      await Promise.all(
        [0, 1, 2].map((ms) =>
          client.send('/test-probe/work', { 'x-api-key': account.apiKey }, {}, ms),
        ),
      );
    }
    await client.serverSawAllClose();
    expect(store.held).toBe(0);
    expect(await bothSlotsRun(account.apiKey)).toEqual([201, 201]);
  });

  it('leaves no slot held after requests aborted at random moments before, during and after the guards', async () => {
    const account = await createAccount(t);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        client.send(
          '/test-probe/work',
          { 'x-api-key': account.apiKey },
          {},
          Math.floor(Math.random() * 200),
        ),
      ),
    );
    await client.serverSawAllClose();
    expect(store.held).toBe(0);
    expect(await bothSlotsRun(account.apiKey)).toEqual([201, 201]);
  });
});
