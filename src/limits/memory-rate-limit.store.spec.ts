import { jest } from '@jest/globals';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';

describe('MemoryRateLimitStore', () => {
  let store: MemoryRateLimitStore;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    store = new MemoryRateLimitStore();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('admits up to the limit, then refuses until the oldest request leaves the window', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await store.hit('k', 60_000, 3)).allowed).toBe(true);
      jest.advanceTimersByTime(10_000);
    }
    expect(await store.hit('k', 60_000, 3)).toEqual({
      allowed: false,
      hits: 3,
      secondsUntilSlot: 30,
    });
    jest.advanceTimersByTime(30_001);
    expect((await store.hit('k', 60_000, 3)).allowed).toBe(true);
  });

  it('does not count refused requests', async () => {
    await store.hit('k', 60_000, 1);
    for (let i = 0; i < 5; i++) await store.hit('k', 60_000, 1);
    jest.advanceTimersByTime(60_001);
    expect(await store.hit('k', 60_000, 1)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('keeps keys apart', async () => {
    await store.hit('a', 60_000, 1);
    expect((await store.hit('b', 60_000, 1)).allowed).toBe(true);
  });

  it('forgets a key idle for an hour, swept by a later request', async () => {
    await store.hit('idle', 60_000, 1);
    jest.advanceTimersByTime(60 * 60_000 + 1);
    await store.hit('other', 60_000, 1);
    expect((store as unknown as { windows: Map<string, number[]> }).windows.has('idle')).toBe(
      false,
    );
  });
});
