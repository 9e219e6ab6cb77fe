import { RequestAbortedError } from '../common/errors.js';
import { ByteBudget } from './byte-budget.js';

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Work that reserves `bytes` and then holds them until released by the test. */
function holder(budget: ByteBudget, bytes: number, signal?: AbortSignal) {
  let release!: () => void;
  let reserved = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = budget.use(async (lease) => {
    await lease.reserve(bytes, signal);
    reserved = true;
    await held;
  });
  return { release, done, isReserved: () => reserved };
}

describe('ByteBudget', () => {
  it('admits reservations that fit and makes the others wait until bytes are given back', async () => {
    const budget = new ByteBudget(100);
    const first = holder(budget, 60);
    const second = holder(budget, 60);
    await settle();
    expect([first.isReserved(), second.isReserved()]).toEqual([true, false]);
    first.release();
    await first.done;
    await settle();
    expect(second.isReserved()).toBe(true);
    second.release();
    await second.done;
    expect(budget.reservedBytes).toBe(0);
  });

  it('serves waiters in arrival order: a small one does not overtake a large one', async () => {
    const budget = new ByteBudget(100);
    const first = holder(budget, 50);
    const large = holder(budget, 80);
    const small = holder(budget, 10);
    await settle();
    expect([large.isReserved(), small.isReserved()]).toEqual([false, false]);
    first.release();
    await settle();
    expect([large.isReserved(), small.isReserved()]).toEqual([true, true]);
    large.release();
    small.release();
    await Promise.all([first.done, large.done, small.done]);
  });

  it('cuts a reservation larger than the whole budget to the budget, so it runs alone', async () => {
    const budget = new ByteBudget(100);
    const huge = holder(budget, 10_000);
    await settle();
    expect(budget.reservedBytes).toBe(100);
    huge.release();
    await huge.done;
    expect(budget.reservedBytes).toBe(0);
  });

  it('gives the bytes back when the work fails, and drops a waiter whose request is aborted', async () => {
    const budget = new ByteBudget(100);
    await expect(
      budget.use(async (lease) => {
        await lease.reserve(100);
        throw new Error('engine failed');
      }),
    ).rejects.toThrow('engine failed');
    expect(budget.reservedBytes).toBe(0);

    const first = holder(budget, 100);
    const controller = new AbortController();
    const aborted = holder(budget, 50, controller.signal);
    const next = holder(budget, 50);
    await settle();
    controller.abort();
    await expect(aborted.done).rejects.toThrow(RequestAbortedError);
    first.release();
    await settle();
    expect(next.isReserved()).toBe(true);
    expect(budget.reservedBytes).toBe(50);
    next.release();
    await Promise.all([first.done, next.done]);
  });
});
