import { Injectable } from '@nestjs/common';
import { ConcurrencyStore, type ConcurrencyLease } from './concurrency-store.js';

@Injectable()
export class MemoryConcurrencyStore extends ConcurrencyStore {
  private readonly running = new Map<string, number>();

  acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null> {
    const count = this.running.get(accountId) ?? 0;
    if (count >= limit) return Promise.resolve(null);
    this.running.set(accountId, count + 1);
    let released = false;
    return Promise.resolve({
      release: () => {
        if (!released) {
          released = true;
          const left = (this.running.get(accountId) ?? 1) - 1;
          if (left > 0) this.running.set(accountId, left);
          else this.running.delete(accountId);
        }
        return Promise.resolve();
      },
    });
  }
}
