import { MemoryRateLimitStore } from '../limits/memory-rate-limit.store.js';
import { RollingWindowSignInCounters } from '../limits/sign-in-counters.module.js';
import {
  LoginThrottle,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SLOW_DOWN_AFTER_FAILURES,
  SLOW_DOWN_SPACING_MS,
  TooManyLoginAttemptsError,
} from './login-throttle.js';

const throttle = () =>
  new LoginThrottle(new RollingWindowSignInCounters(new MemoryRateLimitStore()));

/** Admits in parallel; how many were let through and how many refused. */
async function admitAll(attempts: Array<Promise<unknown>>) {
  const outcomes = await Promise.allSettled(attempts);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected' && !(outcome.reason instanceof TooManyLoginAttemptsError)) {
      throw outcome.reason;
    }
  }
  return {
    admitted: outcomes.filter((o) => o.status === 'fulfilled').length,
    refused: outcomes.filter((o) => o.status === 'rejected').length,
  };
}

describe('LoginThrottle', () => {
  it('lets 10 of 60 parallel attempts on one account from one address through, refusing 50', async () => {
    const limits = throttle();
    const attempts = Array.from({ length: 60 }, () => limits.admit('dev@example.com', '192.0.2.7'));
    expect(await admitAll(attempts)).toEqual({
      admitted: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      refused: 60 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    });
    await expect(limits.admit('Dev@Example.com ', '192.0.2.7')).rejects.toThrow(
      /^Too many sign-in attempts; try again in 900 s$/,
    );
  });

  it('still admits the owner from another address, and the guesser on other accounts', async () => {
    const limits = throttle();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await limits.admit('owner@example.com', '203.0.113.66');
    }
    await expect(limits.admit('owner@example.com', '198.51.100.1')).resolves.toBeDefined();
    await expect(limits.admit('other@example.com', '203.0.113.66')).resolves.toBeDefined();
  });

  it('does not count an attempt whose password was right', async () => {
    const limits = throttle();
    for (let i = 0; i < 3 * MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await (await limits.admit('dev@example.com', '192.0.2.7')).notFailed();
    }
    await expect(limits.admit('dev@example.com', '192.0.2.7')).resolves.toBeDefined();
  });

  it('makes an address wait after its attempts on any accounts', async () => {
    const limits = throttle();
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++) {
      await (await limits.admit(`user${i}@example.com`, '192.0.2.7')).notFailed();
    }
    await expect(limits.admit('new@example.com', '192.0.2.7')).rejects.toThrow(/Too many sign-in/);
    await expect(limits.admit('new@example.com', '192.0.2.8')).resolves.toBeDefined();
  });

  it('spaces out attempts on an account guessed at from many addresses, one a second', async () => {
    const limits = throttle();
    for (let i = 0; i < SLOW_DOWN_AFTER_FAILURES; i++) {
      await limits.admit('owner@example.com', `10.0.0.${i}`);
    }
    const started = Date.now();
    const admittedAt = await Promise.all(
      ['10.0.1.1', '10.0.1.2'].map(async (address) => {
        await limits.admit('owner@example.com', address);
        return Date.now() - started;
      }),
    );
    admittedAt.sort((a, b) => a - b);
    expect(admittedAt[0]).toBeLessThan(SLOW_DOWN_SPACING_MS / 2);
    expect(admittedAt[1]).toBeGreaterThanOrEqual(SLOW_DOWN_SPACING_MS * 0.9);
  });
});
