import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { RetryLaterError } from '../common/errors.js';
import { SignInCounters } from './sign-in-counters.js';

/**
 * Sign-in attempts are bounded, since each one verifies an argon2 hash (tens of
 * milliseconds of CPU), and guesses must stay few. Every bound is checked and counted in
 * one atomic step before the hash is verified, so parallel attempts cannot all slip past.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * Wrong passwords for one account from one address before that address must wait for
 * that account. Counted per pair, so a stranger's guesses do not lock the owner out.
 */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Attempts from one address, on any accounts, before it must wait (an office behind one NAT). */
export const MAX_ATTEMPTS_PER_ADDRESS = 100;
/**
 * Past this many wrong passwords for an account from all addresses together, its attempts
 * are spaced out instead of refused: one a second, each waiting up to 5 s for its turn.
 * Guesses from many addresses then cost time, and the owner still gets in.
 */
export const SLOW_DOWN_AFTER_FAILURES = 10;
export const SLOW_DOWN_SPACING_MS = 1_000;
export const SLOW_DOWN_MAX_WAIT_MS = 5_000;

export class TooManyLoginAttemptsError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(`Too many sign-in attempts; try again in ${retryAfterSeconds} s`, retryAfterSeconds);
  }
}

/** An admitted attempt, counted as a failure until its password proves right. */
export interface LoginAttempt {
  /** The password was right, or it was never checked: the attempt is no failure. */
  notFailed(): Promise<void>;
}

@Injectable()
export class LoginThrottle {
  constructor(private readonly counters: SignInCounters) {}

  /** Before a password is verified; throws TooManyLoginAttemptsError when it must wait. */
  async admit(email: string, address: string | undefined): Promise<LoginAttempt> {
    const account = email.trim().toLowerCase();
    if (address) await this.countOrRefuse(`address:${address}`, MAX_ATTEMPTS_PER_ADDRESS);
    const pairKey = `pair:${account}:${address ?? ''}`;
    const pair = await this.countOrRefuse(pairKey, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const accountKey = `account:${account}`;
    const failures = await this.countOrRefuse(accountKey, Number.MAX_SAFE_INTEGER);
    const counted = [
      { key: pairKey, id: pair.id },
      { key: accountKey, id: failures.id },
    ];
    const notFailed = () =>
      Promise.all(counted.map(({ key, id }) => this.counters.uncount(key, id))).then(() => {});
    if (failures.count > SLOW_DOWN_AFTER_FAILURES) {
      await this.takeTurn(account).catch(async (error: unknown) => {
        await notFailed();
        throw error;
      });
    }
    return { notFailed };
  }

  private async countOrRefuse(key: string, limit: number) {
    const attempt = await this.counters.count(key, LOGIN_WINDOW_MS, limit);
    if (!attempt.counted) throw new TooManyLoginAttemptsError(attempt.retryAfterSeconds);
    return attempt;
  }

  /** One attempt per spacing for the account; waits for a turn, up to the longest wait. */
  private async takeTurn(account: string): Promise<void> {
    const deadline = Date.now() + SLOW_DOWN_MAX_WAIT_MS;
    for (;;) {
      const turn = await this.counters.count(`turn:${account}`, SLOW_DOWN_SPACING_MS, 1);
      if (turn.counted) return;
      const waitMs = Math.min(turn.retryAfterSeconds * 1000, SLOW_DOWN_SPACING_MS);
      if (Date.now() + waitMs > deadline) throw new TooManyLoginAttemptsError(1);
      await sleep(waitMs);
    }
  }
}
