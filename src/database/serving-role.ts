import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrationsExclusively } from './run-migrations.js';

/**
 * With a migration URL (the tables' owner) beside DATABASE_URL (the serving role), the
 * schema is changed as the owner and the service runs as a role that may read and write
 * rows but owns none of the service's tables (only the job queue's schema, which pg-boss
 * makes itself): it cannot TRUNCATE, disable a trigger or ALTER a table (owners
 * only), nor set session_replication_role (superusers only), and on the ledger it may only
 * SELECT and INSERT. Granted again at every start, and by default on tables the owner
 * creates later, so tables a later migration adds are usable without a grant of their own.
 */
export async function migrateAsOwner(migrationUrl: string, servingUrl: string): Promise<void> {
  const owner = new DataSource(dataSourceOptions({ url: migrationUrl, singleSession: false }));
  await owner.initialize();
  try {
    await runMigrationsExclusively(owner, false);
    const role = decodeURIComponent(new URL(servingUrl).username);
    const [{ current }] = await owner.query<Array<{ current: string }>>(
      'SELECT current_user AS current',
    );
    if (!role || role === current) return;
    const [{ database, queueSchema }] = await owner.query<
      Array<{ database: string; queueSchema: boolean }>
    >(
      `SELECT current_database() AS database,
              EXISTS (SELECT FROM pg_namespace WHERE nspname = $1) AS "queueSchema"`,
      [QUEUE_SCHEMA],
    );
    const grants = servingGrants(quoteIdentifier(role), quoteIdentifier(database));
    if (queueSchema) grants.push(...queueGrants(quoteIdentifier(role)));
    for (const statement of grants) await owner.query(statement);
  } finally {
    await owner.destroy();
  }
}

/** pg-boss's own schema (its default name, which the queue keeps). */
const QUEUE_SCHEMA = 'pgboss';

/**
 * Rows of a queue schema the owner made first (a process that served as the owner before):
 * the serving role works its queues as it would its own.
 */
function queueGrants(role: string): string[] {
  return [
    `GRANT USAGE, CREATE ON SCHEMA ${QUEUE_SCHEMA} TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${QUEUE_SCHEMA} TO ${role}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${QUEUE_SCHEMA} TO ${role}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${QUEUE_SCHEMA} TO ${role}`,
  ];
}

function servingGrants(role: string, database: string): string[] {
  return [
    // The job queue (pg-boss) keeps its tables in a schema of its own, which it creates and
    // upgrades at start: the serving role may create schemas, never alter the owner's tables.
    `GRANT CREATE ON DATABASE ${database} TO ${role}`,
    `GRANT USAGE ON SCHEMA public TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${role}`,
    // Append-only for the service, whatever the trigger says.
    `REVOKE UPDATE, DELETE, TRUNCATE ON ledger_entries FROM ${role}`,
  ];
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
