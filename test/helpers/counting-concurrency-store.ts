import { ConcurrencyStore, type ConcurrencyLease } from '../../src/limits/concurrency-store.js';
import { MemoryConcurrencyStore } from '../../src/limits/memory-concurrency.store.js';

/**
 * The in-process store, counting the slots held, with an optional gate that holds
 * `acquire` until the test opens it: a way to end a request while its guards run.
 */
export class CountingConcurrencyStore extends ConcurrencyStore {
  private readonly inner = new MemoryConcurrencyStore();
  held = 0;
  gate: Promise<void> | undefined;
  onAcquire: (() => void) | undefined;

  async acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null> {
    this.onAcquire?.();
    if (this.gate) await this.gate;
    const lease = await this.inner.acquire(accountId, limit);
    if (!lease) return null;
    this.held++;
    let released = false;
    return {
      renew: () => lease.renew(),
      release: async () => {
        if (!released) {
          released = true;
          this.held--;
        }
        await lease.release();
      },
    };
  }
}
