import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { JobCredit } from '../billing/holds/job-credit.js';
import type { SqlRunner } from '../database/sql-runner.js';
import type { Principal } from '../common/principal.js';
import { JobQueue } from '../queue/job-queue.js';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.js';
import { jobsConfig, type JobsConfig } from './jobs.config.js';
import {
  JobAlreadyFinishedError,
  JobHasNoResultError,
  JobNotFinishedError,
  JobNotFoundError,
  JobResultExpiredError,
  MAX_UNFINISHED_JOBS,
  TooManyUnfinishedJobsError,
} from './jobs.errors.js';
import { holdContextOf, isJobId, newJobId, viewOf, type JobRecord, type JobView } from './job.js';
import { JobsRepository, type JobListQuery, type NewJob } from './jobs.repository.js';
import { ResultStore } from './results/result-store.js';

/** What a submit hands over once its own checks passed: the job to store and its hold. */
export interface JobSubmission {
  type: NewJob['type'];
  request: Record<string, unknown>;
  metadata?: Record<string, string>;
  characters: number;
  durationSeconds?: number;
  /** What to hold: exactly `micros` (402 unless all of it can be spent), or up to it. */
  hold: { micros: number; upTo: boolean };
  /** Writes what the worker will read (a job's uploaded audio) before the job is queued. */
  store?: (jobId: string) => Promise<void>;
}

/** The queue each type of job runs on. */
export const JOB_QUEUES = { tts: 'tts-jobs', stt: 'stt-jobs' } as const;

/**
 * Jobs as their owner sees them: submitted (row, credit hold and queue entry in one
 * transaction, so a 202 always has all three), read, listed, cancelled, their results
 * fetched. The work itself is the workers' (JobProcessor).
 */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsRepository,
    private readonly credit: JobCredit,
    private readonly queue: JobQueue,
    private readonly results: ResultStore,
    private readonly webhooks: WebhookDeliveries,
    @Inject(jobsConfig.KEY) private readonly config: JobsConfig,
  ) {}

  /**
   * 429 when the account has as many unfinished jobs as it may: checked first, in the
   * contract's order of checks, and again by `submit` where it cannot race.
   */
  async assertUnderCap(accountId: string, within?: SqlRunner): Promise<void> {
    if ((await this.jobs.countUnfinished(accountId, within)) >= MAX_UNFINISHED_JOBS) {
      throw new TooManyUnfinishedJobsError();
    }
  }

  async submit(principal: Principal, requestId: string, job: JobSubmission): Promise<JobView> {
    const id = newJobId();
    await job.store?.(id);
    const record = await this.db
      .transaction(async (tx) => {
        // Two submits at 99 both passed the first check: the one that locks second counts
        // the other's job, so the cap is never exceeded.
        await this.jobs.lockSubmits(principal.accountId, tx);
        await this.assertUnderCap(principal.accountId, tx);
        const context = holdContextOf(job.type, principal, id);
        // A 402 here rolls the whole submit back.
        const { amountMicros } = job.hold.upTo
          ? await this.credit.holdUpTo(id, context, job.hold.micros, tx)
          : await this.credit.hold(id, context, job.hold.micros, tx);
        const inserted = await this.jobs.insert(
          {
            id,
            accountId: principal.accountId,
            apiKeyId: principal.apiKeyId,
            type: job.type,
            request: job.request,
            metadata: job.metadata ?? {},
            characters: job.characters,
            costMicros: amountMicros,
            durationSeconds: job.durationSeconds,
            requestId,
          },
          tx,
        );
        await this.queue.send(JOB_QUEUES[job.type], { jobId: id }, { within: tx });
        return inserted;
      })
      .catch(async (error: unknown) => {
        await this.results.removeJob(id);
        throw error;
      });
    return viewOf(record);
  }

  async get(accountId: string, id: string): Promise<JobView> {
    return viewOf(await this.owned(accountId, id));
  }

  async list(
    accountId: string,
    query: JobListQuery,
  ): Promise<{ data: JobView[]; hasMore: boolean }> {
    const rows = await this.jobs.list(accountId, query);
    return { data: rows.slice(0, query.limit).map(viewOf), hasMore: rows.length > query.limit };
  }

  /** Cancels an unfinished job and gives its hold back in one transaction. */
  async cancel(accountId: string, id: string): Promise<JobView> {
    await this.owned(accountId, id);
    const canceled = await this.db.transaction(async (tx) => {
      const job = await this.jobs.cancel(id, tx);
      if (!job) return null;
      await this.credit.release(id, tx);
      await this.webhooks.emit(accountId, 'job.canceled', viewOf(job), tx);
      return job;
    });
    if (!canceled) throw new JobAlreadyFinishedError();
    // Uploaded audio of a job that will never run is of no further use.
    await this.results.removeJob(id);
    return viewOf(canceled);
  }

  /** A succeeded job's result file, or why there is none. */
  async result(
    accountId: string,
    id: string,
    files: Record<JobRecord['type'], string>,
  ): Promise<{ job: JobRecord; stream: Readable; length: number }> {
    const job = await this.owned(accountId, id);
    if (job.status === 'queued' || job.status === 'running') throw new JobNotFinishedError();
    if (job.status !== 'succeeded') throw new JobHasNoResultError();
    if (!job.result || (job.resultExpiresAt && job.resultExpiresAt.getTime() <= Date.now())) {
      throw new JobResultExpiredError();
    }
    return { job, ...(await this.results.read(`${id}/${files[job.type]}`)) };
  }

  /** How long results are kept, from a job's end. */
  get resultTtlMs(): number {
    return this.config.resultTtlHours * 3_600_000;
  }

  private async owned(accountId: string, id: string): Promise<JobRecord> {
    const job = isJobId(id) ? await this.jobs.find(id) : null;
    if (!job || job.accountId !== accountId) throw new JobNotFoundError();
    return job;
  }
}
