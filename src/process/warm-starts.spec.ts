import { Socket } from 'node:net';
import type { LaunchedProcess, LaunchOptions, ProcessExit } from './process-launcher.js';
import { WarmStarts } from './warm-starts.js';

/** A launched program that records what is done to it; it exits when killed. */
class FakeProgram implements LaunchedProcess {
  readonly stdin = new Socket();
  readonly stdout = new Socket();
  readonly stderr = new Socket();
  active: boolean;
  killed = false;
  private exit!: (exit: ProcessExit) => void;
  readonly exited = new Promise<ProcessExit>((resolve) => (this.exit = resolve));

  constructor(
    readonly args: readonly string[],
    standby: boolean,
  ) {
    this.active = !standby;
  }

  kill(): void {
    this.killed = true;
    this.exit({ code: null, signal: 'SIGKILL' });
  }

  activate(): void {
    this.active = true;
  }
}

/** A launcher that starts FakePrograms, or fails for the command 'missing'. */
function fakeLauncher() {
  const started: FakeProgram[] = [];
  const launch = (command: string, args: readonly string[], options?: LaunchOptions) => {
    if (command === 'missing') return Promise.reject(new Error('spawn missing ENOENT'));
    const program = new FakeProgram(args, options?.standby ?? false);
    started.push(program);
    return Promise.resolve(program);
  };
  return { started, launch };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('WarmStarts', () => {
  it('gives the next run of a command line the copy started after the last one', async () => {
    const { started, launch } = fakeLauncher();
    const warm = new WarmStarts(launch);
    const first = await warm.start('ffmpeg', ['-i', 'pipe:0']);
    expect(started).toHaveLength(2); // the run, and a spare on standby
    const spare = started[1];
    expect(spare.active).toBe(false);

    const second = await warm.start('ffmpeg', ['-i', 'pipe:0']);
    expect(second).toBe(spare);
    expect(spare.active).toBe(true);
    expect(second).not.toBe(first);
    expect(started).toHaveLength(3); // and one more waits for the run after
  });

  it('keeps a spare per command line: other arguments get a start of their own', async () => {
    const { started, launch } = fakeLauncher();
    const warm = new WarmStarts(launch);
    await warm.start('ffmpeg', ['-f', 'mp3']);
    const other = (await warm.start('ffmpeg', ['-f', 'mulaw'])) as FakeProgram;
    expect(other.args).toEqual(['-f', 'mulaw']);
    expect(started.filter((program) => program.args[1] === 'mulaw')).toHaveLength(2);
  });

  it('starts afresh when the spare has exited while it waited', async () => {
    const { started, launch } = fakeLauncher();
    const warm = new WarmStarts(launch);
    await warm.start('ffmpeg', []);
    const spare = started[1];
    spare.kill();
    await flush();
    const run = await warm.start('ffmpeg', []);
    expect(run).not.toBe(spare);
    expect((run as FakeProgram).active).toBe(true);
  });

  it('fails with the start’s own reason when the command cannot start', async () => {
    const warm = new WarmStarts(fakeLauncher().launch);
    await expect(warm.start('missing', [])).rejects.toThrow('spawn missing ENOENT');
    await expect(warm.start('missing', [])).rejects.toThrow('spawn missing ENOENT');
  });

  it('keeps at most the set number of spares, stopping the one used longest ago', async () => {
    const { started, launch } = fakeLauncher();
    const warm = new WarmStarts(launch, 60_000, 2);
    for (const format of ['mp3', 'mulaw', 'alaw']) await warm.start('ffmpeg', [format]);
    await flush();
    const spares = started.filter((program) => !program.active);
    expect(spares.map((program) => [program.args[0], program.killed])).toEqual([
      ['mp3', true],
      ['mulaw', false],
      ['alaw', false],
    ]);
  });

  it('stops a spare nobody asked for within the idle time', async () => {
    const { started, launch } = fakeLauncher();
    const warm = new WarmStarts(launch, 20);
    await warm.start('ffmpeg', []);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(started[1].killed).toBe(true);
    expect(started[0].killed).toBe(false);
  });
});
