import { RequestAbortedError } from '../common/errors.js';

interface Waiter {
  bytes: number;
  admit: () => void;
}

/**
 * Memory shared by requests, counted in bytes: a reservation waits, in arrival order,
 * until the bytes are free. A reservation larger than the whole budget is cut to the
 * budget, so it runs alone instead of never.
 */
export class ByteBudget {
  private used = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly capacity: number) {}

  get reservedBytes(): number {
    return this.used;
  }

  /**
   * Runs `work` with a lease from which it reserves bytes as it learns how many it needs;
   * whatever it reserved is given back when `work` settles, however it ends.
   */
  async use<T>(work: (lease: BudgetLease) => Promise<T>): Promise<T> {
    const lease = new BudgetLease(this);
    try {
      return await work(lease);
    } finally {
      this.release(lease.bytes);
    }
  }

  /** @internal Called by a lease; resolves once `bytes` are reserved. */
  async take(bytes: number, signal?: AbortSignal): Promise<number> {
    const wanted = Math.min(Math.max(0, Math.ceil(bytes)), this.capacity);
    if (signal?.aborted) throw new RequestAbortedError();
    if (this.waiting.length === 0 && this.used + wanted <= this.capacity) {
      this.used += wanted;
      return wanted;
    }
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        bytes: wanted,
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        this.admitWaiting();
        reject(new RequestAbortedError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
    return wanted;
  }

  private release(bytes: number): void {
    this.used -= bytes;
    this.admitWaiting();
  }

  /** First come, first served: a large reservation at the head is not overtaken. */
  private admitWaiting(): void {
    while (this.waiting.length > 0 && this.used + this.waiting[0].bytes <= this.capacity) {
      const next = this.waiting.shift()!;
      this.used += next.bytes;
      next.admit();
    }
  }
}

/** What one piece of work has reserved from a ByteBudget so far. */
export class BudgetLease {
  bytes = 0;

  constructor(private readonly budget: ByteBudget) {}

  async reserve(bytes: number, signal?: AbortSignal): Promise<void> {
    this.bytes += await this.budget.take(bytes, signal);
  }
}
