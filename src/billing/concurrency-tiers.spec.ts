import { concurrencyLimitFor, nextConcurrencyTier } from './concurrency-tiers.js';

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

describe('nextConcurrencyTier', () => {
  it.each([
    [0, { fromUsd: 50, limit: 5 }],
    [49_990_000, { fromUsd: 50, limit: 5 }],
    [50_000_000, { fromUsd: 250, limit: 10 }],
    [999_999_999, { fromUsd: 1000, limit: 20 }],
    [1_000_000_000, { fromUsd: 5000, limit: 50 }],
  ])('names the tier above %i micros of top-ups', (micros, next) => {
    expect(nextConcurrencyTier(micros)).toEqual(next);
  });

  it('has nothing above the top tier', () => {
    expect(nextConcurrencyTier(5_000_000_000)).toBeUndefined();
  });
});
