import { Injectable } from '@nestjs/common';
import { RetryLaterError } from '../common/errors.js';

/**
 * Sign-in attempts are bounded, since each one verifies an argon2 hash (tens of
 * milliseconds of CPU): without a bound, 300 tries at 10 a second cost 54 CPU-seconds.
 * Counted in this process, over a rolling window.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one account, from anywhere, before it must wait. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Attempts from one address, on any accounts, before it must wait (an office behind one NAT). */
export const MAX_ATTEMPTS_PER_ADDRESS = 100;
/** Keys remembered at most; the oldest is forgotten first, so memory stays bounded. */
const MAX_TRACKED_KEYS = 100_000;

export class TooManyLoginAttemptsError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(`Too many sign-in attempts; try again in ${retryAfterSeconds} s`, retryAfterSeconds);
  }
}

@Injectable()
export class LoginThrottle {
  /** Times of recent events per key, oldest first; a Map keeps keys in insertion order. */
  private readonly events = new Map<string, number[]>();

  /**
   * Before a password is verified: refuses when the account has too many recent failures
   * or the address too many recent attempts, else counts this attempt for the address.
   */
  admit(email: string, address: string | undefined, now = Date.now()): void {
    const failures = this.recent(accountKey(email), now);
    const attempts = address ? this.recent(addressKey(address), now) : [];
    const waitMs = Math.max(
      waitFor(failures, MAX_FAILURES_PER_ACCOUNT, now),
      waitFor(attempts, MAX_ATTEMPTS_PER_ADDRESS, now),
    );
    if (waitMs > 0) throw new TooManyLoginAttemptsError(Math.ceil(waitMs / 1000));
    if (address) this.record(addressKey(address), now);
  }

  /** After a wrong password or an unknown email. */
  failed(email: string, now = Date.now()): void {
    this.record(accountKey(email), now);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.events.get(key) ?? []).filter((time) => now - time < LOGIN_WINDOW_MS);
    if (times.length > 0) this.events.set(key, times);
    else this.events.delete(key);
    return times;
  }

  private record(key: string, now: number): void {
    if (!this.events.has(key) && this.events.size >= MAX_TRACKED_KEYS) {
      this.events.delete(this.events.keys().next().value!);
    }
    this.events.set(key, [...(this.events.get(key) ?? []), now]);
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** How long until the oldest of the last `max` events leaves the window (0: not limited). */
function waitFor(times: number[], max: number, now: number): number {
  return times.length < max ? 0 : times[times.length - max] + LOGIN_WINDOW_MS - now;
}
