import { DomainError, EngineFailedError, RequestAbortedError } from '../common/errors.js';
import { streamBoundedProcess } from '../process/bounded-process.js';
import { BLOCK_WRITES, ffmpegRun, PACKET_WRITES, runFfmpeg } from './ffmpeg.js';
import { encodeForListener, type Encoder } from './listener-encoding.js';
import type { OutputFormat } from './output-format.js';
import { BYTES_PER_SAMPLE, type PcmChunks } from './pcm.js';
import { wavHeader } from './wav-header.js';

/** How a quality model finishes its audio, whatever format it is delivered in. */
export interface SpeechFinish {
  /** The quality's own MP3, used when the request names no outputFormat. */
  defaultFormat: OutputFormat;
  /**
   * LAME's algorithm quality for MP3, 0 (best, slowest) to 9 (fastest). At 64 kbit/s of
   * speech, 7 encodes nearly twice as fast as LAME's default 3 at no audible cost.
   */
  lameQuality: number;
  /** ffmpeg audio filters, applied in order (empty: none). */
  filters: readonly string[];
  /** Integrated loudness to bring the result to (EBU R128), or none to keep the level. */
  loudnessLufs?: number;
}

export interface EncodeOptions {
  /**
   * Live: for a listener waiting on the first audio, which goes out as soon as the engine
   * has given it (see encodeForListener). Otherwise for a reader collecting the whole.
   */
  live: boolean;
  signal?: AbortSignal;
}

/** Keeps true peaks near -1.5 dBFS after a loudness gain. */
const PEAK_LIMITER = 'alimiter=limit=0.84:level=false';

/**
 * The loudness gain is measured on the take's opening (or the whole of a shorter take):
 * eSpeak NG keeps one level through a take, so three seconds tell the gain within a
 * fraction of a decibel, and no take is held in memory to measure it.
 */
export const LOUDNESS_OPENING_SECONDS = 3;

/**
 * No take comes near this (5,000 characters at the slowest pace is about 11 minutes); it
 * bounds the encoder's output, since the length is not known until the audio has been read.
 */
const MAX_AUDIO_SECONDS = 30 * 60;
/** Encoding runs hundreds of times faster than real time; this only catches a stuck process. */
const ENCODE_TIMEOUT_MS = 120_000;

/**
 * Encodes mono PCM into an output format in one ffmpeg child process, reading the PCM as it
 * is produced and yielding the encoded bytes as they come: finish filters, loudness gain,
 * one resampling to the format's rate and the codec, all in one pass. PCM that needs none
 * of it (the engine's own rate, no finish) is passed on as it is. A WAV is encoded as its
 * PCM; `encodeWhole` puts the header in front.
 *
 * A failure of the PCM's producer comes out as that producer's error; ffmpeg's own
 * failures become "The audio could not be encoded".
 */
export async function* encodeSpeech(
  pcm: PcmChunks,
  sampleRate: number,
  finish: SpeechFinish,
  format: OutputFormat,
  options: EncodeOptions,
): AsyncGenerator<Buffer> {
  const audio = pcm[Symbol.asyncIterator]();
  try {
    // A request queued for the engine starts no encoder, and an engine that fails at once
    // fails before any encoder has started.
    const first = await audio.next();
    if (first.done) return;
    const opening = [first.value];
    const filters = [...finish.filters];
    if (finish.loudnessLufs !== undefined) {
      let bytes = first.value.length;
      const enough = LOUDNESS_OPENING_SECONDS * sampleRate * BYTES_PER_SAMPLE;
      while (bytes < enough) {
        const step = await audio.next();
        if (step.done) break;
        opening.push(step.value);
        bytes += step.value.length;
      }
      const loudness = await measureLoudness(sampleRate, opening, filters, options.signal);
      filters.push(`volume=${(finish.loudnessLufs - loudness).toFixed(2)}dB`, PEAK_LIMITER);
    }
    const input = replayed(opening, audio);
    if (filters.length === 0 && format.sampleRate === sampleRate && isLinearPcm(format)) {
      yield* input;
      return;
    }
    const encode: Encoder = (pcm, run) =>
      streamBoundedProcess(
        ffmpegRun({
          args: [
            ...pcmInput(sampleRate),
            ...(filters.length > 0 ? ['-af', filters.join(',')] : []),
            ...['-ar', String(format.sampleRate), '-ac', '1', '-map_metadata', '-1'],
            ...codecArgs(format, finish),
            ...(run.packets ? PACKET_WRITES : BLOCK_WRITES),
            'pipe:1',
          ],
          input: pcm,
          signal: anyOf(options.signal, run.stop),
          timeoutMs: ENCODE_TIMEOUT_MS,
          maxOutputBytes: MAX_AUDIO_SECONDS * bytesPerSecond(format),
          // A loudness gain makes each take's command line its own: no copy would be taken.
          warm: finish.loudnessLufs === undefined,
        }),
      );
    yield* options.live ? encodeForListener(input, encode) : encode(input, { packets: false });
  } catch (error) {
    if (error instanceof DomainError || error instanceof RequestAbortedError) throw error;
    throw Object.assign(new EngineFailedError('The audio could not be encoded. Retry.'), {
      cause: error,
    });
  } finally {
    // An encoder that failed or was left early stops its producer too.
    await audio.return?.();
  }
}

/** The whole encoded take in one Buffer, a WAV with its header. */
export async function encodeWhole(
  pcm: PcmChunks,
  sampleRate: number,
  finish: SpeechFinish,
  format: OutputFormat,
  signal?: AbortSignal,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of encodeSpeech(pcm, sampleRate, finish, format, {
    live: false,
    signal,
  })) {
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  if (body.length === 0) throw new EngineFailedError('The audio could not be encoded. Retry.');
  return format.encoding === 'wav'
    ? Buffer.concat([wavHeader(body.length, format.sampleRate), body])
    : body;
}

/**
 * Raw PCM whose layout is stated needs no probing; left to probe, ffmpeg reads up to 5 MB
 * (about two minutes of speech) before it encodes anything, which a live listener hears
 * as silence until the take is nearly done.
 */
function pcmInput(sampleRate: number): string[] {
  return [
    ...['-probesize', '32', '-analyzeduration', '0'],
    ...['-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'],
  ];
}

function isLinearPcm(format: OutputFormat): boolean {
  return format.encoding === 'pcm' || format.encoding === 'wav';
}

function codecArgs(format: OutputFormat, finish: SpeechFinish): string[] {
  switch (format.encoding) {
    case 'mp3':
      return [
        ...['-c:a', 'libmp3lame', '-b:a', `${format.bitrateKbps}k`],
        ...['-compression_level', String(finish.lameQuality), '-f', 'mp3'],
      ];
    case 'pcm':
    case 'wav':
      return ['-c:a', 'pcm_s16le', '-f', 's16le'];
    case 'ulaw':
      return ['-c:a', 'pcm_mulaw', '-f', 'mulaw'];
    case 'alaw':
      return ['-c:a', 'pcm_alaw', '-f', 'alaw'];
    case 'opus':
      // Ogg pages of 100 ms rather than ffmpeg's 1 s, so a live listener is not kept waiting.
      return [
        ...['-c:a', 'libopus', '-b:a', `${format.bitrateKbps}k`, '-application', 'voip'],
        ...['-page_duration', '100000', '-f', 'ogg'],
      ];
  }
}

function bytesPerSecond(format: OutputFormat): number {
  if (format.bitrateKbps !== undefined) return format.bitrateKbps * 125 * 2; // container slack
  const bytesPerSample = isLinearPcm(format) ? BYTES_PER_SAMPLE : 1;
  return format.sampleRate * bytesPerSample;
}

function anyOf(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const given = signals.filter((signal) => signal !== undefined);
  return given.length > 1 ? AbortSignal.any(given) : given[0];
}

/** The opening chunks again, then the rest of the stream. */
async function* replayed(opening: Buffer[], rest: AsyncIterator<Buffer>): PcmChunks {
  yield* opening;
  for (let step = await rest.next(); !step.done; step = await rest.next()) yield step.value;
}

/** Integrated loudness (LUFS) of the audio after `filters`; silence counts as -70. */
async function measureLoudness(
  sampleRate: number,
  pcm: Buffer[],
  filters: readonly string[],
  signal?: AbortSignal,
): Promise<number> {
  // ebur128 tags every 100 ms frame with the running integrated value; the last one is the total.
  const meter = 'ebur128=metadata=1,ametadata=mode=print:key=lavfi.r128.I:file=pipe\\\\:1';
  const report = await runFfmpeg({
    args: [...pcmInput(sampleRate), '-af', [...filters, meter].join(','), '-f', 'null', '-'],
    input: Buffer.concat(pcm),
    signal,
    timeoutMs: ENCODE_TIMEOUT_MS,
    maxOutputBytes: 16 * 1024 * 1024,
    warm: true,
  });
  const readings = [...report.toString().matchAll(/lavfi\.r128\.I=(-?[\d.]+|-inf)/g)];
  const last = Number(readings.at(-1)?.[1]);
  return Number.isFinite(last) ? Math.max(last, -70) : -70;
}
