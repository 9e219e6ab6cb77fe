import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Customers' uploads and engine scratch files live in temporary folders removed when their
 * work ends; a process killed outright (kill -9, out of memory) removes nothing. So each
 * process keeps its folders inside one of its own, named after its pid, and a process that
 * starts removes the folders of processes no longer running.
 */
const OWN_PREFIX = 'speech-api-';
/** Tells this process's folder from an earlier one's with the same pid (a container's pid 1). */
const THIS_START = randomBytes(6).toString('hex');

/** This process's folder under the system's temp directory (read anew: tests change TMPDIR). */
export function processTempRoot(): string {
  return join(tmpdir(), `${OWN_PREFIX}${process.pid}-${THIS_START}`);
}

/** A new private folder for one piece of work; the caller removes it when done. */
export async function privateTempDir(label: string): Promise<string> {
  const root = processTempRoot();
  await mkdir(root, { recursive: true, mode: 0o700 });
  return mkdtemp(join(root, `${label}-`));
}

/** Removes the temp folders of processes that are gone; returns how many. */
export async function sweepTempFilesOfDeadProcesses(): Promise<number> {
  const own = processTempRoot();
  let removed = 0;
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    const match = /^speech-api-(\d+)-[0-9a-f]+$/.exec(name);
    const path = join(tmpdir(), name);
    if (!match || path === own || isRunning(Number(match[1]))) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** A pid that answers belongs to a live process, unless it is this one under an earlier start. */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Sweeps at start, before any request can write a temp file. */
@Injectable()
export class TempFilesSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger('TempFiles');

  async onApplicationBootstrap(): Promise<void> {
    const removed = await sweepTempFilesOfDeadProcesses();
    if (removed > 0) {
      this.logger.log(`Removed the temporary files of ${removed} process(es) that had stopped`);
    }
  }
}
