import { Module } from '@nestjs/common';
import { TempFilesSweeper } from '../process/temp-files.js';
import { AudioCodec } from './audio-codec.js';
import { FfmpegAudioCodec } from './ffmpeg-audio-codec.js';

/** Binds the AudioCodec port to ffmpeg; sweeps the temp files of dead processes at start. */
@Module({
  providers: [{ provide: AudioCodec, useClass: FfmpegAudioCodec }, TempFilesSweeper],
  exports: [AudioCodec],
})
export class AudioModule {}
