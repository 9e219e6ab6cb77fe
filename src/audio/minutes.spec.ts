import { minutesFromSeconds } from './minutes.js';

describe('minutesFromSeconds', () => {
  it.each([
    [0, 0.1],
    [1, 0.1],
    [3, 0.1], // 0.05 min: a half, rounds up to 0.1
    [2.99, 0.1],
    [9, 0.2], // 0.15 min
    [15, 0.3], // 0.25 min: a half, rounds up
    [14.999, 0.2],
    [14.9999999999, 0.3], // float noise from the sample count still counts as 15 s
    [21, 0.4], // 0.35 min
    [60, 1],
    [62.99, 1],
    [63, 1.1], // 1.05 min
    [7200, 120],
    [3 * 60 + 27, 3.5], // 3.45 min
  ])('%d s -> %d min', (seconds, minutes) => {
    expect(minutesFromSeconds(seconds)).toBe(minutes);
  });

  it('rejects negative and non-finite durations', () => {
    expect(() => minutesFromSeconds(-1)).toThrow(RangeError);
    expect(() => minutesFromSeconds(Number.NaN)).toThrow(RangeError);
    expect(() => minutesFromSeconds(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
