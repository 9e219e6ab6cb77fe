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
