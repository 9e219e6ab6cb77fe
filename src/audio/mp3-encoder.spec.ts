import { runFfmpeg } from './ffmpeg.js';
import { encodeMp3 } from './mp3-encoder.js';
import type { PcmAudio } from './pcm.js';

/** A 220 Hz tone at 22.05 kHz, the rate espeak-ng renders at. */
function tone(seconds = 1, sampleRate = 22050): PcmAudio {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  return { samples, sampleRate };
}

/** Decodes the MP3 (ffmpeg fails on a broken stream) and returns the PCM byte count. */
async function decodedBytes(mp3: Buffer): Promise<number> {
  const out = await runFfmpeg({
    args: ['-f', 'mp3', '-i', 'pipe:0', '-f', 's16le', '-ac', '1', '-ar', '24000', 'pipe:1'],
    input: mp3,
    timeoutMs: 10_000,
    maxOutputBytes: 10_000_000,
  });
  return out.length;
}

describe('encodeMp3', () => {
  it('writes an MP3 stream that decodes back to the same length', async () => {
    const mp3 = await encodeMp3(tone(2), { sampleRate: 24000, bitrateKbps: 64, filters: [] });
    // An ID3v2 header, then MPEG audio frames.
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
    const seconds = (await decodedBytes(mp3)) / 2 / 24000;
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
