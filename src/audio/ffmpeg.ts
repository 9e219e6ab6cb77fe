import { createRequire } from 'node:module';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import {
  runBoundedProcess,
  streamBoundedProcess,
  type BoundedProcess,
} from '../process/bounded-process.js';
import { readEnvironment } from '../config/environment.js';

const require = createRequire(import.meta.url);

let resolvedPath: string | undefined;

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the system one on PATH (a current
 * Debian build), else the static build that ships inside the npm package.
 */
export function ffmpegPath(): string {
  if (resolvedPath === undefined) {
    const env = readEnvironment();
    resolvedPath = env.FFMPEG_PATH ?? findOnPath('ffmpeg', env.PATH) ?? bundledFfmpeg();
  }
  return resolvedPath;
}

function findOnPath(binary: string, searchPath = ''): string | undefined {
  for (const dir of searchPath.split(delimiter)) {
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

/**
 * Output options for a pipe that is read as a whole: write full blocks of 32 KB. By
 * default ffmpeg flushes every packet into a pipe, so a minute of 64 kbit/s MP3 arrives as
 * about 3,000 reads of 260 bytes, each a Buffer, a callback and garbage on the event loop;
 * with this it is 25 reads.
 */
export const BLOCK_WRITES = ['-flush_packets', '0'];

/** Output options for a pipe whose reader wants each packet as soon as it is encoded. */
export const PACKET_WRITES = ['-flush_packets', '1'];

export interface FfmpegRun {
  args: string[];
  /** What ffmpeg reads on stdin (use `-i pipe:0`), as runBoundedProcess takes it. */
  input?: BoundedProcess['input'];
  signal?: AbortSignal;
  /** Kill ffmpeg after this long. */
  timeoutMs: number;
  /** Kill ffmpeg once its output grows past this many bytes. */
  maxOutputBytes: number;
  /** Start from a copy started ahead (see WarmStarts): for command lines that repeat. */
  warm?: boolean;
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
  return runBoundedProcess(ffmpegRun(run));
}

/** Runs ffmpeg in a child process and yields its stdout as it comes, with the same bounds. */
export function streamFfmpeg(run: FfmpegRun): AsyncGenerator<Buffer> {
  return streamBoundedProcess(ffmpegRun(run));
}

/** An ffmpeg run as a bounded process, for a caller that streams its output. */
export function ffmpegRun(run: FfmpegRun): BoundedProcess {
  return {
    command: ffmpegPath(),
    args: ['-hide_banner', '-nostdin', '-loglevel', 'error', ...run.args],
    input: run.input,
    signal: run.signal,
    timeoutMs: run.timeoutMs,
    maxOutputBytes: run.maxOutputBytes,
    warm: run.warm,
    failures: {
      timeout: (stderr) => new FfmpegError('ffmpeg timed out', stderr),
      overflow: (stderr) => new FfmpegError('ffmpeg output too large', stderr),
      spawn: (error) => error,
      exit: (code, _killedBy, stderr) => new FfmpegError(`ffmpeg exited with code ${code}`, stderr),
    },
  };
}
