/**
 * A stream read once but readable from its start again: each `read()` is a reader from the
 * first item, and the source is pulled only as far as the readers have gone. Everything read
 * is kept until `forget()`; from then on only the newest reader goes on (an older one ends
 * where it is), and each item is let go once it has read it. A source failure reaches every
 * reader at the point it occurred.
 */
export class ReplayableStream<T> {
  private readonly items: T[] = [];
  /** Items let go from the front since `forget()`. */
  private released = 0;
  private keeping = true;
  /** The newest reader, and the index of the item it reads next. */
  private newest = 0;
  private newestAt = 0;
  private ended = false;
  private failure: { error: unknown } | undefined;
  private pulling: Promise<void> | undefined;

  constructor(private readonly source: AsyncIterator<T>) {}

  /** A reader from the first item; from this call on, it is the newest. */
  read(): AsyncGenerator<T> {
    const reader = ++this.newest;
    this.newestAt = 0;
    return this.readAs(reader);
  }

  /** Lets go of what the newest reader has read, and of each item it reads from now on. */
  forget(): void {
    this.keeping = false;
    const read = this.newestAt - this.released;
    this.items.splice(0, read);
    this.released += read;
  }

  private async *readAs(reader: number): AsyncGenerator<T> {
    for (let index = 0; ; index++) {
      while (index - this.released >= this.items.length) {
        if (this.failure) throw this.failure.error;
        if (this.ended) return;
        await this.pull();
      }
      if (reader !== this.newest) {
        if (!this.keeping) return;
      } else {
        this.newestAt = index + 1;
      }
      const item = this.items[index - this.released];
      if (!this.keeping) {
        this.items.shift();
        this.released++;
      }
      yield item;
    }
  }

  /** One item from the source; readers waiting at the same point share the pull. */
  private pull(): Promise<void> {
    this.pulling ??= this.source.next().then(
      (step) => {
        this.pulling = undefined;
        if (step.done) this.ended = true;
        else this.items.push(step.value);
      },
      (error: unknown) => {
        this.pulling = undefined;
        this.failure = { error };
      },
    );
    return this.pulling;
  }
}
