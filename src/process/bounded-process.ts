import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { RequestAbortedError } from '../common/errors.js';
import { launchProcess, type LaunchedProcess } from './process-launcher.js';
import { launchWarm } from './warm-starts.js';

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
  /**
   * Bytes, or chunks as another step produces them (a Readable is one), for stdin; stdin is
   * closed at once without it. A failing input stops the run with the input's own error.
   */
  input?: Buffer | AsyncIterable<Buffer>;
  signal?: AbortSignal;
  timeoutMs: number;
  maxOutputBytes: number;
  failures: ProcessFailures;
  /**
   * Take a copy of this command line started ahead of need, and leave one for the next
   * run (see WarmStarts): for programs slow to start, run often with the same arguments.
   */
  warm?: boolean;
}

const STDERR_KEPT_CHARS = 4096;

/**
 * Runs a program once and yields its stdout as it comes, so the next step can start on the
 * first bytes. The program is started by the engine launcher (process-launcher.ts), not
 * forked from the server. It is killed when the request is aborted, when it runs past its
 * deadline, when its output passes the bound, or when the reader stops early, so a stuck or
 * runaway tool never outlives its request. Nothing starts until the stream is read. Reading
 * slowly holds the child back (the pipe fills), so a slow reader costs no memory.
 */
export async function* streamBoundedProcess(run: BoundedProcess): AsyncGenerator<Buffer> {
  if (run.signal?.aborted) throw new RequestAbortedError();
  let child: LaunchedProcess;
  try {
    child = await (run.warm ? launchWarm : launchProcess)(run.command, run.args);
  } catch (error) {
    throw run.failures.spawn(error instanceof Error ? error : new Error(String(error)));
  }
  let exited = false;
  const exit = child.exited.finally(() => (exited = true));
  let stderr = '';
  let failure: Error | undefined;
  const stop = (error: Error) => {
    failure ??= error;
    child.kill();
  };
  const timer = setTimeout(() => stop(run.failures.timeout(stderr)), run.timeoutMs);
  const onAbort = () => stop(new RequestAbortedError());
  if (run.signal?.aborted) onAbort();
  run.signal?.addEventListener('abort', onAbort, { once: true });
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < STDERR_KEPT_CHARS) stderr += chunk.toString();
  });
  const stderrDone = finished(child.stderr).catch(() => undefined);
  const stopInput = feedStdin(child.stdin, run.input, stop);

  try {
    let size = 0;
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > run.maxOutputBytes) {
        stop(run.failures.overflow(stderr));
        break;
      }
      yield chunk;
    }
    const { code, signal } = await exit;
    await stderrDone;
    if (failure) throw failure;
    if (code !== 0) throw run.failures.exit(code, signal, stderr.trim());
  } finally {
    clearTimeout(timer);
    run.signal?.removeEventListener('abort', onAbort);
    // The reader stopped early or something failed: the program has nothing left to do.
    if (!exited) child.kill();
    stopInput();
    child.stdout.destroy();
    child.stderr.destroy();
  }
}

/** Runs a program once and collects its stdout, with the bounds of streamBoundedProcess. */
export async function runBoundedProcess(run: BoundedProcess): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of streamBoundedProcess(run)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Writes the input to the child's stdin and returns how to stop reading it. An input that
 * fails (the step producing it broke) stops the run at once with that step's error.
 */
function feedStdin(
  stdin: Writable,
  input: BoundedProcess['input'],
  stop: (error: Error) => void,
): () => void {
  // A tool may close stdin early (it has read enough, or the input is bad); that surfaces
  // as its exit code, not as a write error.
  stdin.on('error', () => undefined);
  if (input === undefined || Buffer.isBuffer(input)) {
    stdin.end(input);
    return () => undefined;
  }
  async function* watched(chunks: AsyncIterable<Buffer>) {
    try {
      yield* chunks;
    } catch (error) {
      stop(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
  const source = Readable.from(watched(input), { objectMode: false });
  // Failures surface through stop() above or through the child's exit code.
  pipeline(source, stdin).catch(() => undefined);
  return () => source.destroy();
}
