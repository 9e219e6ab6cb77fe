import { registerAs } from '@nestjs/config';
import { resolve } from 'node:path';
import { readEnvironment } from '../config/environment.js';

export const databaseConfig = registerAs('database', () => {
  const env = readEnvironment();
  return {
    /** A PostgreSQL server; unset: the embedded database in `dataDir`. */
    url: env.DATABASE_URL,
    /** The tables' owner, for migrations; unset: DATABASE_URL migrates too. */
    migrationUrl: env.DATABASE_MIGRATION_URL,
    dataDir: resolve(env.DATA_DIR),
  };
});

export type DatabaseConfig = ReturnType<typeof databaseConfig>;
