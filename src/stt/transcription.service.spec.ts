import {
  AudioCodec,
  DECODED_SAMPLE_RATE,
  type AudioUpload,
  type DecodedAudio,
  type DecodeOptions,
} from '../audio/audio-codec.js';
import { InvalidInputError, PayloadTooLargeError } from '../common/errors.js';
import {
  SpeechRecognizer,
  type Recognition,
  type RecognizeOptions,
} from './ports/speech-recognizer.js';
import { RecognizerRegistry } from './recognizer-registry.js';
import { TranscriptionService } from './transcription.service.js';
import { SpeechChunker } from '../audio/speech-chunker.js';

/** A tone for `seconds`, loud enough to count as speech. */
const tone = (seconds: number) =>
  Int16Array.from({ length: Math.round(seconds * DECODED_SAMPLE_RATE) }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / DECODED_SAMPLE_RATE)),
  );
const silence = (seconds: number) => new Int16Array(Math.round(seconds * DECODED_SAMPLE_RATE));
const joined = (...parts: Int16Array[]) => {
  const all = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (all.set(part, at), at + part.length), 0);
  return all;
};

/**
 * Stands in for ffmpeg: every upload of the first byte 0x01 is a WAV that "decodes" to the
 * PCM given, anything else is refused as ffmpeg's codec refuses it.
 */
class FakeCodec extends AudioCodec {
  readonly decoded: DecodeOptions[] = [];
  constructor(private readonly pcm: Int16Array) {
    super();
  }
  accept(bytes: Buffer | undefined): Promise<AudioUpload> {
    if (!bytes?.length) return Promise.reject(new InvalidInputError('No audio sent'));
    if (bytes[0] !== 1) return Promise.reject(new InvalidInputError('Unsupported audio format'));
    return Promise.resolve({ bytes, format: { id: 'wav', mimeType: 'audio/wav' } });
  }
  acceptFile(): Promise<AudioUpload> {
    return Promise.reject(new Error('not used here'));
  }
  measure(): Promise<number> {
    return Promise.resolve(this.pcm.length / DECODED_SAMPLE_RATE);
  }
  decode(_upload: AudioUpload, options: DecodeOptions): Promise<DecodedAudio> {
    this.decoded.push(options);
    const durationSeconds = this.pcm.length / DECODED_SAMPLE_RATE;
    if (durationSeconds > options.maxSeconds) {
      return Promise.reject(new PayloadTooLargeError('too long'));
    }
    return Promise.resolve({ samples: this.pcm, sampleRate: DECODED_SAMPLE_RATE, durationSeconds });
  }
  encode(): AsyncGenerator<Buffer> {
    throw new Error('not used by transcription');
  }
  encodeWhole(): Promise<Buffer> {
    return Promise.reject(new Error('not used by transcription'));
  }
}

/** Says how many seconds of audio each chunk held, in the language it detects or is given. */
class CountingRecognizer extends SpeechRecognizer {
  readonly name = 'counting';
  readonly languages = ['en', 'fr'];
  readonly detectsLanguage = true;
  constructor(private readonly detected: string[] = []) {
    super();
  }
  recognize(pcm: Int16Array, options: RecognizeOptions): Promise<Recognition> {
    const seconds = Math.round(pcm.length / DECODED_SAMPLE_RATE);
    return Promise.resolve({
      text: `${seconds}s`,
      language: options.language ?? this.detected.shift() ?? 'und',
    });
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const WAV = Buffer.from([1, 2, 3]);
const chunker = new SpeechChunker();
afterAll(() => chunker.onModuleDestroy());
const serviceWith = (pcm: Int16Array, recognizer = new CountingRecognizer()) => {
  const codec = new FakeCodec(pcm);
  const service = new TranscriptionService(new RecognizerRegistry([recognizer]), codec, chunker, {
    maxAudioSeconds: 120,
    workers: 2,
  });
  return { codec, service };
};

describe('TranscriptionService (codec and engine replaced)', () => {
  it('refuses an upload its codec refuses, before deciding on an engine', async () => {
    const { service } = serviceWith(tone(1));
    await expect(service.accept(Buffer.from('<svg/>'), { language: 'xx' })).rejects.toThrow(
      new InvalidInputError('Unsupported audio format'),
    );
    await expect(service.accept(undefined)).rejects.toThrow(new InvalidInputError('No audio sent'));
  });

  it('cuts long audio at its pauses and joins the chunks’ text in order', async () => {
    const pcm = joined(tone(20), silence(1), tone(20), silence(1), tone(5));
    const { service, codec } = serviceWith(pcm);
    const result = await service.run(await service.accept(WAV, { language: 'en' }));
    // 47 s is past one chunk (28 s at most): cut in the first pause, the rest fits in one.
    expect(result.text).toBe('20s 27s');
    expect(result).toMatchObject({ language: 'en', durationSeconds: 47, mimeType: 'audio/wav' });
    expect(result.minutes).toBe(0.8);
    expect(codec.decoded[0].maxSeconds).toBe(120);
  });

  it('skips chunks that are only silence and still bills the decoded length', async () => {
    const { service } = serviceWith(silence(3));
    const result = await service.run(await service.accept(WAV, { language: 'en' }));
    expect(result).toEqual({
      text: '',
      language: 'en',
      durationSeconds: 3,
      minutes: 0.1,
      mimeType: 'audio/wav',
      words: [],
      segments: [],
    });
  });

  it('reports the language detected in most chunks when none was asked for', async () => {
    const pcm = joined(tone(20), silence(1), tone(20), silence(1), tone(20));
    const recognizer = new CountingRecognizer(['fr', 'en', 'fr']);
    const { service } = serviceWith(pcm, recognizer);
    const result = await service.run(await service.accept(WAV));
    expect(result.language).toBe('fr');
  });
});
