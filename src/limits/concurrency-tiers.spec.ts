import { concurrencyLimitFor } from './concurrency-tiers.js';

describe('concurrencyLimitFor', () => {
  it.each([
    [0, 2],
    [49_990_000, 2],
    [50_000_000, 5],
    [249_999_999, 5],
    [250_000_000, 10],
    [1_000_000_000, 20],
    [4_999_000_000, 20],
    [5_000_000_000, 50],
    [90_000_000_000, 50],
  ])('gives %i micros of top-ups a limit of %i', (micros, limit) => {
    expect(concurrencyLimitFor(micros)).toBe(limit);
  });
});
