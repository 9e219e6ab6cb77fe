import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A redis-server of the test's own, on a free port, that the test can freeze and kill. */
export class RedisProcess {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static available(): boolean {
    return existsSync(REDIS_SERVER);
  }

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) on its port, with nothing persisted, once it answers PING. */
  async restart(): Promise<void> {
    this.child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    while (!(await this.answersPing())) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** SIGSTOP: connections are still accepted, nothing is answered. */
  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** The number of keys it holds, or null when it does not answer. */
  async keyCount(): Promise<number | null> {
    const reply = await this.command('DBSIZE\r\n');
    const match = reply && /^:(\d+)/.exec(reply);
    return match ? Number(match[1]) : null;
  }

  private async answersPing(): Promise<boolean> {
    return (await this.command('PING\r\n'))?.startsWith('+PONG') ?? false;
  }

  private command(text: string): Promise<string | null> {
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: this.port });
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(null);
      });
      socket.once('connect', () => socket.write(text));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString());
      });
      socket.once('error', () => resolve(null));
    });
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
