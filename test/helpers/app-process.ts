import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const HOOKS = new URL('./register-ts-hooks.mjs', import.meta.url).pathname;
const SERVE = new URL('./serve-app.ts', import.meta.url).pathname;

/** The service (with the test probe) running in a child process, to be killed at will. */
export class AppProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {}

  static async start(env: Record<string, string | undefined>): Promise<AppProcess> {
    const child = spawn(process.execPath, ['--import', HOOKS, SERVE], {
      env: { ...process.env, NODE_OPTIONS: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout });
    const port = await new Promise<number>((resolve, reject) => {
      lines.on('line', (line) => {
        const match = /^port (\d+)$/.exec(line);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) =>
        reject(new Error(`the service exited (${code}) before listening`)),
      );
    });
    return new AppProcess(child, `http://127.0.0.1:${port}`);
  }

  /** SIGKILL: no shutdown hook, no close, nothing flushed. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }
}
