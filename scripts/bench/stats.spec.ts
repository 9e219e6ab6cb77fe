import { percentile, timeInTurns } from './stats.js';

describe('timeInTurns', () => {
  it('warms each task once, then runs them in turn, every other round in reverse', async () => {
    const ran: string[] = [];
    const task = (name: string) => () => Promise.resolve(ran.push(name));
    const times = await timeInTurns(3, [task('a'), task('b'), task('c')]);
    expect(ran.join(' ')).toBe('a b c a b c c b a a b c');
    expect(times.map((runs) => runs.length)).toEqual([3, 3, 3]);
  });
});

describe('percentile', () => {
  it('gives the nearest-rank value of unsorted samples', () => {
    expect(percentile([30, 10, 20, 40], 50)).toBe(20);
    expect(percentile([30, 10, 20, 40], 100)).toBe(40);
    expect(percentile([], 50)).toBeNaN();
  });
});
