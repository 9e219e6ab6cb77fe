import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { SERVICE_NODE_FLAGS } from '../../src/common/heap-tuning.js';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const BOOT_TIMEOUT_MS = 90_000;

/** Builds dist/ as `npm start` does, so the tests run the very program users start. */
export async function buildServer(): Promise<void> {
  await run(process.execPath, ['node_modules/@nestjs/cli/bin/nest.js', 'build'], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** SIGKILL to the server's whole process group (the server, its helper and engines). */
  killGroup(): Promise<void>;
  /** SIGTERM, as a service manager stops it; resolves when it has exited. */
  stop(): Promise<void>;
  output(): string;
}

/**
 * `node dist/src/main.js` in a process group of its own, ready when it says it listens
 * (a worker: when it says it takes jobs).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, 'dist/src/main.js'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForListening(child, () => output);
  const signalGroup = async (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
    await exited;
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    killGroup: () => signalGroup('SIGKILL'),
    stop: () => signalGroup('SIGTERM'),
    output: () => output,
  };
}

/** Runs `node dist/src/cli.js ...args` to the end. */
export async function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/src/cli.js', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

function waitForListening(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('did not start in time')), BOOT_TIMEOUT_MS);
    const poll = setInterval(() => {
      if (/listening on|worker taking jobs/.test(output())) done(resolve);
    }, 50);
    const fail = (error: Error) =>
      done(() => reject(new Error(`The server ${error.message}:\n${output()}`)));
    const onExit = (code: number | null) => fail(new Error(`exited (${code})`));
    const done = (settle: () => void) => {
      clearTimeout(timer);
      clearInterval(poll);
      child.off('exit', onExit);
      settle();
    };
    child.once('exit', onExit);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
