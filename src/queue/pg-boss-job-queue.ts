import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PgBoss, type Db } from 'pg-boss';
import type { DataSource } from 'typeorm';
import { servesOneSession } from '../database/data-source-options.js';
import { queueConfig, type QueueConfig } from './queue.config.js';
import {
  JobQueue,
  type QueueDefinition,
  type SendOptions,
  type SqlExecutor,
  type WorkHandler,
  type WorkOptions,
} from './job-queue.js';

/**
 * Seconds between looks for new entries when no notification wakes the worker first; a
 * worker whose last job took longer looks again at once.
 */
const POLL_SECONDS = 0.5;
/**
 * How often the cluster looks for running entries whose heartbeat stopped (their worker
 * died) and hands them back to the queue: a dead worker's job starts again within about
 * this plus the queue's heartbeat. pg-boss looks only on its monitor's passes (every 60 s
 * by default), so both intervals are set.
 */
const SUPERVISE_SECONDS = 10;
/** How long a stopping process lets the entries in hand finish before leaving them to retries. */
const STOP_GRACE_MS = 10_000;

/**
 * The queue on pg-boss, in the service's own PostgreSQL (a server, or the embedded one,
 * reached at the address the app's data source uses). Entries are rows written with
 * SKIP LOCKED claims, so any number of processes share a queue; a running entry carries
 * a heartbeat lease, and one whose worker stopped beating (a `kill -9`) is delivered
 * again; cron schedules fire once per cluster. Queue entries can be written inside the
 * caller's transaction.
 */
@Injectable()
export class PgBossJobQueue extends JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PgBossJobQueue.name);
  private readonly boss: PgBoss;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(queueConfig.KEY) private readonly config: QueueConfig,
  ) {
    super();
    // The embedded database serves one session in turns: no LISTEN there, and few connections.
    const embedded = servesOneSession(db.options);
    this.boss = new PgBoss({
      connectionString: (db.options as { url: string }).url,
      max: embedded ? 2 : 6,
      useListenNotify: !embedded,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      application_name: `speech-api ${config.role}`,
    });
    this.boss.on('error', (error: Error) => this.logger.warn(`Queue: ${error.message}`));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }

  async define(queue: QueueDefinition): Promise<void> {
    const policy = {
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelaySeconds,
      retryBackoff: true,
      heartbeatSeconds: queue.heartbeatSeconds,
      // A heartbeat lease bounds a running entry, not a wall clock: long audio may take hours.
      expireInSeconds: 24 * 3600,
      notify: true,
      ...(queue.deadLetter ? { deadLetter: queue.deadLetter } : {}),
    };
    if (await this.boss.getQueue(queue.name)) await this.boss.updateQueue(queue.name, policy);
    else await this.boss.createQueue(queue.name, policy);
  }

  async send<T extends object>(queue: string, data: T, options: SendOptions = {}): Promise<string> {
    const id = await this.boss.send(queue, data, {
      ...(options.within ? { db: executorOf(options.within) } : {}),
      ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
    });
    if (!id) throw new Error(`The queue ${queue} refused an entry`);
    return id;
  }

  async work<T extends object>(
    queue: string,
    { concurrency, pollSeconds = POLL_SECONDS }: WorkOptions,
    handler: WorkHandler<T>,
  ): Promise<void> {
    await this.boss.work<T>(
      queue,
      {
        localConcurrency: concurrency,
        batchSize: 1,
        pollingIntervalSeconds: pollSeconds,
        // pg-boss waits this long after each fetch, less the job's own time: with its 30 s
        // default a backlog drained one job per 30 s per slot once the notifications that
        // announced it were spent.
        notifyPollingIntervalSeconds: pollSeconds,
      },
      async ([job]) => {
        await handler({ queueId: job.id, data: job.data, retryCount: job.retryCount });
      },
    );
  }

  async schedule(queue: string, cron: string): Promise<void> {
    await this.boss.schedule(queue, cron);
  }
}

/** pg-boss's statements run on the caller's transaction. */
function executorOf(executor: SqlExecutor): Db {
  return {
    executeSql: async (text: string, values?: unknown[]) => ({
      rows: (await executor.query(text, values)) as unknown[],
    }),
  };
}
