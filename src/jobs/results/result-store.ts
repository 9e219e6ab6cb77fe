import type { Readable } from 'node:stream';

/**
 * Where jobs keep their bytes (results, uploaded audio): never in database rows, never
 * whole in the heap on the way in. Keys are `<job id>/<name>`.
 */
export abstract class ResultStore {
  /** Writes the whole of `content` under `key`, replacing it at once when done (a retry may write it again). */
  abstract write(key: string, content: Buffer | Readable): Promise<number>;

  /**
   * Moves a local file (an upload spooled to disk) under `key`, at no cost where the store can
   * take it as it is; the file is gone afterwards.
   */
  abstract adopt(key: string, localFile: string): Promise<number>;

  /** The bytes under `key` as a stream, and their length. */
  abstract read(key: string): Promise<{ stream: Readable; length: number }>;

  /** The bytes under `key`, whole (small files: a transcript, an answer's metadata). */
  abstract readWhole(key: string): Promise<Buffer>;

  /** A path a local process can open (an engine reading uploaded audio). */
  abstract localPath(key: string): Promise<string>;

  /** Removes the file under `key`; nothing happens when there is none. */
  abstract remove(key: string): Promise<void>;

  /** Removes everything a job stored; nothing happens when it stored nothing. */
  abstract removeJob(jobId: string): Promise<void>;

  /** The jobs that have files here, none of them written since `since`. */
  abstract jobsUntouchedSince(since: Date): Promise<string[]>;
}
