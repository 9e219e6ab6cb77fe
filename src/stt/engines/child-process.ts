import { runBoundedProcess } from '../../common/bounded-process.js';
import { EngineFailedError } from '../../common/errors.js';

export interface ChildRun {
  command: string;
  args: string[];
  signal?: AbortSignal;
  timeoutMs: number;
  maxOutputBytes: number;
  /** Names the engine in error messages. */
  label: string;
}

/** Runs a recognizer binary once and returns its stdout as text; every failure is the engine's. */
export async function runChildProcess(run: ChildRun): Promise<string> {
  const stdout = await runBoundedProcess({
    command: run.command,
    args: run.args,
    signal: run.signal,
    timeoutMs: run.timeoutMs,
    maxOutputBytes: run.maxOutputBytes,
    failures: {
      timeout: () =>
        new EngineFailedError(
          `${run.label} took longer than ${Math.round(run.timeoutMs / 1000)} s`,
        ),
      overflow: () => new EngineFailedError(`${run.label} printed too much output`),
      spawn: (error) => new EngineFailedError(`${run.label} could not start: ${error.message}`),
      exit: (code, killedBy, stderr) =>
        new EngineFailedError(
          `${run.label} failed (${code ?? killedBy}) ${stderr.split('\n').pop() ?? ''}`.trim(),
        ),
    },
  });
  return stdout.toString('utf8');
}
