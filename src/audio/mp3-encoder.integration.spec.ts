import { EngineFailedError } from '../common/errors.js';
import { encodeMp3 } from './mp3-encoder.js';
import { decodedSeconds, integratedLoudness } from '../../test/helpers/audio.js';

const RATE = 22050;

/** A 220 Hz tone at 22.05 kHz (the rate espeak-ng renders at), in chunks as an engine yields it. */
async function* tone(seconds = 1, amplitude = 8000): AsyncGenerator<Buffer> {
  const samples = new Int16Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE));
  const bytes = Buffer.from(samples.buffer);
  // An odd chunk size: a chunk may end mid-sample.
  for (let offset = 0; offset < bytes.length; offset += 4095) {
    await Promise.resolve();
    yield bytes.subarray(offset, offset + 4095);
  }
}

const plain = (bitrateKbps: number, filters: string[] = []) => ({
  sampleRate: 24000,
  bitrateKbps,
  lameQuality: 7,
  filters,
});

describe('encodeMp3', () => {
  it('writes an MP3 stream that decodes back to the same length', async () => {
    const mp3 = await encodeMp3(tone(2), RATE, plain(64));
    // An ID3v2 header, then MPEG audio frames.
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
    // Decoded as a player would: ffmpeg fails on a broken stream.
    const { format, seconds } = await decodedSeconds(mp3);
    expect(format).toBe('mp3');
    expect(seconds).toBeGreaterThan(1.95);
    expect(seconds).toBeLessThan(2.15);
  });

  it('spends the bitrate it is asked for', async () => {
    const low = await encodeMp3(tone(3), RATE, plain(64));
    const high = await encodeMp3(tone(3), RATE, plain(128));
    expect(high.length / low.length).toBeGreaterThan(1.8);
  });

  it('fails with a domain error when the filter chain is broken', async () => {
    await expect(encodeMp3(tone(), RATE, plain(64, ['nosuchfilter']))).rejects.toThrow(
      'The audio could not be encoded. Retry.',
    );
  });

  it('fails with the producer’s own error when the PCM stops coming', async () => {
    async function* breaking(): AsyncGenerator<Buffer> {
      yield* tone(1);
      throw new EngineFailedError('espeak-ng failed (SIGSEGV)');
    }
    await expect(encodeMp3(breaking(), RATE, plain(64))).rejects.toThrow(
      'espeak-ng failed (SIGSEGV)',
    );
  });

  it('brings streamed audio to the loudness asked for', async () => {
    const quiet = await encodeMp3(tone(3, 2000), RATE, plain(64));
    const normalised = await encodeMp3(tone(3, 2000), RATE, { ...plain(64), loudnessLufs: -16 });
    // The quiet tone is about -29 LUFS as made; the finish takes it to -16.
    expect(integratedLoudness(quiet)).toBeLessThan(-25);
    expect(Math.abs(integratedLoudness(normalised) + 16)).toBeLessThan(1);
  });

  it('stops the producer when encoding fails', async () => {
    let producerStopped = false;
    async function* endless(): AsyncGenerator<Buffer> {
      try {
        for (;;) yield await Promise.resolve(Buffer.alloc(4096));
      } finally {
        producerStopped = true;
      }
    }
    await expect(encodeMp3(endless(), RATE, plain(64, ['nosuchfilter']))).rejects.toThrow(
      'The audio could not be encoded. Retry.',
    );
    expect(producerStopped).toBe(true);
  });
});
