import { Module } from '@nestjs/common';
import { AudioCodec } from './audio-codec.js';
import { FfmpegAudioCodec } from './ffmpeg-audio-codec.js';

/** Binds the AudioCodec port to ffmpeg. */
@Module({
  providers: [{ provide: AudioCodec, useClass: FfmpegAudioCodec }],
  exports: [AudioCodec],
})
export class AudioModule {}
