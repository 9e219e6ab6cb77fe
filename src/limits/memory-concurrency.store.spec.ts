import { jest } from '@jest/globals';
import { LEASE_MS } from './concurrency-store.js';
import { MemoryConcurrencyStore } from './memory-concurrency.store.js';

describe('MemoryConcurrencyStore', () => {
  let store: MemoryConcurrencyStore;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    store = new MemoryConcurrencyStore();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('grants up to the limit and a slot again once one is released', async () => {
    const first = await store.acquire('a', 2);
    expect(await store.acquire('a', 2)).not.toBeNull();
    expect(await store.acquire('a', 2)).toBeNull();
    await first!.release();
    await first!.release();
    expect(await store.acquire('a', 2)).not.toBeNull();
    expect(await store.acquire('a', 2)).toBeNull();
  });

  it('frees a slot whose release was lost once its lease runs out, 30 s after its last renewal', async () => {
    const lost = await store.acquire('a', 1);
    jest.advanceTimersByTime(LEASE_MS - 1);
    await lost!.renew();
    jest.advanceTimersByTime(LEASE_MS - 1);
    expect(await store.acquire('a', 1)).toBeNull();
    jest.advanceTimersByTime(1);
    expect(await store.acquire('a', 1)).not.toBeNull();
  });

  it('keeps accounts apart', async () => {
    await store.acquire('a', 1);
    expect(await store.acquire('b', 1)).not.toBeNull();
  });
});
