import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { InvalidInputError, PayloadTooLargeError, RequestAbortedError } from '../common/errors.js';
import { DECODED_SAMPLE_RATE } from './audio-codec.js';
import { identifyAudioFormat, type AudioFormat } from './audio-format.js';
import { decodeToPcm } from './decoder.js';
import { usePrivateTmpdir } from '../../test/helpers/private-tmpdir.js';
import { processTempRoot } from '../process/temp-files.js';

usePrivateTmpdir();

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/audio/${name}`, import.meta.url));
const identified = async (bytes: Buffer): Promise<AudioFormat> =>
  (await identifyAudioFormat(bytes))!;
const options = { maxSeconds: 7200, timeoutMs: 30_000 };

/** Length of the speech fixtures as recorded (5.776 s of 16 kHz PCM). */
const SPEECH_SECONDS = 92_420 / DECODED_SAMPLE_RATE;

const decodeDirs = async () =>
  (await readdir(processTempRoot()).catch(() => [] as string[])).filter((name) =>
    name.startsWith('stt-decode-'),
  );

describe('decodeToPcm (ffmpeg)', () => {
  it.each(['speech.wav', 'speech.flac', 'speech.mp3', 'speech.webm', 'speech.ogg', 'speech.m4a'])(
    'decodes %s to 16 kHz mono PCM of the recorded length',
    async (name) => {
      const bytes = fixture(name);
      const decoded = await decodeToPcm(bytes, await identified(bytes), options);
      expect(decoded.sampleRate).toBe(16_000);
      expect(decoded.durationSeconds).toBe(decoded.samples.length / 16_000);
      // Lossy codecs pad a few tens of milliseconds (AAC: +48 ms here).
      expect(Math.abs(decoded.durationSeconds - SPEECH_SECONDS)).toBeLessThan(0.1);
      expect(Math.max(...decoded.samples.subarray(0, 16_000).map(Math.abs))).toBeGreaterThan(1000);
    },
  );

  it('keeps the lossless samples exactly', async () => {
    const wav = fixture('speech.wav');
    const decoded = await decodeToPcm(wav, await identified(wav), options);
    const dataStart = wav.indexOf('data') + 8;
    const original = new Int16Array(
      wav.buffer.slice(wav.byteOffset + dataStart, wav.byteOffset + wav.length),
    );
    expect(decoded.samples).toEqual(original);
  });

  it('rejects bytes that look like MP3 but do not decode, with a readable 400 error', async () => {
    const bytes = Buffer.concat([fixture('speech.mp3').subarray(0, 40), Buffer.alloc(4000, 0x55)]);
    await expect(
      decodeToPcm(bytes, { id: 'mp3', mimeType: 'audio/mpeg' }, options),
    ).rejects.toThrow(InvalidInputError);
  });

  it('rejects a FLAC file cut off after its header', async () => {
    const bytes = fixture('speech.flac').subarray(0, 60);
    await expect(decodeToPcm(bytes, await identified(bytes), options)).rejects.toThrow(
      InvalidInputError,
    );
  });

  it('refuses audio longer than the limit as too large', async () => {
    const bytes = fixture('speech.flac');
    await expect(
      decodeToPcm(bytes, await identified(bytes), { ...options, maxSeconds: 3 }),
    ).rejects.toThrow(
      new PayloadTooLargeError('Audio longer than 3 seconds cannot be transcribed'),
    );
  });

  it('stops when the request is aborted', async () => {
    const bytes = fixture('speech.m4a');
    await expect(
      decodeToPcm(bytes, await identified(bytes), { ...options, signal: AbortSignal.abort() }),
    ).rejects.toThrow(RequestAbortedError);
  });

  it('leaves no temp files behind, on success or failure', async () => {
    const before = await decodeDirs();
    const good = fixture('speech.ogg');
    await decodeToPcm(good, await identified(good), options);
    await decodeToPcm(
      Buffer.from('OggS garbage'),
      { id: 'ogg', mimeType: 'audio/ogg' },
      options,
    ).catch(() => undefined);
    expect(await decodeDirs()).toEqual(before);
  });
});
