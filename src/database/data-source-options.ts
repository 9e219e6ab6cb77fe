import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import type { DatabaseTarget } from './database-target.js';

/** Connections to the embedded database: it runs one query at a time whatever the pool. */
const SINGLE_SESSION_POOL = 4;

/** Whether a data source built here talks to the embedded database's single session. */
export function servesOneSession(options: DataSourceOptions): boolean {
  return (options as { extra?: { max?: number } }).extra?.max === SINGLE_SESSION_POOL;
}

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
      max: target.singleSession ? SINGLE_SESSION_POOL : 10,
      // An unreachable server, or a port that is not PostgreSQL, fails within seconds
      // (at boot and per request) instead of hanging; no statement holds a request longer.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
    },
  };
}
