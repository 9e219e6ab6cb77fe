import { Readable } from 'node:stream';
import { DomainError, EngineFailedError, RequestAbortedError } from '../common/errors.js';
import { BLOCK_WRITES, runFfmpeg } from './ffmpeg.js';
import type { PcmChunks } from './pcm.js';

/** How the MP3 is finished: output rate, constant bitrate and an optional ffmpeg filter chain. */
export interface Mp3Finish {
  sampleRate: number;
  bitrateKbps: number;
  /**
   * LAME's algorithm quality, 0 (best, slowest) to 9 (fastest). At 64 kbit/s of speech,
   * 7 encodes nearly twice as fast as LAME's default 3 at no audible cost.
   */
  lameQuality: number;
  /** ffmpeg audio filters, applied in order (empty: none). */
  filters: readonly string[];
  /** Integrated loudness to bring the result to (EBU R128), or none to keep the level. */
  loudnessLufs?: number;
}

/** Keeps true peaks near -1.5 dBFS after a loudness gain. */
const PEAK_LIMITER = 'alimiter=limit=0.84:level=false';

/**
 * No take comes near this (5,000 characters at the slowest pace is about 11 minutes); it
 * bounds the encoder's output, since the length is not known until the audio has been read.
 */
const MAX_AUDIO_SECONDS = 30 * 60;
/** Encoding runs hundreds of times faster than real time; this only catches a stuck process. */
const ENCODE_TIMEOUT_MS = 120_000;

/**
 * Encodes mono PCM to a constant-bitrate MP3 with libmp3lame in an ffmpeg child process,
 * reading the PCM as it is produced, so encoding runs alongside synthesis. Loudness is
 * normalised in two passes: the meter reads the audio as it arrives, then the kept audio
 * is encoded with one linear gain and a peak limiter. That is several times faster than
 * ffmpeg's one-pass loudnorm, which resamples to 192 kHz, and keeps the speech dynamics.
 *
 * A failure of the PCM's producer comes out as that producer's error; ffmpeg's own
 * failures become "The audio could not be encoded".
 */
export async function encodeMp3(
  pcm: PcmChunks,
  sampleRate: number,
  finish: Mp3Finish,
  signal?: AbortSignal,
): Promise<Buffer> {
  const pcmInput = ['-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'];
  const audio = await afterFirstChunk(pcm);
  try {
    const filters = [...finish.filters];
    let input: PcmChunks = audio;
    if (finish.loudnessLufs !== undefined) {
      const kept: Buffer[] = [];
      const loudness = await measureLoudness(pcmInput, keepChunks(audio, kept), filters, signal);
      filters.push(`volume=${(finish.loudnessLufs - loudness).toFixed(2)}dB`, PEAK_LIMITER);
      input = Readable.from(kept, { objectMode: false });
    }
    const args = [...pcmInput];
    if (filters.length > 0) args.push('-af', filters.join(','));
    args.push(
      ...['-ar', String(finish.sampleRate), '-ac', '1', '-map_metadata', '-1'],
      ...['-c:a', 'libmp3lame', '-b:a', `${finish.bitrateKbps}k`],
      ...['-compression_level', String(finish.lameQuality)],
      ...[...BLOCK_WRITES, '-f', 'mp3', 'pipe:1'],
    );
    const mp3 = await runFfmpeg({
      args,
      input,
      signal,
      timeoutMs: ENCODE_TIMEOUT_MS,
      maxOutputBytes: MAX_AUDIO_SECONDS * finish.bitrateKbps * 125,
    });
    if (mp3.length === 0) throw new Error('ffmpeg produced no MP3 data');
    return mp3;
  } catch (error) {
    if (error instanceof DomainError || error instanceof RequestAbortedError) throw error;
    throw Object.assign(new EngineFailedError('The audio could not be encoded. Retry.'), {
      cause: error,
    });
  } finally {
    // An encoder that failed to start never read the audio: stop its producer too.
    await audio.return?.();
  }
}

/**
 * The same chunks, once the first has arrived: a request queued for the engine starts no
 * encoder, and an engine that fails at once fails before any encoder has started.
 */
async function afterFirstChunk(pcm: PcmChunks): Promise<AsyncIterableIterator<Buffer>> {
  const chunks = pcm[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer> | undefined = await chunks.next();
  const replay: AsyncIterableIterator<Buffer> = {
    next: () => {
      const step = first;
      first = undefined;
      return step ? Promise.resolve(step) : chunks.next();
    },
    // Reaches the producer even when nothing was read, so it always gets to clean up.
    return: async () => {
      first = undefined;
      return (await chunks.return?.()) ?? { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => replay,
  };
  return replay;
}

/** Passes the chunks on and keeps each one, for a second pass over the same audio. */
async function* keepChunks(pcm: PcmChunks, kept: Buffer[]): PcmChunks {
  for await (const chunk of pcm) {
    kept.push(chunk);
    yield chunk;
  }
}

/** Integrated loudness (LUFS) of the audio after `filters`; silence counts as -70. */
async function measureLoudness(
  pcmInput: string[],
  pcm: PcmChunks,
  filters: readonly string[],
  signal?: AbortSignal,
): Promise<number> {
  // ebur128 tags every 100 ms frame with the running integrated value; the last one is the total.
  const meter = 'ebur128=metadata=1,ametadata=mode=print:key=lavfi.r128.I:file=pipe\\\\:1';
  const report = await runFfmpeg({
    args: [...pcmInput, '-af', [...filters, meter].join(','), '-f', 'null', '-'],
    input: pcm,
    signal,
    timeoutMs: ENCODE_TIMEOUT_MS,
    maxOutputBytes: 16 * 1024 * 1024,
  });
  const readings = [...report.toString().matchAll(/lavfi\.r128\.I=(-?[\d.]+|-inf)/g)];
  const last = Number(readings.at(-1)?.[1]);
  return Number.isFinite(last) ? Math.max(last, -70) : -70;
}
