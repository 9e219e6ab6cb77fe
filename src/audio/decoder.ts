import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EngineFailedError,
  InvalidInputError,
  PayloadTooLargeError,
  RequestAbortedError,
} from '../common/errors.js';
import { BLOCK_WRITES, FfmpegError, runFfmpeg, streamFfmpeg } from './ffmpeg.js';
import type { AudioFormat, AudioFormatId } from './audio-format.js';
import { DECODED_SAMPLE_RATE, type DecodedAudio, type DecodeOptions } from './audio-codec.js';
import { BYTES_PER_SAMPLE, pcmSamples } from './pcm.js';
import { privateTempDir } from '../process/temp-files.js';

const BYTES_PER_SECOND = DECODED_SAMPLE_RATE * BYTES_PER_SAMPLE;

/**
 * The probe reads where the last packet starts, not where it ends; a packet lasts at most a
 * few seconds (a FLAC frame of 65,535 samples at 8 kHz: 8 s). 60 s of PCM is 1.9 MB.
 */
const PROBE_MARGIN_SECONDS = 60;

/**
 * The demuxer is forced from the identified format so ffmpeg never probes the bytes itself
 * (a crafted upload could otherwise be read as a playlist that opens other files or URLs).
 */
const DEMUXERS: Record<AudioFormatId, string> = {
  mp3: 'mp3',
  wav: 'wav',
  webm: 'matroska',
  ogg: 'ogg',
  m4a: 'mov',
  flac: 'flac',
};

/**
 * Decodes an upload to 16 kHz mono PCM with ffmpeg in a child process. The upload goes
 * through a private temp file rather than stdin because MP4 files often keep their index
 * (moov) after the audio, which a demuxer can only reach by seeking.
 */
export function decodeToPcm(
  audio: Buffer | { path: string },
  format: AudioFormat,
  options: DecodeOptions,
): Promise<DecodedAudio> {
  return onDisk(audio, format, async (input) => {
    // A few kilobytes can decode to hours: learn the length from the packets first, so
    // that a recording too long is refused before any PCM exists, and one that fits
    // reserves its memory before it is decoded.
    const probedSeconds = await probeSeconds(input, format, options);
    if (probedSeconds > options.maxSeconds) throw tooLong(options.maxSeconds);
    const expectedSeconds = Math.min(probedSeconds + PROBE_MARGIN_SECONDS, options.maxSeconds + 1);
    const capacity = Math.ceil(expectedSeconds * DECODED_SAMPLE_RATE) * BYTES_PER_SAMPLE;
    await options.lease?.reserve(capacity, options.signal);
    const pcm = await decodeInto(input, format, capacity, options);
    const samples = pcmSamples(pcm);
    const durationSeconds = samples.length / DECODED_SAMPLE_RATE;
    if (durationSeconds > options.maxSeconds) throw tooLong(options.maxSeconds);
    if (samples.length === 0) throw new InvalidInputError('The audio file contains no sound');
    return { samples, sampleRate: DECODED_SAMPLE_RATE, durationSeconds };
  });
}

/** How long the audio plays, from its packets' timestamps, without decoding it. */
export function measureSeconds(
  audio: Buffer | { path: string },
  format: AudioFormat,
  options: Omit<DecodeOptions, 'lease'>,
): Promise<number> {
  return onDisk(audio, format, (input) => probeSeconds(input, format, options));
}

/** Runs `use` on a file holding the audio: its own, or a private copy of bytes in memory. */
async function onDisk<T>(
  audio: Buffer | { path: string },
  format: AudioFormat,
  use: (input: string) => Promise<T>,
): Promise<T> {
  if (!Buffer.isBuffer(audio)) return use(audio.path);
  const dir = await privateTempDir('stt-decode');
  try {
    const input = join(dir, `input.${format.id}`);
    await writeFile(input, audio, { mode: 0o600 });
    return await use(input);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** How long the audio plays, from its packets' timestamps: demuxed, not decoded. */
async function probeSeconds(
  input: string,
  format: AudioFormat,
  options: Omit<DecodeOptions, 'lease'>,
) {
  const progress = await withDecodeErrors(format, options, (signal) =>
    runFfmpeg({
      args: [
        ...['-protocol_whitelist', 'file', '-f', DEMUXERS[format.id], '-i', input],
        ...['-map', '0:a:0', '-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-nostats', '-'],
      ],
      signal,
      timeoutMs: options.timeoutMs + 1_000,
      maxOutputBytes: 1024 * 1024,
    }),
  );
  const times = [...progress.toString().matchAll(/^out_time_us=(\d+)$/gm)];
  return Number(times.at(-1)?.[1] ?? 0) / 1_000_000;
}

/**
 * Decodes into one buffer of the reserved size, filled as ffmpeg writes: no list of
 * chunks joined at the end (twice the memory at the peak, and a heap left fragmented).
 * Audio that decodes to more than its packets declared is refused when it overflows.
 */
async function decodeInto(
  input: string,
  format: AudioFormat,
  capacity: number,
  options: DecodeOptions,
): Promise<Buffer> {
  return withDecodeErrors(format, options, async (signal) => {
    // Shared memory: the silence splitter's thread reads it in place (speech-chunker.ts).
    const pcm = Buffer.from(new SharedArrayBuffer(capacity));
    let filled = 0;
    for await (const chunk of streamFfmpeg({
      args: [
        ...['-protocol_whitelist', 'file', '-f', DEMUXERS[format.id], '-i', input],
        ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(DECODED_SAMPLE_RATE)],
        ...['-t', String(options.maxSeconds + 1), ...BLOCK_WRITES, '-f', 's16le', 'pipe:1'],
      ],
      signal,
      timeoutMs: options.timeoutMs + 1_000,
      // Past the buffer by a pipe block: the check below, with its own message, comes first.
      maxOutputBytes: capacity + 1024 * 1024,
    })) {
      if (filled + chunk.length > capacity) {
        if (capacity >= options.maxSeconds * BYTES_PER_SECOND) {
          throw tooLong(options.maxSeconds);
        }
        throw new InvalidInputError(
          `The audio decodes to more than its ${format.mimeType} packets declare; the file may be damaged`,
        );
      }
      filled += chunk.copy(pcm, filled);
    }
    return pcm.subarray(0, filled);
  });
}

/** Runs one ffmpeg step under the decode deadline, its failures told apart. */
async function withDecodeErrors<T>(
  format: AudioFormat,
  options: Omit<DecodeOptions, 'lease'>,
  step: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  // Our own deadline, so a timeout can be told apart from bad input in the catch below.
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    return await step(signal);
  } catch (error) {
    if (options.signal?.aborted) throw new RequestAbortedError();
    if (deadline.aborted) {
      throw new EngineFailedError(
        `Decoding the audio took longer than ${options.timeoutMs / 1000} s`,
      );
    }
    if (error instanceof FfmpegError) {
      throw new InvalidInputError(
        `The audio could not be decoded as ${format.mimeType}; the file may be damaged or truncated`,
      );
    }
    throw error;
  }
}

function tooLong(maxSeconds: number): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `Audio longer than ${formatLimit(maxSeconds)} cannot be transcribed`,
  );
}

function formatLimit(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}
