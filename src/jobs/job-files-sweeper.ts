import { Injectable, Logger } from '@nestjs/common';
import { ClusterChores } from '../queue/cluster-chores.js';
import { JobsRepository } from './jobs.repository.js';
import { ResultStore } from './results/result-store.js';

/**
 * How long a job's folder must have gone unwritten before it may be swept: a submit copies
 * its upload into the folder before the job is committed, so a recent folder without a
 * job may be an upload on its way in.
 */
const GRACE_MS = 3_600_000;
/** Folders looked up in the database at a time. */
const BATCH = 500;

/**
 * Removes job folders that no job needs: an upload whose submit died before its job was
 * committed, or the files of a job that failed, was canceled or expired while a crash kept
 * them from being removed. Every hour, once per cluster.
 */
@Injectable()
export class JobFilesSweeper {
  private readonly logger = new Logger(JobFilesSweeper.name);

  constructor(
    private readonly jobs: JobsRepository,
    private readonly results: ResultStore,
    chores: ClusterChores,
  ) {
    chores.register('job-files-sweep', '37 * * * *', () => this.sweep());
  }

  /** Removes them; returns how many jobs' folders were removed. */
  async sweep(): Promise<number> {
    const untouched = await this.results.jobsUntouchedSince(new Date(Date.now() - GRACE_MS));
    let removed = 0;
    for (let start = 0; start < untouched.length; start += BATCH) {
      const batch = untouched.slice(start, start + BATCH);
      const needed = await this.jobs.needingFiles(batch);
      for (const id of batch.filter((id) => !needed.has(id))) {
        await this.results.removeJob(id);
        removed++;
      }
    }
    if (removed > 0) this.logger.warn(`Removed the files of ${removed} jobs that no job needs`);
    return removed;
  }
}
