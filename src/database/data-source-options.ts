import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import type { DatabaseTarget } from './database-target.js';

export function dataSourceOptions(
  target: Pick<DatabaseTarget, 'url' | 'singleConnection'>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // A single, quickly released connection lets the CLI take its turn on PGlite.
    extra: {
      ...(target.singleConnection ? { max: 1, idleTimeoutMillis: 1000 } : { max: 10 }),
      // An unreachable server, or a port that is not PostgreSQL, fails within seconds
      // (at boot and per request) instead of hanging; no statement holds a request longer.
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
    },
  };
}
