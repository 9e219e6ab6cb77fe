import { RequestAbortedError } from '../common/errors.js';
import { WorkPool } from './work-pool.js';

async function* items(...values: number[]): AsyncGenerator<number> {
  for (const value of values) {
    await Promise.resolve();
    yield value;
  }
}

describe('WorkPool.stream', () => {
  it('holds the resource until the stream is read to the end', async () => {
    const pool = new WorkPool(['only']);
    const first = pool.stream(undefined, () => items(1, 2));
    expect((await first.next()).value).toBe(1);
    let secondStarted = false;
    const second = pool.use(undefined, () => {
      secondStarted = true;
      return Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(secondStarted).toBe(false);
    expect((await first.next()).value).toBe(2);
    expect((await first.next()).done).toBe(true);
    await second;
    expect(secondStarted).toBe(true);
  });

  it('gives the resource back when the reader stops early', async () => {
    const pool = new WorkPool(['only']);
    for await (const value of pool.stream(undefined, () => items(1, 2, 3))) {
      expect(value).toBe(1);
      break;
    }
    await expect(pool.use(undefined, (resource) => Promise.resolve(resource))).resolves.toBe(
      'only',
    );
  });

  it('leaves the queue when its request is aborted while waiting', async () => {
    const pool = new WorkPool(['only']);
    const holder = pool.stream(undefined, () => items(1, 2));
    await holder.next();
    const controller = new AbortController();
    const waiting = pool.stream(controller.signal, () => items(3)).next();
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(RequestAbortedError);
    await holder.return(undefined);
  });
});

describe('WorkPool fair shares', () => {
  it('gives a freed resource to the owner holding the fewest, not to the one that queued first', async () => {
    const pool = new WorkPool(['a', 'b']);
    const order: string[] = [];
    const gates: Array<() => void> = [];
    const job = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        gates.push(resolve);
      });
    const running = [
      pool.use(undefined, job('greedy 1'), 'greedy'),
      pool.use(undefined, job('greedy 2'), 'greedy'),
      pool.use(undefined, job('greedy 3'), 'greedy'),
      pool.use(undefined, job('greedy 4'), 'greedy'),
      pool.use(undefined, job('victim 1'), 'victim'),
    ];
    await Promise.resolve();
    expect(order).toEqual(['greedy 1', 'greedy 2']);
    gates.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['greedy 1', 'greedy 2', 'victim 1']);
    while (gates.length > 0 || order.length < 5) {
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(running);
    expect(order.slice(3)).toEqual(['greedy 3', 'greedy 4']);
  });

  it('lets one owner use every resource while nobody else waits', async () => {
    const pool = new WorkPool(['a', 'b', 'c']);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        pool.use(
          undefined,
          async () => {
            most = Math.max(most, ++running);
            await new Promise((resolve) => setTimeout(resolve, 5));
            running--;
          },
          'alone',
        ),
      ),
    );
    expect(most).toBe(3);
  });
});
