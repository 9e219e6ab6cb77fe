import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  EMBEDDED_ADDRESS_FILE,
  EmbeddedPostgres,
  SOCKET_FILE,
  socketFolderOf,
  type EmbeddedAddress,
} from './embedded-postgres.js';

/** Which PostgreSQL the process talks to, and the embedded server it owns, if any. */
export interface DatabaseTarget {
  url: string;
  /** The embedded database: one session that connections take turns at. */
  singleSession: boolean;
  description: string;
  embedded?: EmbeddedPostgres;
  /** Migrations run as this owner, not as the serving role of `url`. */
  migrationUrl?: string;
}

/**
 * DATABASE_URL when set; otherwise the embedded database of DATA_DIR, reached through
 * the running server that owns it (the CLI beside `npm start`) or started here. Two
 * processes must never open the same database files: a live owner is always used.
 */
export async function resolveDatabaseTarget(env: {
  databaseUrl?: string;
  migrationUrl?: string;
  dataDir: string;
}): Promise<DatabaseTarget> {
  if (env.databaseUrl) {
    return {
      url: env.databaseUrl,
      singleSession: false,
      description: env.migrationUrl
        ? 'PostgreSQL (DATABASE_URL, migrated as DATABASE_MIGRATION_URL)'
        : 'PostgreSQL (DATABASE_URL)',
      migrationUrl: env.migrationUrl,
    };
  }
  const running = await liveEmbeddedAddress(env.dataDir);
  if (running) {
    return {
      url: running.url,
      singleSession: true,
      description: `embedded PostgreSQL served by process ${running.pid} (${env.dataDir})`,
    };
  }
  const embedded = await EmbeddedPostgres.start(env.dataDir);
  return {
    url: embedded.url,
    singleSession: true,
    description: `embedded PostgreSQL (PGlite) in ${env.dataDir}`,
    embedded,
  };
}

/**
 * The address a live server published, or undefined when none did or it is gone (a
 * server killed without stopping leaves its file behind). Alive means its process
 * exists and its socket accepts connections; the socket answers at once whatever the
 * database is doing, since it is served off the database's own work.
 */
async function liveEmbeddedAddress(dataDir: string): Promise<EmbeddedAddress | undefined> {
  let address: EmbeddedAddress;
  try {
    address = JSON.parse(
      readFileSync(join(dataDir, EMBEDDED_ADDRESS_FILE), 'utf8'),
    ) as EmbeddedAddress;
  } catch {
    return undefined;
  }
  if (!processExists(address.pid)) return undefined;
  const folder = socketFolderOf(address.url);
  if (!folder) return undefined;
  return (await socketAccepts(join(folder, SOCKET_FILE))) ? address : undefined;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function socketAccepts(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ path, timeout: 2000 });
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
