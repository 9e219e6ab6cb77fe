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

export const BYTES_PER_SAMPLE = 2;

/** A stretch of digital silence in the PcmChunks layout. */
export function pcmSilence(seconds: number, sampleRate: number): Buffer {
  return Buffer.alloc(Math.round(seconds * sampleRate) * BYTES_PER_SAMPLE);
}

/** Raw little-endian s16 bytes, the layout ffmpeg reads with `-f s16le`. */
export function pcmBytes(audio: PcmAudio): Buffer {
  const { buffer, byteOffset, byteLength } = audio.samples;
  return Buffer.from(buffer, byteOffset, byteLength);
}

/**
 * Samples from raw little-endian s16 bytes (the inverse of pcmBytes): a view without copying
 * when the bytes are aligned (they normally are), else a copy, since an Int16Array cannot
 * start at an odd offset. A trailing odd byte is dropped.
 */
export function pcmSamples(bytes: Buffer): Int16Array {
  const length = Math.floor(bytes.length / BYTES_PER_SAMPLE);
  if (bytes.byteOffset % BYTES_PER_SAMPLE === 0) {
    return new Int16Array(bytes.buffer, bytes.byteOffset, length);
  }
  return new Int16Array(new Uint8Array(bytes.subarray(0, length * BYTES_PER_SAMPLE)).buffer);
}
