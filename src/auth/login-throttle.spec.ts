import {
  LOGIN_WINDOW_MS,
  LoginThrottle,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_FAILURES_PER_ACCOUNT,
} from './login-throttle.js';

describe('LoginThrottle', () => {
  it('makes an account wait after its failures, whatever the address, until the window moves on', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      throttle.admit('dev@example.com', `10.0.0.${i}`, 1_000);
      throttle.failed('Dev@Example.com ', 1_000);
    }
    expect(() => throttle.admit('dev@example.com', '10.0.1.1', 2_000)).toThrow(
      `Too many sign-in attempts; try again in ${(LOGIN_WINDOW_MS - 1_000) / 1000} s`,
    );
    expect(() => throttle.admit('other@example.com', '10.0.1.1', 2_000)).not.toThrow();
    expect(() =>
      throttle.admit('dev@example.com', '10.0.1.1', 1_000 + LOGIN_WINDOW_MS),
    ).not.toThrow();
  });

  it('makes an address wait after its attempts on any accounts', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_ATTEMPTS_PER_ADDRESS; i++) {
      throttle.admit(`user${i}@example.com`, '192.0.2.7', 0);
    }
    expect(() => throttle.admit('new@example.com', '192.0.2.7', 0)).toThrow(/Too many sign-in/);
    expect(() => throttle.admit('new@example.com', '192.0.2.8', 0)).not.toThrow();
  });
});
