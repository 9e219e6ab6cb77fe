import { setTimeout as sleep } from 'node:timers/promises';
import { concatConcurrently } from './concat-concurrently.js';

/** A stream that records when it starts, yields its items slowly and notes whether it was cleaned up. */
function slowStream(name: string, items: string[], log: string[], failAfter?: Error) {
  return (async function* () {
    log.push(`start ${name}`);
    try {
      for (const item of items) {
        await sleep(10);
        yield item;
      }
      if (failAfter) throw failAfter;
    } finally {
      log.push(`end ${name}`);
    }
  })();
}

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

describe('concatConcurrently', () => {
  it('yields every stream in order while running them at once', async () => {
    const log: string[] = [];
    const items = await collect(
      concatConcurrently([
        slowStream('a', ['a1', 'a2', 'a3'], log),
        slowStream('b', ['b1', 'b2', 'b3'], log),
        slowStream('c', ['c1', 'c2', 'c3'], log),
      ]),
    );
    expect(items).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
    // All three started before the first had finished.
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('fails where a stream fails, after what came before it', async () => {
    const log: string[] = [];
    const seen: string[] = [];
    const stream = concatConcurrently([
      slowStream('a', ['a1'], log),
      slowStream('b', ['b1'], log, new Error('b broke')),
      slowStream('c', ['c1'], log),
    ]);
    await expect(
      (async () => {
        for await (const item of stream) seen.push(item);
      })(),
    ).rejects.toThrow('b broke');
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('stops every stream when the reader stops early', async () => {
    const log: string[] = [];
    for await (const item of concatConcurrently([
      slowStream('a', ['a1', 'a2'], log),
      slowStream('b', ['b1', 'b2', 'b3', 'b4', 'b5'], log),
    ])) {
      expect(item).toBe('a1');
      break;
    }
    await sleep(30);
    expect(log).toEqual(expect.arrayContaining(['end a', 'end b']));
  });

  it('yields nothing for no streams', async () => {
    expect(await collect(concatConcurrently([]))).toEqual([]);
  });
});
