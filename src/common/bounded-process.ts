import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { RequestAbortedError } from './errors.js';

/** How each way a run can fail is reported, given what the process printed on stderr. */
export interface ProcessFailures {
  timeout(stderr: string): Error;
  overflow(stderr: string): Error;
  spawn(error: Error): Error;
  exit(code: number | null, killedBy: NodeJS.Signals | null, stderr: string): Error;
}

export interface BoundedProcess {
  command: string;
  args: string[];
  /** Bytes or a stream for stdin; stdin is closed at once without it. */
  input?: Buffer | Readable;
  signal?: AbortSignal;
  timeoutMs: number;
  maxOutputBytes: number;
  failures: ProcessFailures;
}

const STDERR_KEPT_CHARS = 4096;

/**
 * Runs a program once and collects its stdout. The child is killed when the request is
 * aborted, when it runs past its deadline, or when its output passes the bound, so a
 * stuck or runaway tool never outlives its request.
 */
export function runBoundedProcess(run: BoundedProcess): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(new RequestAbortedError());
    const child = spawn(run.command, run.args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(run.failures.timeout(stderr)), run.timeoutMs);
    const onAbort = () => stop(new RequestAbortedError());
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > run.maxOutputBytes) return stop(run.failures.overflow(stderr));
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEPT_CHARS) stderr += chunk.toString();
    });
    // A tool may close stdin early (bad input); that surfaces as its exit code instead.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => stop(run.failures.spawn(error)));
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code !== 0) return reject(run.failures.exit(code, killedBy, stderr.trim()));
      resolve(Buffer.concat(chunks));
    });

    if (run.input === undefined) child.stdin.end();
    else if (Buffer.isBuffer(run.input)) child.stdin.end(run.input);
    else run.input.pipe(child.stdin);
  });
}
