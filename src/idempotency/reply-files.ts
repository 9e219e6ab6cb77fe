import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { appConfig, type AppConfig } from '../config/app.config.js';

/** Replies up to this size are kept in their database row; larger ones in a file. */
export const MAX_REPLY_IN_ROW_BYTES = 5 * 1024 * 1024;

/** A reply body as it is kept: the bytes themselves, or the name of its file. */
export type KeptBody = { bytes: Buffer } | { file: string };

/**
 * A reply being written: the first MAX_REPLY_IN_ROW_BYTES in memory, everything from
 * there on in a file of its own (a 143 MB answer held whole, six times over for its
 * replays, took the server to 3 GB).
 */
export class ReplySpool {
  private chunks: Buffer[] = [];
  private size = 0;
  private file?: { name: string; stream: ReturnType<typeof createWriteStream> };
  private failure?: Error;

  constructor(private readonly files: ReplyFiles) {}

  add(bytes: Buffer): void {
    this.size += bytes.length;
    if (!this.file && this.size <= MAX_REPLY_IN_ROW_BYTES) {
      this.chunks.push(bytes);
      return;
    }
    if (!this.file) {
      const name = randomUUID();
      const stream = createWriteStream(this.files.pathOf(`${name}.part`), { mode: 0o600 });
      stream.on('error', (error) => (this.failure = error));
      this.file = { name, stream };
      for (const chunk of this.chunks.splice(0)) stream.write(chunk);
    }
    this.file.stream.write(bytes);
  }

  /** The whole body, once it is safely kept: in memory, or in its file, complete. */
  async finish(): Promise<KeptBody> {
    if (!this.file) return { bytes: Buffer.concat(this.chunks) };
    const { name, stream } = this.file;
    await new Promise<void>((resolve, reject) => {
      stream.once('error', reject);
      stream.end(resolve);
    });
    if (this.failure) throw this.failure;
    // Renamed once complete: a file without `.part` is always a whole reply.
    await rename(this.files.pathOf(`${name}.part`), this.files.pathOf(name));
    return { file: name };
  }

  /** Gives up the reply (not kept): its file, if any, is removed. */
  async discard(): Promise<void> {
    this.chunks = [];
    if (!this.file) return;
    const { name, stream } = this.file;
    // The stream opens its file asynchronously, and destroyed before that it still opens (and
    // creates) it before closing: the file is removed only once the stream has closed.
    if (!stream.closed) {
      const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
      stream.destroy();
      await closed;
    }
    await rm(this.files.pathOf(`${name}.part`), { force: true });
  }
}

/** The folder of large idempotent replies, under the data directory. */
@Injectable()
export class ReplyFiles {
  private readonly dir: string;

  constructor(@Inject(appConfig.KEY) app: Pick<AppConfig, 'dataDir'>) {
    this.dir = join(app.dataDir, 'idempotent-replies');
  }

  async spool(): Promise<ReplySpool> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    return new ReplySpool(this);
  }

  pathOf(name: string): string {
    return join(this.dir, name);
  }

  /** A kept reply's bytes as a stream, with their length; undefined when the file is gone. */
  async open(name: string): Promise<{ stream: ReadStream; length: number } | undefined> {
    const path = this.pathOf(name);
    const found = await stat(path).catch(() => undefined);
    if (!found) return undefined;
    return { stream: createReadStream(path), length: found.size };
  }

  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(this.pathOf(name), { force: true })));
  }

  /**
   * Removes files no kept reply names and not written to for `idleMs`: replies expired
   * or given up, and those a killed process was writing.
   */
  async removeUnlisted(kept: ReadonlySet<string>, idleMs: number): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const now = Date.now();
    for (const name of names) {
      if (kept.has(name)) continue;
      const found = await stat(this.pathOf(name)).catch(() => undefined);
      if (found && now - found.mtimeMs > idleMs) await rm(this.pathOf(name), { force: true });
    }
  }
}
