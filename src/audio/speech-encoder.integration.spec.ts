import { EngineFailedError } from '../common/errors.js';
import { mp3Format, outputFormatById, OUTPUT_FORMATS } from './output-format.js';
import { ENGINE_PAUSE_MS } from './listener-encoding.js';
import { encodeSpeech, encodeWhole, type SpeechFinish } from './speech-encoder.js';
import { decodedSeconds, integratedLoudness } from '../../test/helpers/audio.js';
import { decodeRaw, probe } from '../../test/helpers/probe.js';

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

const plain = (bitrateKbps: number, filters: string[] = []): SpeechFinish => ({
  defaultFormat: mp3Format(24000, bitrateKbps),
  lameQuality: 7,
  filters,
});

const encodeMp3 = (pcm: AsyncIterable<Buffer>, rate: number, finish: SpeechFinish) =>
  encodeWhole(pcm, rate, finish, finish.defaultFormat);

describe('encodeSpeech in every output format', () => {
  const finish = plain(64);

  it.each(
    OUTPUT_FORMATS.filter((f) => ['mp3', 'opus', 'wav'].includes(f.encoding)).map((f) => f.id),
  )('%s decodes to two seconds at its own rate and codec', async (id) => {
    const format = outputFormatById(id)!;
    const bytes = await encodeWhole(tone(2), RATE, finish, format);
    const probed = probe(bytes);
    expect(probed.codec).toBe(
      { mp3: 'mp3', opus: 'opus', wav: 'pcm_s16le' }[format.encoding as 'mp3'],
    );
    expect(probed.sampleRate).toBe(format.sampleRate);
    expect(Math.abs(probed.seconds - 2)).toBeLessThan(0.1);
  });

  it.each(OUTPUT_FORMATS.filter((f) => f.encoding === 'pcm').map((f) => f.id))(
    '%s is two seconds of 16-bit samples at its rate, no header',
    async (id) => {
      const format = outputFormatById(id)!;
      const bytes = await encodeWhole(tone(2), RATE, finish, format);
      expect(Math.abs(bytes.length - 2 * 2 * format.sampleRate)).toBeLessThanOrEqual(2 * 64);
      expect(bytes.subarray(0, 4).toString('latin1')).not.toBe('RIFF');
    },
  );

  it('passes PCM at the engine’s own rate through untouched', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of tone(1)) chunks.push(chunk);
    const bytes = await encodeWhole(tone(1), RATE, finish, outputFormatById('pcm_22050')!);
    expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('writes a WAV header that states the data it holds', async () => {
    const bytes = await encodeWhole(tone(1), RATE, finish, outputFormatById('wav_16000')!);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
    expect(bytes.readUInt32LE(24)).toBe(16000);
  });

  it.each([
    ['ulaw_8000', 'mulaw'],
    ['alaw_8000', 'alaw'],
  ] as const)(
    '%s is one byte a sample at 8 kHz and decodes back to the tone',
    async (id, codec) => {
      const bytes = await encodeWhole(tone(2, 8000), RATE, finish, outputFormatById(id)!);
      expect(Math.abs(bytes.length - 16000)).toBeLessThanOrEqual(64);
      const samples = decodeRaw(bytes, codec, 8000, 8000);
      expect(samples.length).toBe(bytes.length);
      // The 220 Hz tone survives: its peak level is back within a few percent.
      const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
      expect(Math.abs(peak - 8000) / 8000).toBeLessThan(0.1);
    },
  );

  it('yields live audio before the producer has finished', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    async function* slowProducer(): AsyncGenerator<Buffer> {
      yield* tone(1);
      await held;
      yield* tone(1);
      finished = true;
    }
    const live = encodeSpeech(slowProducer(), RATE, finish, outputFormatById('mp3_22050_64')!, {
      live: true,
    });
    // The producer is held after its first second; ffmpeg has that second to encode. A live
    // encoder hands it on; one writing full blocks would wait for the producer's end.
    const first = await live.next();
    expect(first.done).toBe(false);
    expect(finished).toBe(false);
    release();
    for await (const chunk of live) expect(chunk.length).toBeGreaterThan(0);
    expect(finished).toBe(true);
  });

  it('writes live audio from a fast engine in full blocks, the same bytes as one pass', async () => {
    const format = outputFormatById('mp3_22050_64')!;
    const chunks: Buffer[] = [];
    for await (const chunk of encodeSpeech(tone(12), RATE, finish, format, { live: true })) {
      chunks.push(chunk);
    }
    // Twelve seconds of 64 kbit/s MP3 is about 96 KB: three full blocks and the rest.
    expect(chunks.length).toBeLessThanOrEqual(4);
    expect(chunks[0].length).toBe(32 * 1024);
    expect(Buffer.concat(chunks).equals(await encodeWhole(tone(12), RATE, finish, format))).toBe(
      true,
    );
  });

  it('starts over packet by packet when the engine pauses, and still makes one pass’s bytes', async () => {
    const format = outputFormatById('mp3_22050_64')!;
    async function* pausing(): AsyncGenerator<Buffer> {
      yield* tone(1);
      await new Promise((resolve) => setTimeout(resolve, 3 * ENGINE_PAUSE_MS));
      yield* tone(1);
    }
    async function* twoTones(): AsyncGenerator<Buffer> {
      yield* tone(1);
      yield* tone(1);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of encodeSpeech(pausing(), RATE, finish, format, { live: true })) {
      chunks.push(chunk);
    }
    // Two seconds are 16 KB, half a block: in full blocks they would come as one chunk at the end.
    // How many packets each read of the encoder's pipe brings depends on how busy the machine is
    // (ten or more when idle, two under a full test run), so the test asks for more than one.
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(await encodeWhole(twoTones(), RATE, finish, format))).toBe(
      true,
    );
  });
});

describe('encodeSpeech as MP3', () => {
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

  it('brings streamed audio to the loudness asked for, measured on its opening', async () => {
    const quiet = await encodeMp3(tone(8, 2000), RATE, plain(64));
    const normalised = await encodeMp3(tone(8, 2000), RATE, { ...plain(64), loudnessLufs: -16 });
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
