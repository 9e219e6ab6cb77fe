import { RequestAbortedError } from '../common/errors.js';
import { encodeForListener, type Encoder, type EncoderRun } from './listener-encoding.js';

const BLOCK_BYTES = 8;

/**
 * An encoder that copies its PCM: in blocks of 8 bytes (the rest at the end), or each chunk
 * as it comes. It stops, as ffmpeg is killed, when its run's stop signal fires.
 */
function copyingEncoder() {
  const runs: { run: EncoderRun; read: string[] }[] = [];
  const encode: Encoder = async function* (pcm, run) {
    const pass = { run, read: [] as string[] };
    runs.push(pass);
    let pending = Buffer.alloc(0);
    const stopped = new Promise<never>((_, reject) =>
      run.stop?.addEventListener('abort', () => reject(new RequestAbortedError())),
    );
    stopped.catch(() => undefined);
    const iterator = pcm[Symbol.asyncIterator]();
    for (;;) {
      const step = await Promise.race([iterator.next(), stopped]);
      if (step.done) break;
      pass.read.push(step.value.toString());
      if (run.packets) yield step.value;
      else {
        pending = Buffer.concat([pending, step.value]);
        while (pending.length >= BLOCK_BYTES) {
          yield pending.subarray(0, BLOCK_BYTES);
          pending = pending.subarray(BLOCK_BYTES);
        }
      }
    }
    if (pending.length > 0) yield pending;
  };
  return { runs, encode };
}

async function collect(audio: AsyncIterable<Buffer>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of audio) out.push(chunk.toString());
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('encodeForListener', () => {
  it('keeps to one pass in blocks while the engine keeps ahead', async () => {
    async function* fast() {
      // Each chunk is ready at once: no timer, only the microtask an engine's read takes.
      for (const word of ['aaaa', 'bbbb', 'cccc', 'dd'])
        yield await Promise.resolve(Buffer.from(word));
    }
    const { runs, encode } = copyingEncoder();
    expect(await collect(encodeForListener(fast(), encode, 50))).toEqual(['aaaabbbb', 'ccccdd']);
    expect(runs.map((pass) => pass.run.packets)).toEqual([false]);
  });

  it('starts over packet by packet from the first PCM when the engine pauses before a block', async () => {
    async function* pausing() {
      yield Buffer.from('aa');
      yield Buffer.from('bb');
      await sleep(100);
      yield Buffer.from('cc');
    }
    const { runs, encode } = copyingEncoder();
    expect(await collect(encodeForListener(pausing(), encode, 20))).toEqual(['aa', 'bb', 'cc']);
    expect(runs.map((pass) => pass.run.packets)).toEqual([false, true]);
    expect(runs[0].run.stop?.aborted).toBe(true);
    expect(runs[1].read).toEqual(['aa', 'bb', 'cc']);
  });

  it('does not start over for a pause after the first block is out', async () => {
    async function* pausingLate() {
      yield Buffer.from('aaaabbbb');
      await sleep(100);
      yield Buffer.from('cc');
    }
    const { runs, encode } = copyingEncoder();
    expect(await collect(encodeForListener(pausingLate(), encode, 20))).toEqual(['aaaabbbb', 'cc']);
    expect(runs).toHaveLength(1);
  });

  it('fails with the engine’s own error', async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield await Promise.resolve(Buffer.from('aa'));
      throw new Error('espeak-ng failed (SIGSEGV)');
    }
    const { encode } = copyingEncoder();
    await expect(collect(encodeForListener(failing(), encode, 50))).rejects.toThrow(
      'espeak-ng failed (SIGSEGV)',
    );
  });
});
