import { randomUUID } from 'node:crypto';
import { ConcurrencyStore, LEASE_MS, type ConcurrencyLease } from './concurrency-store.js';

/** Leases in this process: each account's lease ids with their expiry times. */
export class MemoryConcurrencyStore extends ConcurrencyStore {
  private readonly leases = new Map<string, Map<string, number>>();

  acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null> {
    const held = this.liveLeasesOf(accountId);
    if (held.size >= limit) return Promise.resolve(null);
    const id = randomUUID();
    held.set(id, Date.now() + LEASE_MS);
    this.leases.set(accountId, held);
    return Promise.resolve({
      renew: () => {
        if (held.has(id)) held.set(id, Date.now() + LEASE_MS);
        return Promise.resolve();
      },
      release: () => {
        held.delete(id);
        if (held.size === 0 && this.leases.get(accountId) === held) this.leases.delete(accountId);
        return Promise.resolve();
      },
    });
  }

  /** The account's leases, expired ones dropped. */
  private liveLeasesOf(accountId: string): Map<string, number> {
    const held = this.leases.get(accountId) ?? new Map<string, number>();
    const now = Date.now();
    for (const [id, expiresAt] of held) if (expiresAt <= now) held.delete(id);
    return held;
  }
}
