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

  it('reads every stream to its end while the reader takes nothing after the first item', async () => {
    const log: string[] = [];
    const stream = concatConcurrently([
      slowStream('a', ['a1', 'a2', 'a3'], log),
      slowStream('b', ['b1', 'b2'], log),
    ]);
    expect((await stream.next()).value).toBe('a1');
    await sleep(100);
    expect(log).toEqual(expect.arrayContaining(['end a', 'end b']));
    expect(await collect(stream)).toEqual(['a2', 'a3', 'b1', 'b2']);
  });

  it('pauses the streams at the bound, and stops them when the reader stalls past the deadline', async () => {
    const log: string[] = [];
    let produced = 0;
    const counting = async function* () {
      try {
        for (let i = 0; i < 100; i++) {
          produced++;
          yield await Promise.resolve(`x${i}`);
        }
      } finally {
        log.push('end x');
      }
    };
    const stream = concatConcurrently([counting()], {
      maxSize: 5,
      sizeOf: () => 1,
      stallMs: 500,
      stalled: () => new Error('reader stalled'),
    });
    expect((await stream.next()).value).toBe('x0');
    await sleep(50);
    expect(produced).toBeLessThanOrEqual(7);
    expect(log).toEqual([]);
    await sleep(1_000);
    expect(log).toEqual(['end x']);
    await expect(collect(stream)).rejects.toThrow('reader stalled');
  });

  it('keeps going at the bound while the reader keeps taking', async () => {
    const items = Array.from({ length: 50 }, (_, i) => `i${i}`);
    const bound = { maxSize: 3, sizeOf: () => 1, stallMs: 50, stalled: () => new Error('stalled') };
    const taken: string[] = [];
    for await (const item of concatConcurrently(
      [slowStream('a', items, []), slowStream('b', items, [])],
      bound,
    )) {
      taken.push(item);
      await sleep(5);
    }
    expect(taken).toEqual([...items, ...items]);
  });

  it('yields nothing for no streams', async () => {
    expect(await collect(concatConcurrently([]))).toEqual([]);
  });
});
