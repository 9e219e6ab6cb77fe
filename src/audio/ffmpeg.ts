import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import { RequestAbortedError } from '../common/errors.js';

const require = createRequire(import.meta.url);

let resolvedPath: string | undefined;

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the system one on PATH (a current
 * Debian build), else the static build that ships inside the npm package.
 */
export function ffmpegPath(): string {
  resolvedPath ??= process.env.FFMPEG_PATH || findOnPath('ffmpeg') || bundledFfmpeg();
  return resolvedPath;
}

function findOnPath(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      continue;
    }
  }
  return undefined;
}

function bundledFfmpeg(): string {
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

export interface FfmpegRun {
  args: string[];
  /** Bytes or a stream fed to ffmpeg's stdin (use `-i pipe:0`). */
  input?: Buffer | Readable;
  signal?: AbortSignal;
  /** Kill ffmpeg after this long. */
  timeoutMs: number;
  /** Kill ffmpeg once its output grows past this many bytes. */
  maxOutputBytes: number;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** Runs ffmpeg in a child process and collects its stdout, bounded in time and size. */
export function runFfmpeg(run: FfmpegRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(new RequestAbortedError());
    const child = spawn(
      ffmpegPath(),
      ['-hide_banner', '-nostdin', '-loglevel', 'error', ...run.args],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new FfmpegError('ffmpeg timed out', stderr)),
      run.timeoutMs,
    );
    const onAbort = () => stop(new RequestAbortedError());
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > run.maxOutputBytes)
        return stop(new FfmpegError('ffmpeg output too large', stderr));
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    // ffmpeg may close stdin early (bad input); that surfaces as its exit code instead.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => stop(error));
    child.on('close', (code) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      if (code !== 0)
        return reject(new FfmpegError(`ffmpeg exited with code ${code}`, stderr.trim()));
      resolve(Buffer.concat(chunks));
    });

    if (run.input === undefined) child.stdin.end();
    else if (Buffer.isBuffer(run.input)) child.stdin.end(run.input);
    else run.input.pipe(child.stdin);
  });
}
