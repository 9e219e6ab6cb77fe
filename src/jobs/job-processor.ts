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

/** What a job the queue gave up on tells its owner: nothing in the request is to blame. */
const GIVEN_UP_MESSAGE = 'The job could not be completed; submit it again';

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
 * job and releases its hold; anything else is left to the queue's retries. When the queue
 * gives up (the last delivery threw, or its worker died on it), the entry's dead letter
 * fails the job (`giveUp`), so no job stays `running` with nothing running it.
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
      if (error instanceof DomainError) {
        await this.fail(job.id, error.message);
        return;
      }
      this.logger.warn(
        `Job ${job.id}, delivery ${work.retryCount + 1}, left to the queue: ${String(error)}`,
      );
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

  /** Fails a job its queue gave up on; one that has finished meanwhile is left as it is. */
  async giveUp(jobId: string): Promise<void> {
    if (await this.fail(jobId, GIVEN_UP_MESSAGE)) {
      this.logger.error(`Job ${jobId} failed: the queue gave up on it after its last delivery`);
    }
  }

  /** Fails an unfinished job, releasing its hold; false when it had finished already. */
  private async fail(jobId: string, message: string): Promise<boolean> {
    const failed = await this.db.transaction(async (tx: EntityManager) => {
      const job = await this.jobs.fail(jobId, message, tx);
      if (!job) return false;
      await this.credit.release(jobId, tx);
      await this.webhooks.emit(job.accountId, 'job.failed', viewOf(job), tx);
      return true;
    });
    // Only then: a job that succeeded meanwhile keeps its result.
    if (failed) await this.results.removeJob(jobId);
    return failed;
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
