/** How much the streams may read ahead of their reader, and for how long it may take nothing. */
export interface ReadAheadBound<T> {
  /** Items held for the reader at most, by `sizeOf`, across all streams. */
  maxSize: number;
  sizeOf(item: T): number;
  /** Once the bound is reached, how long the streams wait for the reader to take something. */
  stallMs: number;
  /** The failure when the reader took nothing for that long. */
  stalled(): Error;
}

/**
 * Concatenates streams while reading them all at once, ahead of the reader, so their work
 * overlaps and none waits on the reader's pace: whatever holds a resource for a stream (an
 * engine) lets it go as soon as that stream is done, however slowly its items are taken.
 * Items are kept in memory and replayed in order; with a `bound`, the streams pause once
 * they hold `maxSize` between them, and a reader that then takes nothing for `stallMs`
 * stops every stream and gets the `stalled` failure. A stream's failure ends the output
 * where it occurs; a reader that stops early stops every stream.
 */
export async function* concatConcurrently<T>(
  streams: readonly AsyncIterable<T>[],
  bound?: ReadAheadBound<T>,
): AsyncGenerator<T> {
  if (streams.length === 0) return;
  const room = new Room(bound);
  // Started in order: the first stream asks for its resources (an engine slot, say) first.
  const readers = streams.map((stream, index) => readAhead(stream, room, index));
  try {
    for (const reader of readers) yield* reader.replay();
  } finally {
    room.close();
    for (const reader of readers) reader.stop();
  }
}

/** The read-ahead shared by a concatenation's streams, against its bound. */
class Room<T> {
  private held = 0;
  private lastTakenAt = Date.now();
  private waiting: Array<() => void> = [];
  private closed = false;
  failure: Error | undefined;
  /** The stream the reader is on, and whether it waits for that stream's next item. */
  current = 0;
  private readerWaiting = false;

  constructor(private readonly bound: ReadAheadBound<T> | undefined) {}

  /**
   * After stream `index` read `item`: waits while the bound is reached, unless the reader
   * waits for that very stream (the streams ahead fill the bound while it is slow); false
   * once the stream must stop.
   */
  async hold(item: T, index: number): Promise<boolean> {
    if (!this.bound) return !this.closed;
    this.held += this.bound.sizeOf(item);
    while (!this.closed && this.held > this.bound.maxSize) {
      if (this.readerWaiting && this.current === index) break;
      if (this.readerWaiting) this.lastTakenAt = Date.now();
      const left = this.lastTakenAt + this.bound.stallMs - Date.now();
      if (left <= 0) {
        this.failure ??= this.bound.stalled();
        this.close();
        break;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return !this.closed;
  }

  /** The reader took `item`. */
  taken(item: T): void {
    this.lastTakenAt = Date.now();
    if (!this.bound) return;
    this.held -= this.bound.sizeOf(item);
    this.wakeAll();
  }

  /** The reader waits for the current stream's next item (or resumes). */
  waits(waiting: boolean): void {
    this.readerWaiting = waiting;
    if (waiting) this.wakeAll();
  }

  close(): void {
    this.closed = true;
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const wake of this.waiting.splice(0)) wake();
  }
}

interface ReadAhead<T> {
  /** Everything read so far, then the rest as it arrives; the stream's failure, in its place. */
  replay(): AsyncGenerator<T>;
  stop(): void;
}

function readAhead<T>(stream: AsyncIterable<T>, room: Room<T>, index: number): ReadAhead<T> {
  const iterator = stream[Symbol.asyncIterator]();
  const items: T[] = [];
  let finished = false;
  let failed = false;
  let failure: unknown;
  let stopped = false;
  let wake: (() => void) | undefined;

  void (async () => {
    try {
      for (let step = await iterator.next(); !step.done; step = await iterator.next()) {
        if (stopped) break;
        items.push(step.value);
        wake?.();
        if (!(await room.hold(step.value, index))) break;
      }
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      finished = true;
      // A stream left early (stopped, or its reader stalled) is closed, freeing what it holds.
      if (!failed) await iterator.return?.()?.catch(() => undefined);
      wake?.();
    }
  })();

  return {
    async *replay() {
      room.current = index;
      for (;;) {
        if (room.failure) throw room.failure;
        if (items.length > 0) {
          const item = items.shift()!;
          room.taken(item);
          yield item;
        } else if (failed) throw failure;
        else if (finished) return;
        else {
          const next = new Promise<void>((resolve) => (wake = resolve));
          room.waits(true);
          await next;
          room.waits(false);
        }
      }
    },
    stop() {
      stopped = true;
      // Queued behind a pending read, so the producer's cleanup runs once that read is done.
      iterator.return?.().catch(() => undefined);
    },
  };
}
