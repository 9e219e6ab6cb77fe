import { pcmBytes, pcmSamples } from './pcm.js';

describe('pcmSamples', () => {
  const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
  const bytes = pcmBytes({ samples, sampleRate: 16000 });

  it('reads aligned bytes back as the same samples', () => {
    expect(Array.from(pcmSamples(bytes))).toEqual(Array.from(samples));
  });

  it('reads bytes at an odd offset, dropping a trailing odd byte', () => {
    const odd = Buffer.concat([Buffer.from([9]), bytes, Buffer.from([7])]).subarray(1);
    expect(odd.byteOffset % 2).toBe(1);
    expect(Array.from(pcmSamples(odd))).toEqual(Array.from(samples));
  });
});
