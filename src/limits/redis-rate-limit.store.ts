import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { decision, RateLimitStore, type RateLimitDecision } from './rate-limit-store.js';

/**
 * The same rolling window as the memory store, as a sorted set per key in Redis, so
 * every instance behind a load balancer counts the same requests. The script runs
 * atomically and takes the time from Redis so instances' clocks do not matter.
 */
const SLIDING_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local hits = redis.call('ZCARD', KEYS[1])
local allowed = 0
if hits < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  hits = hits + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], window)
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
return { hits, allowed, tonumber(oldest) or now, now }
`;

export class RedisRateLimitStore extends RateLimitStore {
  constructor(private readonly redis: Redis) {
    super();
  }

  async hit(key: string, windowMs: number, limit: number): Promise<RateLimitDecision> {
    const hitId = randomUUID();
    const [hits, allowed, oldest, now] = (await this.redis.eval(
      SLIDING_WINDOW,
      1,
      `rate:${key}`,
      windowMs,
      limit,
      hitId,
    )) as [number, number, number, number];
    return decision(hits, allowed === 1, oldest, windowMs, now, hitId);
  }

  async remove(key: string, hitId: string): Promise<void> {
    await this.redis.zrem(`rate:${key}`, hitId);
  }
}
