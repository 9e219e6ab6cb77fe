import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { resolveDatabaseTarget, type DatabaseTarget } from '../../src/database/database-target.js';
import { EmbeddedAwareDataSource } from '../../src/database/embedded-aware-data-source.js';
import { runMigrationsExclusively } from '../../src/database/run-migrations.js';
import type { ClusterChores } from '../../src/queue/cluster-chores.js';

/** A database of the service's own, migrated, for one suite. */
export interface SuiteDatabase {
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The databases the service runs on, for tests of repositories and services without HTTP
 * (the middle tier), each a fresh one per suite with the service's migrations: a database
 * created on the test PostgreSQL server (TEST_DATABASE_URL's; left out when none is set),
 * and the embedded PGlite of the default configuration, started in a temporary DATA_DIR
 * and reached over its socket, both exactly as the service reaches them.
 */
export function suiteDatabases(): Array<[name: string, open: () => Promise<SuiteDatabase>]> {
  const server = process.env.TEST_DATABASE_URL;
  return [
    ...(server
      ? [['PostgreSQL', () => freshPostgres(server)] as [string, () => Promise<SuiteDatabase>]]
      : []),
    ['PGlite', freshEmbedded],
  ];
}

async function freshPostgres(serverUrl: string): Promise<SuiteDatabase> {
  const name = `speech_middle_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await migrated({ url: url.href, singleSession: false });
  return {
    db,
    close: async () => {
      await db.destroy();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function freshEmbedded(): Promise<SuiteDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'middle-tier-'));
  const db = await migrated(await resolveDatabaseTarget({ dataDir }));
  return {
    db,
    close: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The data source as DatabaseModule builds it: the embedded server stops with it. */
async function migrated(
  target: Pick<DatabaseTarget, 'url' | 'singleSession' | 'embedded'>,
): Promise<DataSource> {
  const db = new EmbeddedAwareDataSource(dataSourceOptions(target), target.embedded);
  await db.initialize();
  await runMigrationsExclusively(db, target.singleSession);
  return db;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An account with nothing else: no key, no credit. */
export async function newAccount(db: DataSource): Promise<string> {
  const [{ id }] = await db.query<Array<{ id: string }>>(
    `INSERT INTO accounts (email, password_hash) VALUES ($1, 'not a hash') RETURNING id`,
    [`middle-${randomUUID()}@example.com`],
  );
  return id;
}

/**
 * An account's money as stored: the cached balance, what it holds, what it may spend (the
 * two less each other) and the sum of its ledger, which the balance must always equal.
 */
export async function creditFigures(
  db: DataSource,
  accountId: string,
): Promise<{ balance: number; held: number; spendable: number; ledger: number }> {
  const [row] = await db.query<
    Array<{ balance: string | null; held: string | null; ledger: string }>
  >(
    `SELECT (SELECT balance_micros FROM credit_balances WHERE account_id = $1) AS balance,
            (SELECT held_micros FROM credit_balances WHERE account_id = $1) AS held,
            (SELECT COALESCE(SUM(amount_micros), 0) FROM ledger_entries WHERE account_id = $1) AS ledger`,
    [accountId],
  );
  const balance = Number(row.balance ?? 0);
  const held = Number(row.held ?? 0);
  return { balance, held, spendable: balance - held, ledger: Number(row.ledger) };
}

/** Cluster chores that are never scheduled: a suite runs what it means to run itself. */
export const unscheduledChores = { register: () => undefined } as unknown as ClusterChores;
