import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ClusterChores } from '../queue/cluster-chores.js';
import { JobQueue, type QueueDefinition } from '../queue/job-queue.js';
import { queueConfig, type QueueConfig } from '../queue/queue.config.js';
import { JobProcessor } from './job-processor.js';
import { JobsRepository } from './jobs.repository.js';
import { JOB_QUEUES } from './jobs.service.js';
import { ResultStore } from './results/result-store.js';
import { SttJobs } from './stt/stt-jobs.js';
import { TtsJobs } from './tts/tts-jobs.js';

/** Deliveries after the first a job gets when its worker dies or its work throws unexpectedly. */
const JOB_RETRY_LIMIT = 5;
/** The dead letter of both job queues: the jobs their queue gave up on, to be failed. */
const GIVEN_UP_JOBS = 'jobs-given-up';
const EXPIRE_RESULTS = 'job-results-expiry';
/** Results removed per run of the expiry chore; the next run takes the rest. */
const EXPIRED_PER_RUN = 500;

/**
 * Declares the job queues (every role: the API sends to them) and, in processes that run
 * workers, takes their jobs: `JOB_CONCURRENCY` at a time per queue, the engines' own work
 * in child processes, so the event loop stays free for the queue's heartbeats. The jobs
 * the queues give up on come back through their dead letter and are failed. Result
 * expiry is a cluster chore.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobRunner.name);

  constructor(
    private readonly queue: JobQueue,
    private readonly processor: JobProcessor,
    private readonly tts: TtsJobs,
    private readonly stt: SttJobs,
    private readonly jobs: JobsRepository,
    private readonly results: ResultStore,
    @Inject(queueConfig.KEY) private readonly config: QueueConfig,
    chores: ClusterChores,
  ) {
    chores.register(EXPIRE_RESULTS, '*/15 * * * *', () => this.expireResults());
  }

  async onApplicationBootstrap(): Promise<void> {
    const policy: Omit<QueueDefinition, 'name'> = {
      retryLimit: JOB_RETRY_LIMIT,
      retryDelaySeconds: 2,
      heartbeatSeconds: 10,
    };
    const works = { tts: this.tts.work, stt: this.stt.work };
    await this.queue.define({ name: GIVEN_UP_JOBS, ...policy });
    for (const type of ['tts', 'stt'] as const) {
      await this.queue.define({ name: JOB_QUEUES[type], ...policy, deadLetter: GIVEN_UP_JOBS });
    }
    if (!this.config.runsWorkers) return;
    await this.queue.work<{ jobId: string }>(
      GIVEN_UP_JOBS,
      { concurrency: 1, pollSeconds: 2 },
      (work) => this.processor.giveUp(work.data.jobId),
    );
    for (const type of ['tts', 'stt'] as const) {
      await this.queue.work<{ jobId: string }>(
        JOB_QUEUES[type],
        { concurrency: this.config.concurrency },
        (work) => this.processor.run(work, works[type]),
      );
    }
  }

  /** Removes the files of results past their retention; their jobs then answer 410. */
  private async expireResults(): Promise<void> {
    const expired = await this.jobs.expiredResults(EXPIRED_PER_RUN);
    for (const id of expired) {
      await this.results.removeJob(id);
      await this.jobs.forgetResult(id);
    }
    if (expired.length > 0) this.logger.log(`Removed ${expired.length} expired job results`);
  }
}
