import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../common/errors.js';
import {
  AudioCodec,
  type AudioUpload,
  type DecodedAudio,
  type DecodeOptions,
} from './audio-codec.js';
import { identifyAudioFormat } from './audio-format.js';
import { decodeToPcm } from './decoder.js';
import type { OutputFormat } from './output-format.js';
import type { PcmChunks } from './pcm.js';
import {
  encodeSpeech,
  encodeWhole,
  type EncodeOptions,
  type SpeechFinish,
} from './speech-encoder.js';

/** The codec on ffmpeg, run in child processes; uploads are identified by file-type. */
@Injectable()
export class FfmpegAudioCodec extends AudioCodec {
  async accept(bytes: Buffer | undefined): Promise<AudioUpload> {
    if (!bytes || bytes.length === 0) throw new InvalidInputError('No audio sent');
    const format = await identifyAudioFormat(bytes);
    if (!format) throw new InvalidInputError('Unsupported audio format');
    return { bytes, format };
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
