import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { workerScriptUrl } from '../process/worker-script.js';

/** Where a running server publishes its embedded database, so the CLI can reach it. */
export const EMBEDDED_ADDRESS_FILE = 'embedded-postgres.json';

/** What the address file holds: the URL, and the process that serves it. */
export interface EmbeddedAddress {
  url: string;
  pid: number;
}

type WorkerReply = { listening: true } | { failed: string } | { stopped: true };

/** The folder of the embedded database's socket, inside DATA_DIR: the service user's alone. */
export const SOCKET_FOLDER = 'socket';
/** The file name PostgreSQL clients look for in a socket folder (the default port's). */
export const SOCKET_FILE = '.s.PGSQL.5432';
/** What a Unix socket's path may hold (sun_path, less its terminating NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/** The socket folder a database URL names in its `host` parameter, if any. */
export function socketFolderOf(url: string): string | undefined {
  return new URL(url).searchParams.get('host') ?? undefined;
}

/**
 * PostgreSQL compiled to WASM (PGlite) persisted in DATA_DIR, run on a worker thread
 * and served through the PostgreSQL wire protocol on a Unix socket in DATA_DIR, so the
 * ordinary `pg` driver and the very same migrations work and no query runs on the event
 * loop. PGlite is a single session; connections take turns at it, one transaction at a
 * time.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly worker: Worker,
    private readonly addressFile: string,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    const socketFolder = join(dataDir, SOCKET_FOLDER);
    const socketPath = join(socketFolder, SOCKET_FILE);
    if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
      throw new Error(
        `The embedded database's socket path ${socketPath} is longer than ${MAX_SOCKET_PATH_BYTES} bytes: choose a shorter DATA_DIR`,
      );
    }
    mkdirSync(socketFolder, { recursive: true, mode: 0o700 });
    chmodSync(socketFolder, 0o700);
    const worker = new Worker(workerScriptUrl(import.meta.url, 'embedded-postgres'), {
      workerData: { dataDir: dir, socketPath },
    });
    const reply = await nextReply(worker);
    if (!('listening' in reply)) {
      await worker.terminate();
      throw new Error(`The embedded database could not start: ${describe(reply)}`);
    }
    // From here on a failure of the thread is the server's to report, not to die of.
    worker.on('error', (error: Error) =>
      new Logger('Database').error(`Embedded database: ${error.message}`),
    );
    const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketFolder)}`;
    const addressFile = join(dataDir, EMBEDDED_ADDRESS_FILE);
    const address: EmbeddedAddress = { url, pid: process.pid };
    writeFileSync(addressFile, JSON.stringify(address));
    return new EmbeddedPostgres(worker, addressFile, url);
  }

  /** Closes the database cleanly (its files flushed) and ends the thread. */
  async stop(): Promise<void> {
    rmSync(this.addressFile, { force: true });
    this.worker.postMessage('stop');
    await nextReply(this.worker).catch(() => undefined);
    await this.worker.terminate();
  }
}

function nextReply(worker: Worker): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const settle = (action: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      action();
    };
    const onMessage = (reply: WorkerReply) => settle(() => resolve(reply));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`the database thread exited with code ${code}`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

function describe(reply: WorkerReply): string {
  return 'failed' in reply ? reply.failed : 'unexpected reply';
}
