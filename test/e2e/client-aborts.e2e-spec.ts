import request from 'supertest';
import { ConcurrencyStore } from '../../src/limits/concurrency-store.js';
import { balanceOf, createAccount } from '../helpers/accounts.js';
import { ChainProbeModule } from '../helpers/chain-probe.js';
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
      extra: { imports: [ChainProbeModule] },
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

  async function holdsOf(accountId: string): Promise<number> {
    const [{ count }] = await t.db.query<Array<{ count: string }>>(
      `SELECT count(*) FROM credit_holds WHERE account_id = $1`,
      [accountId],
    );
    return Number(count);
  }

  /**
   * Waits until the aborted requests' work has wound down (their holds and slots given
   * back, and none taken for half a second), for at most 20 s: a leak shows as holds or
   * slots still there after that. A request whose client left can still be on its way to
   * its hold when its connection has closed; it gives that hold back at once, so a single
   * empty look could come between the two.
   */
  async function settled(accountId: string): Promise<void> {
    await client.serverSawAllClose();
    const deadline = Date.now() + 20_000;
    let emptySince: number | undefined;
    while (Date.now() < deadline) {
      const empty = store.held === 0 && (await holdsOf(accountId)) === 0;
      emptySince = empty ? (emptySince ?? Date.now()) : undefined;
      if (emptySince !== undefined && Date.now() - emptySince >= 500) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('gives every micro-dollar back to 40 paid requests aborted at random moments before they answer', async () => {
    const account = await createAccount(t, 1_000_000);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        client.send(
          '/test-probe/paid-work',
          { 'x-api-key': account.apiKey },
          {},
          Math.floor(Math.random() * 250),
        ),
      ),
    );
    await settled(account.id);
    expect(store.held).toBe(0);
    expect(await holdsOf(account.id)).toBe(0);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it('charges nothing for 10 TTS requests aborted 0 to 1 ms after sending', async () => {
    const account = await createAccount(t, 1_000_000);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.send('/tts', { 'x-api-key': account.apiKey }, { text: 'مرحبا بكم' }, i % 2),
      ),
    );
    await settled(account.id);
    expect(store.held).toBe(0);
    expect(await holdsOf(account.id)).toBe(0);
    expect(await balanceOf(t.db, account.id)).toEqual({ cached: 1_000_000, ledger: 1_000_000 });
  });

  it('charges nothing for 8 TTS requests whose client half-closes its socket after sending', async () => {
    const account = await createAccount(t, 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.sendAndHalfClose('/tts', { 'x-api-key': account.apiKey }, { text: 'مرحبا بكم' }),
      ),
    );
    await settled(account.id);
    const answered = answers.filter((answer) => answer.startsWith('HTTP/1.1 200')).length;
    expect(store.held).toBe(0);
    expect(await holdsOf(account.id)).toBe(0);
    const cost = 9 * 25; // nine characters
    expect(await balanceOf(t.db, account.id)).toEqual({
      cached: 1_000_000 - answered * cost,
      ledger: 1_000_000 - answered * cost,
    });
  });
});
