import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_ADDRESS_FILE, EmbeddedPostgres } from './embedded-postgres.js';

/** Which PostgreSQL the process talks to, and the embedded server it owns, if any. */
export interface DatabaseTarget {
  url: string;
  /** PGlite serves one session: the pool must hold a single connection. */
  singleConnection: boolean;
  description: string;
  embedded?: EmbeddedPostgres;
}

/**
 * DATABASE_URL when set; otherwise the embedded database of DATA_DIR, reached through
 * the running server that owns it (the CLI beside `npm start`) or started here.
 */
export async function resolveDatabaseTarget(env: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseTarget> {
  if (env.databaseUrl) {
    return {
      url: env.databaseUrl,
      singleConnection: false,
      description: 'PostgreSQL (DATABASE_URL)',
    };
  }
  const running = await runningEmbeddedUrl(env.dataDir);
  if (running) {
    return {
      url: running,
      singleConnection: true,
      description: `embedded PostgreSQL served by another process (${env.dataDir})`,
    };
  }
  const embedded = await EmbeddedPostgres.start(env.dataDir);
  return {
    url: embedded.url,
    singleConnection: true,
    description: `embedded PostgreSQL (PGlite) in ${env.dataDir}`,
    embedded,
  };
}

async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  let url: string;
  try {
    url = readFileSync(join(dataDir, EMBEDDED_ADDRESS_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    return undefined; // a stale address left by a server that did not stop cleanly
  } finally {
    await client.end().catch(() => undefined);
  }
}
