import { spawn } from 'node:child_process';
import { EngineFailedError, RequestAbortedError } from '../../common/errors.js';

export interface ChildRun {
  command: string;
  args: string[];
  signal?: AbortSignal;
  timeoutMs: number;
  maxOutputBytes: number;
  /** Names the engine in error messages. */
  label: string;
}

/**
 * Runs a recognizer binary once and returns its stdout. The child is killed when the
 * request is aborted, when it runs past its deadline, or when it prints more than any
 * sane transcript, so a stuck or runaway engine never outlives its request.
 */
export function runChildProcess(run: ChildRun): Promise<string> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(new RequestAbortedError());
    const child = spawn(run.command, run.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () =>
        stop(
          new EngineFailedError(
            `${run.label} took longer than ${Math.round(run.timeoutMs / 1000)} s`,
          ),
        ),
      run.timeoutMs,
    );
    const onAbort = () => stop(new RequestAbortedError());
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > run.maxOutputBytes)
        return stop(new EngineFailedError(`${run.label} printed too much output`));
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2048) stderr += chunk.toString();
    });
    child.on('error', (error) =>
      stop(new EngineFailedError(`${run.label} could not start: ${error.message}`)),
    );
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code !== 0) {
        const detail = stderr.trim().split('\n').pop() ?? '';
        return reject(
          new EngineFailedError(`${run.label} failed (${code ?? killedBy}) ${detail}`.trim()),
        );
      }
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}
