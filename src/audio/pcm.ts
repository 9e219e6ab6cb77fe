/** Mono 16-bit PCM held in memory: what the decoder gives recognizers and analysis reads. */
export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

/**
 * Mono 16-bit little-endian PCM bytes, in chunks as a step produces them (the sample rate
 * travels beside the stream). A chunk may end mid-sample; the stream as a whole never does.
 */
export type PcmChunks = AsyncIterable<Buffer>;

/** A stretch of digital silence in the PcmChunks layout. */
export function pcmSilence(seconds: number, sampleRate: number): Buffer {
  return Buffer.alloc(Math.round(seconds * sampleRate) * BYTES_PER_SAMPLE);
}

export const BYTES_PER_SAMPLE = 2;

/** Raw little-endian s16 bytes, the layout ffmpeg reads with `-f s16le`. */
export function pcmBytes(audio: PcmAudio): Buffer {
  const { buffer, byteOffset, byteLength } = audio.samples;
  return Buffer.from(buffer, byteOffset, byteLength);
}
