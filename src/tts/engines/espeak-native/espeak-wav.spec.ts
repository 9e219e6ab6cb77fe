import { EngineFailedError } from '../../../common/errors.js';
import { espeakWavSamples } from './espeak-wav.js';

/** A WAV header as espeak-ng streams it: placeholder sizes, fmt then data. */
function header(sampleRate = 22050, channels = 1, bits = 16): Buffer {
  const wav = Buffer.alloc(44);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(0x7ffff024, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(channels, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE((sampleRate * channels * bits) / 8, 28);
  wav.writeUInt16LE((channels * bits) / 8, 32);
  wav.writeUInt16LE(bits, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(0x7ffff000, 40);
  return wav;
}

async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) {
    // Each chunk arrives on its own turn of the event loop, as a pipe delivers them.
    yield await Promise.resolve(bytes.subarray(offset, offset + size));
  }
}

async function samplesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of espeakWavSamples(stream, 22050)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('espeakWavSamples', () => {
  const pcm = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  it.each([1, 7, 44, 45, 4096])(
    'passes on exactly the samples, whatever size the chunks come in (%i bytes)',
    async (size) => {
      expect((await samplesOf(chunked(Buffer.concat([header(), pcm]), size))).equals(pcm)).toBe(
        true,
      );
    },
  );

  it('reads a header with no samples as no audio', async () => {
    expect((await samplesOf(chunked(header(), 10))).length).toBe(0);
  });

  it.each([
    ['nothing at all', Buffer.alloc(0), 'espeak-ng wrote no audio'],
    ['text', Buffer.from('Error: voice not found\n'.repeat(200)), 'did not write a WAV stream'],
    ['stereo audio', Buffer.concat([header(22050, 2), pcm]), '2-channel 16-bit audio'],
    ['another rate', Buffer.concat([header(16000), pcm]), 'at 16000 Hz'],
  ])('fails as an engine error on %s', async (_label, bytes, message) => {
    const reading = samplesOf(chunked(bytes, 64));
    await expect(reading).rejects.toBeInstanceOf(EngineFailedError);
    await expect(samplesOf(chunked(bytes, 64))).rejects.toThrow(message);
  });
});
