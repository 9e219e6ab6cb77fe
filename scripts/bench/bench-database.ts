import pg from 'pg';

/** Where the local PostgreSQL is looked for when BENCH_DATABASE_URL is not set. */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432';

export interface BenchDatabase {
  /** DATABASE_URL for the app, or undefined for the embedded database of DATA_DIR. */
  url: string | undefined;
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
    return { url: given, description: 'BENCH_DATABASE_URL', drop: () => Promise.resolve() };

  const name = `speech_bench_${Date.now()}`;
  try {
    await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  } catch {
    return {
      url: undefined,
      description: `embedded PostgreSQL (no server at ${LOCAL_SERVER})`,
      drop: () => Promise.resolve(),
    };
  }
  return {
    url: `${LOCAL_SERVER}/${name}`,
    description: `local PostgreSQL, fresh database ${name}`,
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
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
