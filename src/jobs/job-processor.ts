import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { JobCredit } from '../billing/holds/job-credit.js';
import type { Settlement } from '../billing/holds/credit-holds.js';
import { DomainError } from '../common/errors.js';
import type { QueuedWork } from '../queue/job-queue.js';
import { WebhookDeliveries } from '../webhooks/webhook-deliveries.js';
import { holdContextOf, viewOf, type JobRecord, type JobResultInfo } from './job.js';
import { JobsRepository } from './jobs.repository.js';
import { JobsService } from './jobs.service.js';
import { ResultStore } from './results/result-store.js';

/** How often a running job looks whether it was canceled (the spec: stopped within 2 s). */
const CANCEL_CHECK_MS = 1_000;

/** Deliveries after the first a job gets when its worker dies or its work throws unexpectedly. */
export const JOB_RETRY_LIMIT = 5;

/** What a job's work produced: its files written, what to charge and what to record. */
export interface JobOutcome {
  settlement: Settlement;
  result: JobResultInfo;
  durationSeconds?: number;
  /** Files the work read (an uploaded recording), removed once the job has succeeded. */
  scratchFiles?: string[];
}

/** The work of one type of job, given the job and a signal that fires when it is canceled. */
export type JobWork = (job: JobRecord, signal: AbortSignal) => Promise<JobOutcome>;

/**
 * Runs a delivery of a job, safe to run any number of times: a job that is no longer
 * queued or running is left alone; its files are written whole under fixed names (a rerun
 * replaces them); and the charge and the `succeeded` state are one transaction keyed by
 * the job's hold, which the charge consumes, so a job is charged once however often a dead
 * worker's delivery is repeated. A domain error (bad audio, an engine's refusal) fails the
 * job and releases its hold; anything else is left to the queue's retries, and the last
 * retry fails the job.
 */
@Injectable()
export class JobProcessor {
  private readonly logger = new Logger(JobProcessor.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsRepository,
    private readonly service: JobsService,
    private readonly credit: JobCredit,
    private readonly results: ResultStore,
    private readonly webhooks: WebhookDeliveries,
  ) {}

  async run(work: QueuedWork<{ jobId: string }>, perform: JobWork): Promise<void> {
    const job = await this.jobs.start(work.data.jobId);
    if (!job) return;
    const cancel = this.watchForCancel(job.id);
    try {
      const outcome = await perform(job, cancel.signal);
      await this.finish(job, outcome);
    } catch (error) {
      if (cancel.signal.aborted) return;
      if (error instanceof DomainError || work.retryCount >= JOB_RETRY_LIMIT) {
        await this.fail(job, error);
        return;
      }
      throw error;
    } finally {
      cancel.stop();
    }
  }

  private async finish(job: JobRecord, outcome: JobOutcome): Promise<void> {
    const finished = await this.db.transaction(async (tx) => {
      const charge = await this.credit.settle(
        job.id,
        holdContextOf(job.type, job, job.id),
        outcome.settlement,
        tx,
      );
      if (!charge) return false;
      const succeeded = await this.jobs.succeed(
        job.id,
        {
          characters: outcome.settlement.characters,
          costMicros: charge.amountMicros,
          result: outcome.result,
          expiresAt: new Date(Date.now() + this.service.resultTtlMs),
          durationSeconds: outcome.durationSeconds,
        },
        tx,
      );
      // Not running any more: the charge must not stand (the transaction is undone).
      if (!succeeded) throw new Error(`Job ${job.id} left running while it was being settled`);
      await this.webhooks.emit(job.accountId, 'job.succeeded', viewOf(succeeded), tx);
      return true;
    });
    if (!finished) {
      await this.results.removeJob(job.id);
      return;
    }
    // Only now: a rerun after a crash before the charge needs them again.
    for (const name of outcome.scratchFiles ?? []) await this.results.remove(`${job.id}/${name}`);
  }

  private async fail(job: JobRecord, error: unknown): Promise<void> {
    const message =
      error instanceof DomainError
        ? error.message
        : 'The job could not be completed; submit it again';
    if (!(error instanceof DomainError))
      this.logger.error(`Job ${job.id} failed: ${String(error)}`);
    await this.db.transaction(async (tx: EntityManager) => {
      const failed = await this.jobs.fail(job.id, message, tx);
      if (!failed) return;
      await this.credit.release(job.id, tx);
      await this.webhooks.emit(job.accountId, 'job.failed', viewOf(failed), tx);
    });
    await this.results.removeJob(job.id);
  }

  /** A signal that fires once the job is canceled (looked up every second while it runs). */
  private watchForCancel(jobId: string): { signal: AbortSignal; stop: () => void } {
    const abort = new AbortController();
    const timer = setInterval(() => {
      this.jobs
        .statusOf(jobId)
        .then((status) => {
          if (status !== 'running') abort.abort();
        })
        .catch(() => undefined);
    }, CANCEL_CHECK_MS);
    return { signal: abort.signal, stop: () => clearInterval(timer) };
  }
}
