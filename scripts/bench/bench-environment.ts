import { randomBytes } from 'node:crypto';
import type { BenchDatabase } from './bench-database.js';

/**
 * The real limit is 30 requests per minute per endpoint per account; the benchmark lifts
 * it out of the way to measure what the chain costs a request, not where it refuses.
 */
export const BENCH_RATE_LIMIT_PER_MINUTE = 1_000_000_000;

/**
 * The environment the app is booted with. Must run before any app module is imported:
 * the configuration is read and validated when AppModule is loaded, and each app reads
 * it again when it boots. Gives back a function that puts the previous values back.
 */
export function applyBenchEnvironment(database: BenchDatabase, dataDir: string): () => void {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT_PER_MINUTE),
    // In-process limit counters unless a Redis is named for the benchmark on purpose.
    REDIS_URL: process.env.BENCH_REDIS_URL,
    // The jobs part's webhook receiver listens on loopback.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  };
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(env);
  return () => apply(previous);
}
