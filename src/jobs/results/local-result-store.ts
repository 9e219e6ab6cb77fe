import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { appConfig, type AppConfig } from '../../config/app.config.js';
import { isJobId } from '../job.js';
import { ResultStore } from './result-store.js';

/**
 * Job files on local disk under DATA_DIR/jobs (the default; several hosts share a
 * mounted volume or use another adapter). A file is written beside its final name and
 * renamed into place, so a reader never sees half of one.
 */
@Injectable()
export class LocalResultStore extends ResultStore {
  private readonly root: string;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    super();
    this.root = join(config.dataDir, 'jobs');
  }

  async write(key: string, content: Buffer | Readable): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await pipeline(
        Buffer.isBuffer(content) ? Readable.from([content]) : content,
        createWriteStream(partial),
      );
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(path)).size;
  }

  /**
   * Renamed into place when the file is on the same file system (a 2-hour upload is 230 MB:
   * copying it would read and write every byte through the event loop); copied otherwise.
   */
  async adopt(key: string, localFile: string): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(localFile, path);
      return (await stat(path)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
    const size = await this.write(key, createReadStream(localFile));
    await rm(localFile, { force: true });
    return size;
  }

  async read(key: string): Promise<{ stream: Readable; length: number }> {
    const path = this.pathOf(key);
    const { size } = await stat(path);
    return { stream: createReadStream(path), length: size };
  }

  readWhole(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  localPath(key: string): Promise<string> {
    return Promise.resolve(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeJob(jobId: string): Promise<void> {
    await rm(join(this.root, jobId), { recursive: true, force: true });
  }

  async jobsUntouchedSince(since: Date): Promise<string[]> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    const untouched: string[] = [];
    for (const name of names.filter(isJobId)) {
      if ((await this.lastWrite(join(this.root, name))) < since.getTime()) untouched.push(name);
    }
    return untouched;
  }

  /**
   * When a job's folder was last written: the folder's own time moves when a file is added
   * or renamed into it, a file's while it is being written. Anything that vanished while
   * being looked at counts as written now, so it is left for a later look.
   */
  private async lastWrite(folder: string): Promise<number> {
    const now = Date.now();
    const files = await readdir(folder).catch(() => null);
    if (!files) return now;
    const times = await Promise.all(
      [folder, ...files.map((file) => join(folder, file))].map((path) =>
        stat(path).then(
          (found) => found.mtimeMs,
          () => now,
        ),
      ),
    );
    return Math.max(...times);
  }

  /** Keys come from job ids this service made and fixed names; nothing else reaches a path. */
  private pathOf(key: string): string {
    if (!/^job_[0-9A-Za-z]{24}\/[a-z0-9.-]+$/.test(key)) throw new Error(`Bad job file key ${key}`);
    return join(this.root, key);
  }
}
