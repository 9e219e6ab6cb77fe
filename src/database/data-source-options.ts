import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import type { DatabaseTarget } from './database-target.js';

export function dataSourceOptions(
  target: Pick<DatabaseTarget, 'url' | 'singleSession'>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: {
      // The embedded database runs one query at a time whatever the pool: a few connections
      // keep requests queued there, off the event loop, rather than in the pool.
      max: target.singleSession ? 4 : 10,
      // An unreachable server, or a port that is not PostgreSQL, fails within seconds
      // (at boot and per request) instead of hanging; no statement holds a request longer.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
    },
  };
}
