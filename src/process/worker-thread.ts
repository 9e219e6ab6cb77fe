import { Worker } from 'node:worker_threads';
import { EngineFailedError, RequestAbortedError, UnavailableError } from '../common/errors.js';

export interface WorkerThreadOptions {
  /** ES module run in the worker; it posts `{ type: 'ready' }` once warm. */
  script: URL;
  /** A job running longer than this is treated as a hung engine: the worker is replaced. */
  jobTimeoutMs: number;
  /** Names the engine in error messages ("The voice engine failed. Retry."). */
  engine: string;
}

/** What a worker posts: `{ type: 'ready' }` once, then `{ id, ok, ...result }` for each job. */
interface Reply {
  id?: number;
  type?: string;
  ok?: boolean;
  message?: string;
}

/**
 * One warm worker thread holding an engine, running one job at a time; a WorkPool of them
 * lends each to one request at a time. Jobs are plain messages. A job that is aborted or runs
 * past its deadline takes its worker down with it (a synchronous engine cannot be
 * interrupted), and the next job starts a fresh one, as does the next job after a crash.
 */
export class WorkerThread {
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  private nextId = 1;
  private closed = false;
  /** Fails the job in flight, if any; set while a job runs. */
  private failRunning: ((error: Error) => void) | undefined;

  constructor(private readonly options: WorkerThreadOptions) {}

  /** Starts the worker if it is not running and waits until it is warm. */
  start(): Promise<Worker> {
    if (this.closed) return Promise.reject(this.shuttingDown());
    if (this.worker) return Promise.resolve(this.worker);
    this.starting ??= this.spawn().finally(() => (this.starting = undefined));
    return this.starting;
  }

  /** Runs one job; resolves with the worker's reply. */
  async run<T extends object>(message: object, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new RequestAbortedError();
    const worker = await this.start();
    if (signal?.aborted) throw new RequestAbortedError();
    const id = this.nextId++;
    const { engine, jobTimeoutMs } = this.options;
    return new Promise<T>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        this.failRunning = undefined;
        outcome();
      };
      const failAndStop = (error: Error) => {
        settle(() => reject(error));
        void this.stop(worker);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.ok) settle(() => resolve(reply as T));
        else
          settle(() =>
            reject(new EngineFailedError(`${engine} failed: ${reply.message ?? 'unknown error'}`)),
          );
      };
      const onExit = () => settle(() => reject(new EngineFailedError(`${engine} failed. Retry.`)));
      const onAbort = () => failAndStop(new RequestAbortedError());
      const timer = setTimeout(
        () => failAndStop(new EngineFailedError(`${engine} timed out. Retry.`)),
        jobTimeoutMs,
      );
      this.failRunning = failAndStop;
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ ...message, id });
    });
  }

  /** Stops the worker; a job still running fails as the service shutting down. */
  async close(): Promise<void> {
    this.closed = true;
    this.failRunning?.(this.shuttingDown());
    const worker = this.worker ?? (await this.starting?.catch(() => undefined));
    if (worker) await this.stop(worker);
  }

  private spawn(): Promise<Worker> {
    const { engine, script } = this.options;
    const worker = new Worker(script);
    return new Promise((resolve, reject) => {
      const onReady = (reply: Reply) => {
        if (reply.type !== 'ready') return;
        worker.off('message', onReady);
        worker.off('exit', onEarlyExit);
        this.worker = worker;
        // A crash between jobs: the next job starts a fresh worker.
        worker.once('exit', () => {
          if (this.worker === worker) this.worker = undefined;
        });
        resolve(worker);
      };
      let startError: Error | undefined;
      const onEarlyExit = () =>
        reject(
          new UnavailableError(
            `${engine} could not start${startError ? `: ${startError.message}` : ''}`,
          ),
        );
      // Late errors (a worker stopped on purpose, or crashing) surface through 'exit'.
      worker.on('error', (error: Error) => {
        startError ??= error;
      });
      worker.on('message', onReady);
      worker.once('exit', onEarlyExit);
    });
  }

  private async stop(worker: Worker): Promise<void> {
    if (this.worker === worker) this.worker = undefined;
    await worker.terminate();
  }

  private shuttingDown(): UnavailableError {
    return new UnavailableError(`${this.options.engine} is shutting down`);
  }
}
