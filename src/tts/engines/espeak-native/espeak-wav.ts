import { EngineFailedError } from '../../../common/errors.js';
import type { PcmAudio } from '../../../audio/pcm.js';

/**
 * Reads the WAV espeak-ng writes with `--stdout`. Streaming, it cannot know the length up front
 * and puts a placeholder in the size fields, so the samples are everything after the `data`
 * chunk header rather than what that header claims.
 */
export function parseEspeakWav(wav: Buffer): PcmAudio {
  if (
    wav.length < 12 ||
    wav.toString('ascii', 0, 4) !== 'RIFF' ||
    wav.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    throw new EngineFailedError('espeak-ng did not write a WAV file');
  }
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = wav.readUInt16LE(body);
      const channels = wav.readUInt16LE(body + 2);
      const bits = wav.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new EngineFailedError(
          `espeak-ng wrote ${channels}-channel ${bits}-bit audio, not mono 16-bit PCM`,
        );
      }
      sampleRate = wav.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (sampleRate === 0) break;
      return { samples: int16Samples(wav.subarray(body)), sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new EngineFailedError('espeak-ng wrote a WAV file without audio format or data');
}

/** Copies the bytes out, since a Buffer view may start at an odd offset an Int16Array cannot use. */
function int16Samples(bytes: Buffer): Int16Array {
  const whole = bytes.length - (bytes.length % 2);
  const samples = new Int16Array(whole / 2);
  Buffer.from(samples.buffer).set(bytes.subarray(0, whole));
  return samples;
}
