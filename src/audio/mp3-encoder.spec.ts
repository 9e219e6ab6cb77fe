import { encodeMp3 } from './mp3-encoder.js';
import type { PcmAudio } from './pcm.js';
import { decodedSeconds } from '../../test/helpers/audio.js';

/** A 220 Hz tone at 22.05 kHz, the rate espeak-ng renders at. */
function tone(seconds = 1, sampleRate = 22050): PcmAudio {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  return { samples, sampleRate };
}

describe('encodeMp3', () => {
  it('writes an MP3 stream that decodes back to the same length', async () => {
    const mp3 = await encodeMp3(tone(2), { sampleRate: 24000, bitrateKbps: 64, filters: [] });
    // An ID3v2 header, then MPEG audio frames.
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
    // Decoded as a player would: ffmpeg fails on a broken stream.
    const { format, seconds } = await decodedSeconds(mp3);
    expect(format).toBe('mp3');
    expect(seconds).toBeGreaterThan(1.95);
    expect(seconds).toBeLessThan(2.15);
  });

  it('spends the bitrate it is asked for', async () => {
    const low = await encodeMp3(tone(3), { sampleRate: 24000, bitrateKbps: 64, filters: [] });
    const high = await encodeMp3(tone(3), { sampleRate: 24000, bitrateKbps: 128, filters: [] });
    expect(high.length / low.length).toBeGreaterThan(1.8);
  });

  it('fails with a domain error when the filter chain is broken', async () => {
    await expect(
      encodeMp3(tone(), { sampleRate: 24000, bitrateKbps: 64, filters: ['nosuchfilter'] }),
    ).rejects.toThrow('The audio could not be encoded. Retry.');
  });
});
