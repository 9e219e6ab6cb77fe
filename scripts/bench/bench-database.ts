import pg from 'pg';

/** Where the local PostgreSQL is looked for when BENCH_DATABASE_URL is not set. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432';

export const POSTGRESQL = 'PostgreSQL';
export const EMBEDDED = 'embedded';

export interface BenchDatabase {
  /** DATABASE_URL for the app, or undefined for the embedded database of DATA_DIR. */
  url: string | undefined;
  label: typeof POSTGRESQL | typeof EMBEDDED;
  description: string;
  drop(): Promise<void>;
}

/**
 * BENCH_DATABASE_URL when set (left as found); else a fresh database on the local
 * PostgreSQL, dropped afterwards; else the app's embedded database.
 */
export async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given)
    return {
      url: given,
      label: POSTGRESQL,
      description: 'BENCH_DATABASE_URL',
      drop: () => Promise.resolve(),
    };

  const name = `speech_bench_${Date.now()}`;
  try {
    await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  } catch {
    return embeddedDatabase(`no server at ${LOCAL_SERVER}`);
  }
  return {
    url: `${LOCAL_SERVER}/${name}`,
    label: POSTGRESQL,
    description: `local PostgreSQL, fresh database ${name}`,
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** The app's default: PGlite in the DATA_DIR the app is booted with. */
export function embeddedDatabase(why: string): BenchDatabase {
  return {
    url: undefined,
    label: EMBEDDED,
    description: `embedded PostgreSQL (${why})`,
    drop: () => Promise.resolve(),
  };
}

async function onServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({
    connectionString: `${LOCAL_SERVER}/postgres`,
    connectionTimeoutMillis: 2000,
  });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
