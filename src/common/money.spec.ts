import { formatUsd } from './money.js';

describe('formatUsd', () => {
  it.each([
    [12_500_000, '12.50'],
    [125, '0.000125'],
    [0, '0.00'],
    [5_000_000_000, '5000.00'],
    [1_234_560, '1.23456'],
    [10, '0.00001'],
    [-25, '-0.000025'],
    [100_000, '0.10'],
  ])('formats %i micros as %s', (micros, text) => {
    expect(formatUsd(micros)).toBe(text);
  });

  it('rejects fractional micros', () => {
    expect(() => formatUsd(0.5)).toThrow(RangeError);
  });
});
