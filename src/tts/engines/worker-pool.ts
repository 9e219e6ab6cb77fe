import { Worker } from 'node:worker_threads';
import { EngineFailedError, RequestAbortedError, UnavailableError } from '../../common/errors.js';

export interface WorkerPoolOptions {
  /** ES module run in each worker; it posts `{ type: 'ready' }` once warm. */
  script: URL;
  size: number;
  /** A job running longer than this is treated as a hung engine: the worker is replaced. */
  jobTimeoutMs: number;
}

interface Reply {
  id?: number;
  type?: string;
  ok?: boolean;
  message?: string;
}

interface Job {
  id: number;
  message: object;
  signal?: AbortSignal;
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/**
 * A fixed number of warm worker threads and a FIFO queue in front of them. Jobs are plain
 * messages; a worker answers each with `{ id, ok, ... }`. An aborted job leaves the queue, or,
 * when already running, takes its worker down with it (a synchronous engine cannot be
 * interrupted) and a fresh worker takes the slot.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private firstStart?: Promise<void>;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Starts every worker and waits until all are warm; rejects when a worker cannot start. */
  start(): Promise<void> {
    this.firstStart ??= Promise.all(
      Array.from({ length: this.options.size }, () => this.spawn()),
    ).then(() => undefined);
    return this.firstStart;
  }

  /** Runs one job on the next free worker; resolves with the worker's reply. */
  run<T extends object>(message: object, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new RequestAbortedError());
    if (this.closed)
      return Promise.reject(new UnavailableError('The voice engine is shutting down'));
    return new Promise<Reply>((resolve, reject) => {
      const job: Job = { id: this.nextId++, message, signal, resolve, reject };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.dispatch();
    }) as Promise<T>;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failQueue(new UnavailableError('The voice engine is shutting down'));
    const stopping = [...this.slots].map((slot) => {
      if (slot.job)
        this.settle(slot.job, () =>
          slot.job!.reject(new UnavailableError('The voice engine is shutting down')),
        );
      return this.retire(slot);
    });
    await Promise.all(stopping);
  }

  private spawn(): Promise<void> {
    const slot: Slot = { worker: new Worker(this.options.script), ready: false };
    this.slots.add(slot);
    return new Promise((resolve, reject) => {
      slot.worker.on('message', (reply: Reply) => {
        if (reply.type === 'ready') {
          slot.ready = true;
          resolve();
          this.dispatch();
        } else {
          this.finish(slot, reply);
        }
      });
      slot.worker.on('error', (error: Error) => {
        if (!slot.ready)
          reject(new UnavailableError(`The voice engine could not start: ${error.message}`));
        this.replace(slot, new EngineFailedError('The voice engine failed. Retry.'));
      });
      slot.worker.on('exit', () => {
        if (!slot.ready) reject(new UnavailableError('The voice engine could not start'));
        if (this.slots.has(slot))
          this.replace(slot, new EngineFailedError('The voice engine failed. Retry.'));
      });
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(
        () => this.replace(slot, new EngineFailedError('The voice engine timed out. Retry.')),
        this.options.jobTimeoutMs,
      );
      slot.worker.postMessage({ ...job.message, id: job.id });
    }
  }

  private finish(slot: Slot, reply: Reply): void {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    this.settle(job, () =>
      reply.ok
        ? job.resolve(reply)
        : job.reject(
            new EngineFailedError(`The voice engine failed: ${reply.message ?? 'unknown error'}`),
          ),
    );
    this.dispatch();
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job, () => job.reject(new RequestAbortedError()));
      return;
    }
    const slot = [...this.slots].find((candidate) => candidate.job === job);
    if (slot) this.replace(slot, new RequestAbortedError());
  }

  /** Fails the slot's job (if any), stops its worker and starts a fresh one in its place. */
  private replace(slot: Slot, error: Error): void {
    if (!this.slots.has(slot)) return;
    const job = slot.job;
    if (job) this.settle(job, () => job.reject(error));
    // A worker that never became ready is not respawned: it would fail the same way forever.
    const respawn = slot.ready && !this.closed;
    void this.retire(slot);
    if (respawn) this.spawn().catch(() => undefined);
    else if (this.slots.size === 0)
      this.failQueue(new UnavailableError('The voice engine is not available'));
  }

  private failQueue(error: Error): void {
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(error));
  }

  private async retire(slot: Slot): Promise<void> {
    clearTimeout(slot.timer);
    slot.job = undefined;
    this.slots.delete(slot);
    slot.worker.removeAllListeners();
    // Swallow late errors from a worker we are stopping anyway.
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }

  private settle(job: Job, outcome: () => void): void {
    if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
    outcome();
  }
}
