import { centsToMicros, topUpCents, typedDollars } from './top-up-amount.js';

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

describe('typedDollars', () => {
  it.each([
    ['25', 25],
    [' 19.99 ', 19.99],
    ['١٠', 10],
    ['۲۵', 25],
    ['١٢٫٥', 12.5],
    ['1,000', 1000],
    ['١٬٠٠٠', 1000],
    ['5,000.00', 5000],
    ['$50', 50],
  ])('reads %p as %d', (text, dollars) => {
    expect(typedDollars(text)).toBe(dollars);
  });

  it.each(['', 'abc', '1,00', '10.001', '1.2.3', '-5', '10 000', '٥abc'])('refuses %p', (text) => {
    expect(typedDollars(text)).toBeNull();
  });
});
