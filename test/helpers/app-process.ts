import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { SERVICE_NODE_FLAGS } from '../../src/common/heap-tuning.js';

const HOOKS = new URL('./register-ts-hooks.mjs', import.meta.url).pathname;
const SERVE = new URL('./serve-app.ts', import.meta.url).pathname;
/** The service's own entry point: a worker (ROLE=worker) starts as it does in production. */
const MAIN = new URL('../../src/main.ts', import.meta.url).pathname;

/**
 * The service running in a child process, to be killed at will: an API (with the test probe)
 * listening on a port of its own, or a worker started by the service's entry point.
 */
export class AppProcess {
  private constructor(
    private readonly child: ChildProcess,
    /** Where an API answers; empty for a worker, which serves no HTTP. */
    readonly baseUrl: string,
  ) {}

  static async start(env: Record<string, string | undefined>): Promise<AppProcess> {
    const worker = env.ROLE === 'worker';
    const child = spawn(
      process.execPath,
      [...SERVICE_NODE_FLAGS, '--import', HOOKS, worker ? MAIN : SERVE],
      {
        env: { ...process.env, NODE_OPTIONS: '', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const lines = createInterface({ input: child.stdout });
    const baseUrl = await new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => {
        if (worker && line.includes('worker taking jobs')) resolve('');
        const match = /^port (\d+)$/.exec(line);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      child.once('exit', (code) =>
        reject(new Error(`the service exited (${code}) before starting`)),
      );
    });
    return new AppProcess(child, baseUrl);
  }

  /** SIGKILL: no shutdown hook, no close, nothing flushed. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }
}
