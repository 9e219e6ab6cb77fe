import type { AudioFormat } from './audio-format.js';
import type { BudgetLease } from './byte-budget.js';
import type { OutputFormat } from './output-format.js';
import type { PcmAudio, PcmChunks } from './pcm.js';
import type { EncodeOptions, SpeechFinish } from './speech-encoder.js';

/** What every speech engine here consumes: 16 kHz, mono, signed 16-bit samples. */
export const DECODED_SAMPLE_RATE = 16_000;

/** An upload that passed the one check every upload passes (see AudioCodec.accept). */
export interface AudioUpload {
  /** The bytes in memory, or the path of a file on local disk (a job's upload). */
  bytes: Buffer | { path: string };
  format: AudioFormat;
}

export interface DecodedAudio extends PcmAudio {
  /** From the decoded sample count, so a lying container header cannot change the bill. */
  durationSeconds: number;
}

export interface DecodeOptions {
  /** Longer recordings are refused; this also bounds the PCM kept in memory (32 KB/s). */
  maxSeconds: number;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Where the PCM's bytes are reserved, once its length is known and before decoding. */
  lease?: BudgetLease;
}

/**
 * The port to the audio codec: accept an upload, decode it to PCM, encode PCM to MP3.
 * Synthesis, transcription and the voice library depend on this, not on ffmpeg, so each
 * can be tested without the binary.
 */
export abstract class AudioCodec {
  /**
   * Checks an upload by its bytes, without decoding: something was sent (400 `No audio
   * sent`) and it is one of the six formats (400 `Unsupported audio format`).
   */
  abstract accept(bytes: Buffer | undefined): Promise<AudioUpload>;

  /** The same check of a file on local disk, read from its first bytes only. */
  abstract acceptFile(path: string): Promise<AudioUpload>;

  /** How long an accepted upload plays, from its packets (demuxed, not decoded). */
  abstract measure(upload: AudioUpload, options: Omit<DecodeOptions, 'lease'>): Promise<number>;

  /** 16 kHz mono PCM (DECODED_SAMPLE_RATE) of an accepted upload, bounded in length and time. */
  abstract decode(upload: AudioUpload, options: DecodeOptions): Promise<DecodedAudio>;

  /**
   * Mono PCM in an output format, the quality's finish and one resampling in the same pass,
   * read as it is produced and yielded as it is encoded.
   */
  abstract encode(
    pcm: PcmChunks,
    sampleRate: number,
    finish: SpeechFinish,
    format: OutputFormat,
    options: EncodeOptions,
  ): AsyncGenerator<Buffer>;

  /** The same, collected whole: a WAV with its header. */
  abstract encodeWhole(
    pcm: PcmChunks,
    sampleRate: number,
    finish: SpeechFinish,
    format: OutputFormat,
    signal?: AbortSignal,
  ): Promise<Buffer>;
}
