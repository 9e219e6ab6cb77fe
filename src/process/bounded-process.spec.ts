import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { runBoundedProcess, streamBoundedProcess, type BoundedProcess } from './bounded-process.js';
import { RequestAbortedError } from '../common/errors.js';

const failures: BoundedProcess['failures'] = {
  timeout: () => new Error('timeout'),
  overflow: () => new Error('overflow'),
  spawn: (error) => new Error(`spawn: ${error.message}`),
  exit: (code, _signal, stderr) => new Error(`exit ${code}: ${stderr}`),
};

function shell(script: string, extra: Partial<BoundedProcess> = {}): BoundedProcess {
  return {
    command: '/bin/sh',
    args: ['-c', script],
    timeoutMs: 10_000,
    maxOutputBytes: 1024 * 1024,
    failures,
    ...extra,
  };
}

/** Whether a process whose command line holds `marker` is still running. */
function running(marker: string): boolean {
  return spawnSync('pgrep', ['-f', marker]).status === 0;
}

describe('runBoundedProcess', () => {
  it('feeds stdin and collects stdout', async () => {
    const out = await runBoundedProcess(shell('tr a-z A-Z', { input: Buffer.from('speech') }));
    expect(out.toString()).toBe('SPEECH');
  });

  it('feeds chunks as another step produces them', async () => {
    async function* produce() {
      for (const word of ['one ', 'two ', 'three']) {
        await sleep(5);
        yield Buffer.from(word);
      }
    }
    const out = await runBoundedProcess(shell('cat', { input: produce() }));
    expect(out.toString()).toBe('one two three');
  });

  it('reports a program that cannot start', async () => {
    await expect(
      runBoundedProcess({ ...shell(''), command: '/nonexistent/engine', args: [] }),
    ).rejects.toThrow(/^spawn: .*ENOENT/);
  });

  it('hands every byte to the reader, even from programs that write and exit at once', async () => {
    const outputs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        runBoundedProcess(shell(`head -c ${1000 * (i + 1)} /dev/zero; echo done`)),
      ),
    );
    outputs.forEach((output, i) => expect(output.length).toBe(1000 * (i + 1) + 5));
  });

  it('reports a non-zero exit with what the program printed on stderr', async () => {
    await expect(runBoundedProcess(shell('echo broken >&2; exit 3'))).rejects.toThrow(
      'exit 3: broken',
    );
  });

  it('kills a program that runs past its deadline', async () => {
    await expect(runBoundedProcess(shell('exec sleep 5', { timeoutMs: 100 }))).rejects.toThrow(
      'timeout',
    );
  });

  it('kills a program whose output passes the bound', async () => {
    await expect(runBoundedProcess(shell('yes', { maxOutputBytes: 100_000 }))).rejects.toThrow(
      'overflow',
    );
  });

  it('kills the program when the request is aborted', async () => {
    const controller = new AbortController();
    const run = runBoundedProcess(shell('exec sleep 5', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    await expect(run).rejects.toBeInstanceOf(RequestAbortedError);
  });

  it('stops with the input step’s own error and kills the program', async () => {
    const marker = `input-failure-${randomUUID()}`;
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.from('a');
      await sleep(20);
      throw new Error('the engine broke');
    }
    await expect(
      runBoundedProcess(shell(`exec cat - /dev/null/${marker}`, { input: failing() })),
    ).rejects.toThrow('the engine broke');
    await sleep(50);
    expect(running(marker)).toBe(false);
  });
});

describe('streamBoundedProcess', () => {
  it('starts nothing until the stream is read', async () => {
    const marker = `lazy-${randomUUID()}`;
    const stream = streamBoundedProcess(shell(`exec yes ${marker}`));
    await sleep(50);
    expect(running(marker)).toBe(false);
    await stream.return(undefined);
  });

  it('kills the program when the reader stops early, and stops its input too', async () => {
    const marker = `early-stop-${randomUUID()}`;
    let inputStopped = false;
    async function* endless(): AsyncGenerator<Buffer> {
      try {
        for (;;) {
          await sleep(1);
          yield Buffer.from('x\n');
        }
      } finally {
        inputStopped = true;
      }
    }
    // cat echoes its input, so a first chunk means the input is flowing.
    for await (const chunk of streamBoundedProcess(
      shell(`exec cat - /dev/null/${marker}`, { input: endless() }),
    )) {
      expect(chunk.length).toBeGreaterThan(0);
      break;
    }
    await sleep(50);
    expect(running(marker)).toBe(false);
    expect(inputStopped).toBe(true);
  });
});
