import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EngineFailedError,
  InvalidInputError,
  PayloadTooLargeError,
  RequestAbortedError,
} from '../common/errors.js';
import { BLOCK_WRITES, FfmpegError, runFfmpeg } from './ffmpeg.js';
import type { AudioFormat, AudioFormatId } from './audio-format.js';
import { DECODED_SAMPLE_RATE, type DecodedAudio, type DecodeOptions } from './audio-codec.js';
import { BYTES_PER_SAMPLE, pcmSamples } from './pcm.js';

const BYTES_PER_SECOND = DECODED_SAMPLE_RATE * BYTES_PER_SAMPLE;

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
export async function decodeToPcm(
  audio: Buffer,
  format: AudioFormat,
  options: DecodeOptions,
): Promise<DecodedAudio> {
  const dir = await mkdtemp(join(tmpdir(), 'stt-decode-'));
  try {
    const input = join(dir, `input.${format.id}`);
    await writeFile(input, audio, { mode: 0o600 });
    const pcm = await runDecode(input, format, options);
    const samples = pcmSamples(pcm);
    const durationSeconds = samples.length / DECODED_SAMPLE_RATE;
    if (durationSeconds > options.maxSeconds) {
      throw new PayloadTooLargeError(
        `Audio longer than ${formatLimit(options.maxSeconds)} cannot be transcribed`,
      );
    }
    if (samples.length === 0) throw new InvalidInputError('The audio file contains no sound');
    return { samples, sampleRate: DECODED_SAMPLE_RATE, durationSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runDecode(input: string, format: AudioFormat, options: DecodeOptions) {
  // Our own deadline, so a timeout can be told apart from bad input in the catch below.
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  // Decoding stops a little past the limit: enough to know the recording is too long
  // without holding hours of PCM to find out.
  const stopAfterSeconds = options.maxSeconds + 1;
  try {
    return await runFfmpeg({
      args: [
        ...['-protocol_whitelist', 'file', '-f', DEMUXERS[format.id], '-i', input],
        ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-ac', '1', '-ar', String(DECODED_SAMPLE_RATE)],
        ...['-t', String(stopAfterSeconds), ...BLOCK_WRITES, '-f', 's16le', 'pipe:1'],
      ],
      signal,
      timeoutMs: options.timeoutMs + 1_000,
      maxOutputBytes: Math.ceil((stopAfterSeconds + 1) * BYTES_PER_SECOND),
    });
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

function formatLimit(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}
