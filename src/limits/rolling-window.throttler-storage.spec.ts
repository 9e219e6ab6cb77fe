import { jest } from '@jest/globals';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { RollingWindowThrottlerStorage } from './rolling-window.throttler-storage.js';

describe('RollingWindowThrottlerStorage', () => {
  let storage: RollingWindowThrottlerStorage;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    storage = new RollingWindowThrottlerStorage(new MemoryRateLimitStore());
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const hit = () => storage.increment('account:endpoint', 60_000, 2);

  it('reports the hits so far and blocks past the limit until the oldest leaves the window', async () => {
    expect(await hit()).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    jest.advanceTimersByTime(20_000);
    expect((await hit()).isBlocked).toBe(false);
    jest.advanceTimersByTime(10_000);
    expect(await hit()).toEqual({
      totalHits: 2,
      timeToExpire: 30,
      isBlocked: true,
      timeToBlockExpire: 30,
    });
  });

  it('rolls: a slot frees when the oldest request leaves, not when a fixed window restarts', async () => {
    await hit();
    jest.advanceTimersByTime(40_000);
    await hit();
    jest.advanceTimersByTime(20_001);
    const third = await hit();
    expect(third.isBlocked).toBe(false);
    // The second request is still inside the minute, so the window is full again.
    expect((await hit()).isBlocked).toBe(true);
  });
});
