import type { DataSource } from 'typeorm';

/** Any constant shared by every instance of the service. */
const MIGRATION_LOCK_KEY = 7_364_100_001;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so several
 * instances (or test suites) starting at once migrate one after another instead of
 * racing. An embedded database has a single owner and a single session: no lock.
 */
export async function runMigrationsExclusively(
  db: DataSource,
  singleSession: boolean,
): Promise<void> {
  if (singleSession) {
    await db.runMigrations({ transaction: 'each' });
    return;
  }
  const lock = db.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
  }
}
