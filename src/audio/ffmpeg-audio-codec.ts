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
import { encodeMp3, type Mp3Finish } from './mp3-encoder.js';
import type { PcmChunks } from './pcm.js';

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

  encodeMp3(
    pcm: PcmChunks,
    sampleRate: number,
    finish: Mp3Finish,
    signal?: AbortSignal,
  ): Promise<Buffer> {
    return encodeMp3(pcm, sampleRate, finish, signal);
  }
}
