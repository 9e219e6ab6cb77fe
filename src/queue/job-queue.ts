/** Runs a statement inside the caller's transaction (TypeORM's `EntityManager.query` fits). */
export interface SqlExecutor {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export interface SendOptions {
  /**
   * The queue entry is written in this transaction: it exists exactly when the rest of the
   * transaction (a job row, its credit hold) does.
   */
  within?: SqlExecutor;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

/** One delivery of queued work to a handler. */
export interface QueuedWork<T> {
  /** The queue's id of this entry (a retry of the same entry keeps it). */
  queueId: string;
  data: T;
  /** Which delivery this is: 0 the first, more after a worker died or the handler failed. */
  retryCount: number;
}

export interface QueueDefinition {
  name: string;
  /** Deliveries after the first that a failing or abandoned entry gets. */
  retryLimit: number;
  /** Seconds between retries, doubled each time. */
  retryDelaySeconds: number;
  /**
   * A running entry whose worker sent no heartbeat for this long is taken to be abandoned
   * (its process died) and is delivered again.
   */
  heartbeatSeconds: number;
  /**
   * A queue that gets a copy of an entry's data when this queue gives up on it (its last
   * delivery failed, or its worker died), in the statement that gives up: whatever the
   * entry stood for can then be closed. Defined before this queue.
   */
  deadLetter?: string;
}

export type WorkHandler<T> = (work: QueuedWork<T>) => Promise<void>;

export interface WorkOptions {
  concurrency: number;
  /**
   * Longest wait before an idle worker looks for an entry that no notification announced
   * (default half a second); chores that run by the minute need not look as often.
   */
  pollSeconds?: number;
}

/**
 * Work that outlives the request that asked for it, and chores that must run once per
 * cluster rather than once per process. A port: the driver is chosen by the module
 * (pg-boss on the service's own PostgreSQL, embedded or not).
 */
export abstract class JobQueue {
  /** Creates or updates a queue's retry and heartbeat policy; idempotent. */
  abstract define(queue: QueueDefinition): Promise<void>;

  /** Queues `data` on `queue`; returns the queue's id of the entry. */
  abstract send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string>;

  /** Takes entries of `queue` in this process, `concurrency` at a time. */
  abstract work<T extends object>(
    queue: string,
    options: WorkOptions,
    handler: WorkHandler<T>,
  ): Promise<void>;

  /**
   * Queues an entry on `queue` on a cron schedule, once for the whole cluster however
   * many processes ask for it.
   */
  abstract schedule(queue: string, cron: string): Promise<void>;
}
