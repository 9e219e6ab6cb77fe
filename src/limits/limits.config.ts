import { registerAs } from '@nestjs/config';

export const limitsConfig = registerAs('limits', () => ({
  redisUrl: process.env.REDIS_URL,
  /** Requests per rolling minute per endpoint per account (the spec's 30; raised only for benchmarks). */
  ratePerMinute: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 30),
}));

export type LimitsConfig = ReturnType<typeof limitsConfig>;

/** The rate policy, as a provider the guard can reach from any module that uses it. */
export class RateLimitPolicy {
  constructor(readonly requestsPerMinute: number) {}
}
