import { Inject, Injectable } from '@nestjs/common';
import { AudioCodec, DECODED_SAMPLE_RATE, type AudioUpload } from '../audio/audio-codec.js';
import { ByteBudget, type BudgetLease } from '../audio/byte-budget.js';
import { minutesFromSeconds } from '../audio/minutes.js';
import { DEFAULT_SPLIT } from '../audio/silence-splitter.js';
import { SpeechChunker } from '../audio/speech-chunker.js';
import type { Recognition, TimedSegment, TimedWord } from './ports/speech-recognizer.js';
import { placeOnTimeline } from './timing/timeline.js';
import { RecognizerRegistry, type RecognizerChoice } from './recognizer-registry.js';
import { sttConfig, type SttConfig } from './stt.config.js';
import { mapBounded } from '../process/work-pool.js';

/** ffmpeg decodes a 2-hour MP3 in well under a minute on one core. */
const DECODE_TIMEOUT_MS = 120_000;
/** Longer recordings (a 4-hour job) get a minute of decoding per hour of audio. */
const decodeTimeoutMs = (maxSeconds: number) =>
  Math.max(DECODE_TIMEOUT_MS, (maxSeconds * 1000) / 60);

/**
 * Decoded PCM held by all transcriptions together (16 kHz s16: 115 MB an hour): two
 * 2-hour recordings at once; more wait their turn rather than grow the server.
 */
export const DECODED_AUDIO_BUDGET_BYTES = 512 * 1024 * 1024;

export interface TranscribeOptions {
  /** BCP-47 tag; omitted means detect (or the default engine's language). */
  language?: string;
}

/** Audio that passed the checks, with the engine chosen for it. */
export interface AcceptedAudio {
  upload: AudioUpload;
  choice: RecognizerChoice;
}

export interface Transcription {
  text: string;
  /** BCP-47 base code of the transcript; `und` when it could not be told (no speech). */
  language: string;
  durationSeconds: number;
  /** Billable minutes: nearest tenth, halves up, at least 0.1. */
  minutes: number;
  /** The format the bytes were read as, whatever the client declared. */
  mimeType: string;
  /** Word timings on the recording's clock; empty when the engine cannot time words. */
  words: TimedWord[];
  /** Utterances split at pauses (at least one per chunk that held words). */
  segments: TimedSegment[];
}

/**
 * Audio bytes in, transcript out: the codec checks the upload and decodes it to 16 kHz PCM;
 * pick an engine for the language, cut long audio at pauses, recognise the chunks a few at
 * a time, and join the text. Billing is the caller's business.
 */
@Injectable()
export class TranscriptionService {
  private readonly decodedAudio = new ByteBudget(DECODED_AUDIO_BUDGET_BYTES);

  constructor(
    private readonly registry: RecognizerRegistry,
    private readonly codec: AudioCodec,
    private readonly chunker: SpeechChunker,
    @Inject(sttConfig.KEY) private readonly config: Pick<SttConfig, 'maxAudioSeconds' | 'workers'>,
  ) {}

  /**
   * The cheap checks, without spending CPU: the upload passes the codec's check (400)
   * and an engine serves the language (503). Callers bill between this and `run`.
   */
  async accept(audio: Buffer | undefined, options: TranscribeOptions = {}): Promise<AcceptedAudio> {
    const upload = await this.codec.accept(audio);
    return { upload, choice: this.registry.choose(options.language) };
  }

  /** The same checks of a file on local disk (a job's upload), read from its first bytes. */
  async acceptFile(path: string, options: TranscribeOptions = {}): Promise<AcceptedAudio> {
    const upload = await this.codec.acceptFile(path);
    return { upload, choice: this.registry.choose(options.language) };
  }

  /** How long accepted audio plays, from its packets: cheap, before anything is held. */
  measure({ upload }: AcceptedAudio, signal?: AbortSignal): Promise<number> {
    return this.codec.measure(upload, {
      maxSeconds: this.config.maxAudioSeconds,
      timeoutMs: DECODE_TIMEOUT_MS,
      signal,
    });
  }

  /**
   * Decoded PCM is reserved from a budget shared by all requests, until the transcript is
   * done. `beforeRecognition` runs once the audio's duration is known, before the costly
   * part (callers hold credit there); its failure stops the run.
   */
  run(
    accepted: AcceptedAudio,
    signal?: AbortSignal,
    beforeRecognition?: (durationSeconds: number) => Promise<void>,
    maxSeconds = this.config.maxAudioSeconds,
  ): Promise<Transcription> {
    return this.decodedAudio.use((lease) =>
      this.transcribeWithin(lease, accepted, maxSeconds, signal, beforeRecognition),
    );
  }

  private async transcribeWithin(
    lease: BudgetLease,
    { upload, choice }: AcceptedAudio,
    maxSeconds: number,
    signal?: AbortSignal,
    beforeRecognition?: (durationSeconds: number) => Promise<void>,
  ): Promise<Transcription> {
    const decoded = await this.codec.decode(upload, {
      maxSeconds,
      timeoutMs: decodeTimeoutMs(maxSeconds),
      signal,
      lease,
    });
    await beforeRecognition?.(decoded.durationSeconds);
    const speech = await this.chunker.speechChunks(
      decoded.samples,
      { sampleRate: DECODED_SAMPLE_RATE, ...DEFAULT_SPLIT },
      signal,
    );
    const recognitions = await mapBounded(
      speech,
      this.config.workers,
      signal,
      (chunk, chunkSignal) =>
        choice.recognizer.recognize(chunk.samples, { language: choice.language }, chunkSignal),
    );
    return {
      text: recognitions
        .map((recognition) => recognition.text)
        .filter(Boolean)
        .join(' '),
      language: choice.language ?? dominantLanguage(recognitions),
      durationSeconds: decoded.durationSeconds,
      minutes: minutesFromSeconds(decoded.durationSeconds),
      mimeType: upload.format.mimeType,
      ...placeOnTimeline(
        speech.map((chunk) => ({
          start: chunk.startSample / DECODED_SAMPLE_RATE,
          end: (chunk.startSample + chunk.samples.length) / DECODED_SAMPLE_RATE,
        })),
        recognitions,
      ),
    };
  }
}

/** The language detected in most chunks that held words. */
function dominantLanguage(recognitions: Recognition[]): string {
  const votes = new Map<string, number>();
  for (const { text, language } of recognitions) {
    if (text) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'und';
}
