/**
 * Concatenates streams while reading them all at once, so their work overlaps. The first is
 * passed through as it comes (its producer feels the reader's pace); the others are read
 * ahead into memory and replayed in turn. A failure ends the stream where it occurs;
 * a reader that stops early stops every stream.
 */
export async function* concatConcurrently<T>(
  streams: readonly AsyncIterable<T>[],
): AsyncGenerator<T> {
  if (streams.length === 0) return;
  const head = streams[0][Symbol.asyncIterator]();
  // The first stream asks for its resources (an engine slot, say) before the others do.
  const firstStep = head.next();
  const readers = streams.slice(1).map(readAhead);
  try {
    for (let step = await firstStep; !step.done; step = await head.next()) yield step.value;
    for (const reader of readers) yield* reader.replay();
  } finally {
    await head.return?.();
    for (const reader of readers) reader.stop();
  }
}

interface ReadAhead<T> {
  /** Everything read so far, then the rest as it arrives; the stream's failure, in its place. */
  replay(): AsyncGenerator<T>;
  stop(): void;
}

function readAhead<T>(stream: AsyncIterable<T>): ReadAhead<T> {
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
      }
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      finished = true;
      wake?.();
    }
  })();

  return {
    async *replay() {
      for (;;) {
        if (items.length > 0) yield items.shift()!;
        else if (failed) throw failure;
        else if (finished) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    stop() {
      stopped = true;
      // Queued behind a pending read, so the producer's cleanup runs once that read is done.
      iterator.return?.().catch(() => undefined);
    },
  };
}
