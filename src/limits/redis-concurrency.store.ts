import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ConcurrencyStore, LEASE_MS, type ConcurrencyLease } from './concurrency-store.js';

/**
 * Slots are leases in a sorted set scored by their expiry, so a slot held by an
 * instance that crashed frees itself after the lease time instead of leaking. The
 * scripts take the time from Redis so instances' clocks do not matter.
 */
const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

const ACQUIRE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;

/** Renews a lease still held; one that expired stays gone (its slot was given away). */
const RENEW = `${NOW}
if redis.call('ZSCORE', KEYS[1], ARGV[2]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
end
return 1
`;

export class RedisConcurrencyStore extends ConcurrencyStore {
  constructor(private readonly redis: Redis) {
    super();
  }

  async acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null> {
    const key = `concurrency:${accountId}`;
    const lease = randomUUID();
    const granted = (await this.redis.eval(ACQUIRE, 1, key, limit, LEASE_MS, lease)) as number;
    if (granted !== 1) return null;
    let released = false;
    return {
      renew: async () => {
        if (!released) await this.redis.eval(RENEW, 1, key, LEASE_MS, lease);
      },
      release: async () => {
        if (released) return;
        released = true;
        await this.redis.zrem(key, lease);
      },
    };
  }
}
