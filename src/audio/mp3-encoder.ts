import { EngineFailedError, RequestAbortedError } from '../common/errors.js';
import { runFfmpeg } from './ffmpeg.js';
import { pcmBytes, pcmDurationSeconds, type PcmAudio } from './pcm.js';

/** How the MP3 is finished: output rate, constant bitrate and an optional ffmpeg filter chain. */
export interface Mp3Finish {
  sampleRate: number;
  bitrateKbps: number;
  /** ffmpeg audio filters, applied in order (empty: none). */
  filters: readonly string[];
  /** Integrated loudness to bring the result to (EBU R128), or none to keep the level. */
  loudnessLufs?: number;
}

/** Keeps true peaks near -1.5 dBFS after a loudness gain. */
const PEAK_LIMITER = 'alimiter=limit=0.84:level=false';

/**
 * Encodes mono PCM to a constant-bitrate MP3 with libmp3lame in ffmpeg child processes. Loudness
 * is normalised in two passes (measure, then one linear gain and a peak limiter): several
 * times faster than ffmpeg's one-pass loudnorm, which resamples to 192 kHz, and it keeps the
 * speech dynamics intact.
 */
export async function encodeMp3(
  audio: PcmAudio,
  finish: Mp3Finish,
  signal?: AbortSignal,
): Promise<Buffer> {
  const seconds = pcmDurationSeconds(audio);
  const input = pcmBytes(audio);
  // Encoding runs far faster than real time; these bounds only catch a stuck process.
  const timeoutMs = 20_000 + seconds * 200;
  const pcmInput = ['-f', 's16le', '-ar', String(audio.sampleRate), '-ac', '1', '-i', 'pipe:0'];
  try {
    const filters = [...finish.filters];
    if (finish.loudnessLufs !== undefined) {
      const gainDb =
        finish.loudnessLufs - (await measureLoudness(pcmInput, input, filters, timeoutMs, signal));
      filters.push(`volume=${gainDb.toFixed(2)}dB`, PEAK_LIMITER);
    }
    const args = [...pcmInput];
    if (filters.length > 0) args.push('-af', filters.join(','));
    args.push(
      ...['-ar', String(finish.sampleRate), '-ac', '1', '-map_metadata', '-1'],
      ...['-c:a', 'libmp3lame', '-b:a', `${finish.bitrateKbps}k`, '-f', 'mp3', 'pipe:1'],
    );
    const mp3 = await runFfmpeg({
      args,
      input,
      signal,
      timeoutMs,
      maxOutputBytes: Math.ceil(seconds * finish.bitrateKbps * 125 * 1.25) + 256 * 1024,
    });
    if (mp3.length === 0) throw new Error('ffmpeg produced no MP3 data');
    return mp3;
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error;
    throw Object.assign(new EngineFailedError('The audio could not be encoded. Retry.'), {
      cause: error,
    });
  }
}

/** Integrated loudness (LUFS) of the audio after `filters`; silence counts as -70. */
async function measureLoudness(
  pcmInput: string[],
  input: Buffer,
  filters: readonly string[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<number> {
  // ebur128 tags every 100 ms frame with the running integrated value; the last one is the total.
  const meter = 'ebur128=metadata=1,ametadata=mode=print:key=lavfi.r128.I:file=pipe\\\\:1';
  const report = await runFfmpeg({
    args: [...pcmInput, '-af', [...filters, meter].join(','), '-f', 'null', '-'],
    input,
    signal,
    timeoutMs,
    maxOutputBytes: 16 * 1024 * 1024,
  });
  const readings = [...report.toString().matchAll(/lavfi\.r128\.I=(-?[\d.]+|-inf)/g)];
  const last = Number(readings.at(-1)?.[1]);
  return Number.isFinite(last) ? Math.max(last, -70) : -70;
}
