import { Injectable } from '@nestjs/common';
import { open } from 'node:fs/promises';
import { InvalidInputError } from '../common/errors.js';
import {
  AudioCodec,
  type AudioUpload,
  type DecodedAudio,
  type DecodeOptions,
} from './audio-codec.js';
import { identifyAudioFormat } from './audio-format.js';
import { decodeToPcm, measureSeconds } from './decoder.js';
import type { OutputFormat } from './output-format.js';
import type { PcmChunks } from './pcm.js';
import {
  encodeSpeech,
  encodeWhole,
  type EncodeOptions,
  type SpeechFinish,
} from './speech-encoder.js';

/** What a file's format is told from: its signature, past an ID3 tag of cover art. */
const FORMAT_SNIFF_BYTES = 1024 * 1024;

/** The codec on ffmpeg, run in child processes; uploads are identified by file-type. */
@Injectable()
export class FfmpegAudioCodec extends AudioCodec {
  async accept(bytes: Buffer | undefined): Promise<AudioUpload> {
    if (!bytes || bytes.length === 0) throw new InvalidInputError('No audio sent');
    const format = await identifyAudioFormat(bytes);
    if (!format) throw new InvalidInputError('Unsupported audio format');
    return { bytes, format };
  }

  async acceptFile(path: string): Promise<AudioUpload> {
    const file = await open(path, 'r');
    try {
      const { buffer, bytesRead } = await file.read(
        Buffer.alloc(FORMAT_SNIFF_BYTES),
        0,
        FORMAT_SNIFF_BYTES,
        0,
      );
      if (bytesRead === 0) throw new InvalidInputError('No audio sent');
      const format = await identifyAudioFormat(buffer.subarray(0, bytesRead));
      if (!format) throw new InvalidInputError('Unsupported audio format');
      return { bytes: { path }, format };
    } finally {
      await file.close();
    }
  }

  measure(upload: AudioUpload, options: Omit<DecodeOptions, 'lease'>): Promise<number> {
    return measureSeconds(upload.bytes, upload.format, options);
  }

  decode(upload: AudioUpload, options: DecodeOptions): Promise<DecodedAudio> {
    return decodeToPcm(upload.bytes, upload.format, options);
  }

  encode(
    pcm: PcmChunks,
    sampleRate: number,
    finish: SpeechFinish,
    format: OutputFormat,
    options: EncodeOptions,
  ): AsyncGenerator<Buffer> {
    return encodeSpeech(pcm, sampleRate, finish, format, options);
  }

  encodeWhole(
    pcm: PcmChunks,
    sampleRate: number,
    finish: SpeechFinish,
    format: OutputFormat,
    signal?: AbortSignal,
  ): Promise<Buffer> {
    return encodeWhole(pcm, sampleRate, finish, format, signal);
  }
}
