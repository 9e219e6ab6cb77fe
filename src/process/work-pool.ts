import { RequestAbortedError, UnavailableError } from '../common/errors.js';

interface Waiter<T> {
  owner: string;
  grant(resource: T): void;
  fail(error: Error): void;
}

/**
 * Lends a fixed set of resources (engine processes, or plain slots) to one job at a time
 * each. Jobs name their owner (an account): a freed resource goes to the waiting job whose
 * owner holds the fewest, first come first served among equals, so one account sending
 * many requests cannot keep every worker from the others. A job waiting for a resource
 * leaves the queue as soon as its request is aborted, so a disconnected client never
 * holds a place in line.
 */
export class WorkPool<T> {
  private readonly idle: T[];
  private readonly queue: Waiter<T>[] = [];
  /** Resources lent, per owner that holds any. */
  private readonly held = new Map<string, number>();
  private closed = false;

  constructor(resources: readonly T[]) {
    if (resources.length === 0) throw new RangeError('A work pool needs at least one resource');
    this.idle = [...resources];
  }

  async use<R>(
    signal: AbortSignal | undefined,
    job: (resource: T) => Promise<R>,
    owner = '',
  ): Promise<R> {
    const resource = await this.acquire(signal, owner);
    try {
      return await job(resource);
    } finally {
      this.release(resource, owner);
    }
  }

  /** use() for a job that streams: the resource is held until the stream ends or its reader stops. */
  async *stream<R>(
    signal: AbortSignal | undefined,
    job: (resource: T) => AsyncIterable<R>,
    owner = '',
  ): AsyncGenerator<R> {
    const resource = await this.acquire(signal, owner);
    try {
      yield* job(resource);
    } finally {
      this.release(resource, owner);
    }
  }

  /** Refuses new work and fails everyone still waiting; running jobs finish on their own. */
  close(): void {
    this.closed = true;
    for (const waiter of this.queue.splice(0)) waiter.fail(shuttingDown());
  }

  private acquire(signal: AbortSignal | undefined, owner: string): Promise<T> {
    if (this.closed) return Promise.reject(shuttingDown());
    if (signal?.aborted) return Promise.reject(new RequestAbortedError());
    const free = this.idle.pop();
    if (free !== undefined) {
      this.lend(owner);
      return Promise.resolve(free);
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        this.queue.splice(this.queue.indexOf(waiter), 1);
        reject(new RequestAbortedError());
      };
      const waiter: Waiter<T> = {
        owner,
        grant: (resource) => {
          signal?.removeEventListener('abort', onAbort);
          this.lend(owner);
          resolve(resource);
        },
        fail: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private release(resource: T, owner: string): void {
    const left = (this.held.get(owner) ?? 1) - 1;
    if (left > 0) this.held.set(owner, left);
    else this.held.delete(owner);
    const next = this.fairestWaiter();
    if (next) next.grant(resource);
    else this.idle.push(resource);
  }

  private lend(owner: string): void {
    this.held.set(owner, (this.held.get(owner) ?? 0) + 1);
  }

  /** The earliest waiter among those whose owner holds the fewest resources. */
  private fairestWaiter(): Waiter<T> | undefined {
    let best = -1;
    let fewest = Infinity;
    for (let i = 0; i < this.queue.length; i++) {
      const holds = this.held.get(this.queue[i].owner) ?? 0;
      if (holds < fewest) {
        fewest = holds;
        best = i;
        if (holds === 0) break;
      }
    }
    return best < 0 ? undefined : this.queue.splice(best, 1)[0];
  }
}

function shuttingDown(): UnavailableError {
  return new UnavailableError('The service is shutting down');
}

/**
 * Runs `job` over every item with at most `limit` running at once; results keep input
 * order. The first failure cancels the rest (queued ones never start, running ones get
 * an aborted signal), so a failed request stops spending engine time.
 */
export async function mapBounded<I, R>(
  items: readonly I[],
  limit: number,
  signal: AbortSignal | undefined,
  job: (item: I, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const failed = new AbortController();
  const jobSignal = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  const slotCount = Math.max(1, Math.min(limit, items.length));
  const slots = new WorkPool(Array.from({ length: slotCount }, (_, i) => i));
  try {
    return await Promise.all(items.map((item) => slots.use(jobSignal, () => job(item, jobSignal))));
  } catch (error) {
    failed.abort();
    throw error;
  }
}
