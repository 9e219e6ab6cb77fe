// The embedded PostgreSQL (PGlite, WebAssembly) on a thread of its own, served over the
// wire protocol on a Unix socket that only the service's user can open. PGlite runs every
// query synchronously on the thread that owns it; here that is this worker, not the
// server's event loop.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

interface Turn {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = 0x53; // 'S': the end of an extended-protocol exchange
const QUERY = 0x51; // 'Q': a simple query, complete in itself
const TERMINATE = 0x58; // 'X'
const STARTUP = 0x00; // a startup message has no type byte; its length starts with 0

/**
 * One PGlite session shared by many connections, which take turns: a connection holds
 * the session from its first message until PGlite is outside a transaction again after
 * a Sync or a simple Query. So the messages of one statement or one transaction are
 * never interleaved with another connection's, which PGlite (one backend) cannot tell
 * apart. Implements the queue that PGLiteSocketHandler drives.
 */
class SessionTurns {
  #db: PGlite;
  #owner: number | null = null;
  #waiting: Turn[] = [];
  #running = false;

  constructor(db: PGlite) {
    this.#db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.#waiting.push({ handlerId, message, onData, resolve, reject });
      void this.#pump();
    });
  }

  async #pump(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        const next =
          this.#owner === null
            ? this.#waiting.length > 0
              ? 0
              : -1
            : this.#waiting.findIndex((entry) => entry.handlerId === this.#owner);
        if (next < 0) return;
        const [entry] = this.#waiting.splice(next, 1);
        this.#owner = entry.handlerId;
        let bytes = 0;
        try {
          await this.#db.runExclusive(() =>
            this.#db.execProtocolRawStream(entry.message, {
              // Files are written out once per exchange, when the client is told it is done,
              // not after each of its Parse, Bind, Describe and Execute messages.
              syncToFs: endsExchange(entry.message),
              onRawData: (data) => {
                bytes += data.length;
                entry.onData(data);
              },
            }),
          );
        } catch (error) {
          entry.reject(error);
          continue;
        } finally {
          if (endsExchange(entry.message) && !this.#db.isInTransaction()) this.#owner = null;
        }
        entry.resolve(bytes);
      }
    } finally {
      this.#running = false;
    }
  }

  clearQueueForHandler(handlerId: number): void {
    this.#waiting = this.#waiting.filter((entry) => {
      if (entry.handlerId !== handlerId) return true;
      entry.reject(new Error('Connection closed'));
      return false;
    });
  }

  /** A connection that went away holding the session: end what it left open, as a backend would. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.#owner !== handlerId) return;
    if (this.#db.isInTransaction()) await this.#db.exec('ROLLBACK');
    this.#owner = null;
    void this.#pump();
  }
}

function endsExchange(message: Uint8Array): boolean {
  const type = message[0];
  return type === SYNC || type === QUERY || type === TERMINATE || type === STARTUP;
}

/**
 * PGlite asks for no password, so the socket is the lock: its folder and the socket file
 * are the service user's alone (0700, 0600), and nothing listens on TCP where any local
 * user could connect. A socket left by a killed server is replaced (the caller has made
 * sure no live server owns it).
 */
async function serve(dataDir: string, socketPath: string) {
  const db = await PGlite.create(dataDir);
  const turns = new SessionTurns(db);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // The handler drives any queue with enqueue / clearQueueForHandler / clearTransactionIfNeeded.
    const queryQueue = turns as unknown as PGLiteSocketHandlerOptions['queryQueue'];
    void new PGLiteSocketHandler({ queryQueue, closeOnDetach: true }).attach(socket);
  });
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
    await db.close();
  };
  return { stop };
}

try {
  const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
  const served = await serve(dataDir, socketPath);
  parentPort!.on('message', (message) => {
    if (message === 'stop')
      void served.stop().then(() => parentPort!.postMessage({ stopped: true }));
  });
  parentPort!.postMessage({ listening: true });
} catch (error) {
  parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
