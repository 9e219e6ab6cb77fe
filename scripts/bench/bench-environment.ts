import { randomBytes } from 'node:crypto';
import type { BenchDatabase } from './bench-database.js';

/**
 * The real limit is 30 requests per minute per endpoint per account; the benchmark lifts
 * it out of the way to measure what the chain costs a request, not where it refuses.
 */
export const BENCH_RATE_LIMIT_PER_MINUTE = 1_000_000_000;

/**
 * The environment the app is booted with. Must run before any app module is imported:
 * the configuration is read and validated when AppModule is loaded.
 */
export function applyBenchEnvironment(database: BenchDatabase, dataDir: string): void {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT_PER_MINUTE),
    // In-process limit counters unless a Redis is named for the benchmark on purpose.
    REDIS_URL: process.env.BENCH_REDIS_URL,
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
