import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { InvalidInputError, RequestAbortedError, UnavailableError } from '../common/errors.js';
import { runFfmpeg } from '../audio/ffmpeg.js';
import { FfmpegAudioCodec } from '../audio/ffmpeg-audio-codec.js';
import { findPocketsphinx, PocketsphinxRecognizer } from './engines/pocketsphinx.recognizer.js';
import { RecognizerRegistry } from './recognizer-registry.js';
import { TranscriptionService, type TranscribeOptions } from './transcription.service.js';
import { wordErrorRate } from './word-error-rate.js';
import { usePrivateTmpdir } from '../../test/helpers/private-tmpdir.js';
import { processTempRoot } from '../process/temp-files.js';
import { SpeechChunker } from '../audio/speech-chunker.js';

usePrivateTmpdir();

const FIXTURES = new URL('../../test/fixtures/audio/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const SPOKEN = 'go forward ten meters he was not an ill disposed young man';
/**
 * Measured: pocketsphinx hears "he was not an illness those young man" in every format
 * (WER 2/11 = 0.18); the bound leaves room for codec differences, not for a broken engine.
 */
const MAX_WER = 0.3;

const setup = findPocketsphinx('pocketsphinx_continuous', '/usr/share/pocketsphinx/model/en-us');
if ('missing' in setup) throw new Error(`These tests need pocketsphinx: ${setup.missing}`);
const pocketsphinx = new PocketsphinxRecognizer(setup, 2);
const chunker = new SpeechChunker();
const service = new TranscriptionService(
  new RecognizerRegistry([pocketsphinx]),
  new FfmpegAudioCodec(),
  chunker,
  { maxAudioSeconds: 7200, workers: 2 },
);
/** Check, then transcribe, as the STT service does with billing in between. */
const transcribe = async (audio: Buffer, options?: TranscribeOptions, signal?: AbortSignal) =>
  service.run(await service.accept(audio, options), signal);

afterAll(() => Promise.all([pocketsphinx.close(), chunker.onModuleDestroy()]));

describe('TranscriptionService with pocketsphinx', () => {
  it('transcribes all six formats within the measured word error rate', async () => {
    const formats = [
      ['speech.wav', 'audio/wav'],
      ['speech.mp3', 'audio/mpeg'],
      ['speech.webm', 'audio/webm'],
      ['speech.ogg', 'audio/ogg'],
      ['speech.m4a', 'audio/mp4'],
      ['speech.flac', 'audio/flac'],
    ];
    // Concurrently, as requests would arrive: the engine pool queues what it cannot run yet.
    // The WAV goes without a language, so the default engine (pocketsphinx, English) takes it.
    const results = await Promise.all(
      formats.map(([name], i) => transcribe(fixture(name), i === 0 ? {} : { language: 'en-US' })),
    );
    results.forEach((result, i) => {
      expect(wordErrorRate(SPOKEN, result.text)).toBeLessThanOrEqual(MAX_WER);
      expect(result.text).toMatch(/^go forward ten meters /);
      expect(result).toMatchObject({ language: 'en', minutes: 0.1, mimeType: formats[i][1] });
      expect(Math.abs(result.durationSeconds - 5.776)).toBeLessThan(0.1);
    });
  }, 40_000);

  it('returns an empty transcript for silence, still billing the minimum', async () => {
    const result = await transcribe(fixture('silence.flac'));
    expect(result).toEqual({
      text: '',
      language: 'en',
      durationSeconds: 3,
      minutes: 0.1,
      mimeType: 'audio/flac',
      words: [],
      segments: [],
    });
  });

  it('splits audio past the chunk limit at pauses and joins the text in order', async () => {
    // Five takes with half a second of silence after each: about 31 s, two chunks.
    const takes = Array.from({ length: 5 }, () => [
      '-i',
      new URL('speech.flac', FIXTURES).pathname,
    ]).flat();
    const gaps = Array.from({ length: 5 }, (_, i) => `[${i}:a]apad=pad_dur=0.5[a${i}];`).join('');
    const inputs = Array.from({ length: 5 }, (_, i) => `[a${i}]`).join('');
    const long = await runFfmpeg({
      args: [
        ...takes,
        '-filter_complex',
        `${gaps}${inputs}concat=n=5:v=0:a=1`,
        '-c:a',
        'flac',
        '-f',
        'flac',
        'pipe:1',
      ],
      timeoutMs: 30_000,
      maxOutputBytes: 10 << 20,
    });
    const result = await transcribe(long, { language: 'en' });
    expect(result.durationSeconds).toBeCloseTo(5 * (5.776 + 0.5), 0);
    expect(result.minutes).toBe(0.5);
    expect(result.text.match(/go forward ten meters/g)).toHaveLength(5);
    expect(wordErrorRate(Array(5).fill(SPOKEN).join(' '), result.text)).toBeLessThanOrEqual(
      MAX_WER,
    );
    // Words keep the recording's clock across chunks: each "go" starts its take (0.46 s in).
    const goes = result.words.filter((word) => word.text === 'go').map((word) => word.start);
    goes.forEach((start, take) => expect(start).toBeCloseTo(take * (5.776 + 0.5) + 0.46, 0));
    result.words.forEach((word, i) => {
      expect(word.end).toBeGreaterThan(word.start);
      if (i > 0) expect(word.start).toBeGreaterThanOrEqual(result.words[i - 1].end);
    });
    expect(result.segments.length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('refuses bytes that are not one of the six formats', async () => {
    await expect(
      transcribe(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).rejects.toThrow(new InvalidInputError('Unsupported audio format'));
    await expect(transcribe(Buffer.alloc(0))).rejects.toThrow(InvalidInputError);
  });

  it('answers unavailable for a language no engine here speaks', async () => {
    await expect(transcribe(fixture('speech.mp3'), { language: 'ar' })).rejects.toThrow(
      new UnavailableError("Speech recognition for 'ar' is not available on this server"),
    );
  });

  it('stops recognising when the request is aborted', async () => {
    const controller = new AbortController();
    const pending = transcribe(fixture('speech.wav'), { language: 'en' }, controller.signal);
    setTimeout(() => controller.abort(), 300);
    await expect(pending).rejects.toThrow(RequestAbortedError);
    // The killed engine's temp file goes with it.
    const left = (await readdir(processTempRoot()).catch(() => [] as string[])).filter((name) =>
      name.startsWith('stt-pocketsphinx-'),
    );
    expect(left).toEqual([]);
  }, 10_000);
});
