import { ReplayableStream } from './replayable-stream.js';

/** A source that counts how far it was pulled and can be told to fail at an item. */
function counted(values: number[], failAt?: number) {
  const source = { pulled: 0 };
  async function* generate(): AsyncGenerator<number> {
    for (const value of values) {
      await Promise.resolve();
      if (source.pulled === failAt) throw new Error('engine failed');
      source.pulled++;
      yield value;
    }
  }
  return Object.assign(source, { iterator: generate() });
}

async function take<T>(reader: AsyncGenerator<T>, count: number): Promise<T[]> {
  const taken: T[] = [];
  while (taken.length < count) {
    const step = await reader.next();
    if (step.done) break;
    taken.push(step.value);
  }
  return taken;
}

describe('ReplayableStream', () => {
  it('pulls the source only as far as its reader has gone', async () => {
    const source = counted([1, 2, 3, 4]);
    const stream = new ReplayableStream(source.iterator);
    expect(await take(stream.read(), 2)).toEqual([1, 2]);
    expect(source.pulled).toBe(2);
  });

  it('gives a second reader everything from the first item, then the rest of the source', async () => {
    const source = counted([1, 2, 3, 4]);
    const stream = new ReplayableStream(source.iterator);
    await take(stream.read(), 2);
    expect(await take(stream.read(), 10)).toEqual([1, 2, 3, 4]);
  });

  it('ends the older reader once told to forget, and the newest goes on alone', async () => {
    const source = counted([1, 2, 3, 4]);
    const stream = new ReplayableStream(source.iterator);
    const first = stream.read();
    await take(first, 2);
    const second = stream.read();
    stream.forget();
    expect(await take(second, 10)).toEqual([1, 2, 3, 4]);
    expect(await first.next()).toEqual({ done: true, value: undefined });
  });

  it('lets one reader go on after forgetting what it read', async () => {
    const source = counted([1, 2, 3, 4, 5]);
    const stream = new ReplayableStream(source.iterator);
    const reader = stream.read();
    expect(await take(reader, 2)).toEqual([1, 2]);
    stream.forget();
    expect(await take(reader, 10)).toEqual([3, 4, 5]);
  });

  it('reaches every reader with the source’s failure where it occurred', async () => {
    const stream = new ReplayableStream(counted([1, 2, 3], 2).iterator);
    const first = stream.read();
    expect(await take(first, 2)).toEqual([1, 2]);
    await expect(first.next()).rejects.toThrow('engine failed');
    const second = stream.read();
    expect(await take(second, 2)).toEqual([1, 2]);
    await expect(second.next()).rejects.toThrow('engine failed');
  });
});
