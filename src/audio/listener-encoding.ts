import { ReplayableStream } from '../common/replayable-stream.js';
import type { PcmChunks } from './pcm.js';

/**
 * How long the engine may keep the encoder waiting, before its first block is out, until the
 * audio given so far is sent packet by packet instead. espeak-ng renders hundreds of times
 * faster than real time and does not pause this long; an engine that renders a sentence or a
 * take at a time does, and its listener should not wait for the next one.
 */
export const ENGINE_PAUSE_MS = 100;

export interface EncoderRun {
  /** ffmpeg hands on every packet as it is encoded, rather than full blocks. */
  packets: boolean;
  /** Stops this pass alone. */
  stop?: AbortSignal;
}

/** One encoder pass over the PCM, yielding what it writes. */
export type Encoder = (pcm: PcmChunks, run: EncoderRun) => AsyncGenerator<Buffer>;

const PAUSED = Symbol('engine paused');

/**
 * Encodes for a listener, who wants the first audio soon and the rest without waste. Packet
 * by packet, ffmpeg writes 38 times for every second of 22 kHz MP3: 4,000 writes, reads,
 * Buffers and response chunks for a 1,000-character take, which made the stream slower than
 * POST /tts's single pass. In 32 KB blocks it is 27, and the first block (four seconds of
 * 64 kbit/s MP3) is out a few milliseconds after the engine's first sentence. So the encoder
 * writes blocks, and the engine's PCM is kept until the first block is out. If the engine
 * pauses for `pauseMs` before then, that pass is stopped and a packet-by-packet pass starts
 * over from the kept PCM and goes on with the rest, so what the engine has said is on its
 * way at once; it is a new pass of the same encoder over the same PCM, so the audio is the
 * same as one pass would make.
 */
export async function* encodeForListener(
  pcm: PcmChunks,
  encode: Encoder,
  pauseMs = ENGINE_PAUSE_MS,
): AsyncGenerator<Buffer> {
  const engine = watchedForPauses(pcm[Symbol.asyncIterator](), pauseMs);
  const kept = new ReplayableStream(engine.source);
  const stopBlocks = new AbortController();
  const blocks = encode(kept.read(), { packets: false, stop: stopBlocks.signal });
  const firstBlock = blocks.next();
  const first = await Promise.race([firstBlock, engine.paused]);
  engine.stopWatching();
  if (first !== PAUSED) {
    kept.forget();
    if (first.done) return;
    yield first.value;
    yield* blocks;
    return;
  }
  stopBlocks.abort();
  // Ends with the stop just given; nothing it wrote was sent.
  firstBlock.catch(() => undefined);
  const packets = encode(kept.read(), { packets: true });
  kept.forget();
  yield* packets;
}

/** The source, and a promise that settles when one of its reads has waited `pauseMs`. */
function watchedForPauses<T>(source: AsyncIterator<T>, pauseMs: number) {
  let watching = true;
  let notice!: (paused: typeof PAUSED) => void;
  const paused = new Promise<typeof PAUSED>((resolve) => (notice = resolve));
  const watched: AsyncIterator<T> = {
    next: () => {
      const step = source.next();
      if (!watching) return step;
      const timer = setTimeout(() => notice(PAUSED), pauseMs);
      return step.finally(() => clearTimeout(timer));
    },
  };
  return { source: watched, paused, stopWatching: () => (watching = false) };
}
