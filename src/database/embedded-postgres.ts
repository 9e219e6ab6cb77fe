import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running server publishes its embedded database, so the CLI can reach it. */
export const EMBEDDED_ADDRESS_FILE = 'embedded-postgres.url';

/**
 * PostgreSQL compiled to WASM (PGlite) persisted in DATA_DIR, served on a loopback
 * port through the PostgreSQL wire protocol so the ordinary `pg` driver and the very
 * same migrations work. PGlite is a single session: callers must use a pool of one
 * connection and keep every query of a transaction on that transaction's manager.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly addressFile: string,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    const db = await PGlite.create(dir);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    const url = `postgres://postgres@${server.getServerConn()}/postgres`;
    const addressFile = join(dataDir, EMBEDDED_ADDRESS_FILE);
    writeFileSync(addressFile, url);
    return new EmbeddedPostgres(db, server, addressFile, url);
  }

  async stop(): Promise<void> {
    rmSync(this.addressFile, { force: true });
    await this.server.stop();
    await this.db.close();
  }
}
