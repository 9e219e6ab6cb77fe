import { centsToMicros, topUpCents } from './top-up-amount.js';

describe('topUpCents', () => {
  it.each([
    [5, 500],
    [5000, 500_000],
    [19.99, 1999],
    [10.1, 1010],
    [25, 2500],
  ])('accepts $%d as %d cents', (usd, cents) => {
    expect(topUpCents(usd)).toBe(cents);
  });

  it.each([
    4.99,
    5000.01,
    0,
    -10,
    10.001,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '25',
    null,
    undefined,
  ])('rejects %p', (value) => {
    expect(topUpCents(value)).toBeNull();
  });
});

describe('centsToMicros', () => {
  it('converts exactly', () => {
    expect(centsToMicros(1999)).toBe(19_990_000);
  });
});
