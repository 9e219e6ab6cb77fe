import { text } from 'node:stream/consumers';
import { holdLauncher, launchProcess, releaseLauncher } from './process-launcher.js';

/** The launcher's helper is the parent of every program it starts. */
async function helperPid(): Promise<number> {
  const program = await launchProcess('/bin/sh', ['-c', 'echo $PPID']);
  program.stdin.end();
  return Number((await text(program.stdout)).trim());
}

describe('launchProcess', () => {
  it('starts a program in the helper and hands its pipes to this process', async () => {
    const program = await launchProcess('/bin/sh', ['-c', 'tr a-z A-Z; echo oops >&2; exit 3']);
    program.stdin.end('speech');
    const [out, err, exit] = await Promise.all([
      text(program.stdout),
      text(program.stderr),
      program.exited,
    ]);
    expect(out).toBe('SPEECH');
    expect(err).toBe('oops\n');
    expect(exit).toEqual({ code: 3, signal: null });
    expect(await helperPid()).not.toBe(process.pid);
  });

  it('outlives a helper that dies: running programs end as killed, the next launch starts a new helper', async () => {
    const first = await helperPid();
    const running = await launchProcess('/bin/sleep', ['30']);
    process.kill(first, 'SIGKILL');

    expect(await running.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Killed for real, not only reported so: its output ends.
    running.stdin.destroy();
    expect(await text(running.stdout)).toBe('');
    const second = await helperPid();
    expect(second).not.toBe(first);
  });

  it('holds no server open with a program on standby, until it is activated', async () => {
    // What keeps this process running: the helper's channel and the pipes of its programs.
    const pipesOpen = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'PipeWrap').length;
    await helperPid(); // the helper is up
    await new Promise((resolve) => setTimeout(resolve, 50)); // and its last program's pipes closed
    const idle = pipesOpen();
    const standby = await launchProcess('/bin/cat', [], { standby: true });
    expect(pipesOpen()).toBeLessThanOrEqual(idle);

    standby.activate();
    expect(pipesOpen()).toBeGreaterThan(idle);
    standby.stdin.end('ready');
    expect(await text(standby.stdout)).toBe('ready');
    await standby.exited;
  });

  it('stops its helper when the last app holding it releases it, and starts another on demand', async () => {
    holdLauncher();
    holdLauncher();
    const helper = await helperPid();
    const stopped = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (!isAlive(helper)) resolve(clearInterval(poll));
      }, 10);
    });

    releaseLauncher();
    expect(await helperPid()).toBe(helper); // one app is still running
    releaseLauncher();
    await stopped;
    expect(await helperPid()).not.toBe(helper);
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
