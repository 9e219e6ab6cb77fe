import { registerAs } from '@nestjs/config';
import { readEnvironment } from '../config/environment.js';

export const limitsConfig = registerAs('limits', () => {
  const env = readEnvironment();
  return {
    redisUrl: env.REDIS_URL,
    /** Requests per rolling minute per endpoint per account (the spec's 30; raised only for benchmarks). */
    ratePerMinute: env.RATE_LIMIT_PER_MINUTE,
  };
});

export type LimitsConfig = ReturnType<typeof limitsConfig>;
