import { Module } from '@nestjs/common';
import { TempFilesSweeper } from '../process/temp-files.js';
import { AudioCodec } from './audio-codec.js';
import { FfmpegAudioCodec } from './ffmpeg-audio-codec.js';
import { SpeechChunker } from './speech-chunker.js';
import { ProcessLauncherModule } from '../process/process-launcher.module.js';

/**
 * Binds the AudioCodec port to ffmpeg and splits recordings at pauses off the event loop;
 * sweeps the temp files of dead processes at start.
 */
@Module({
  imports: [ProcessLauncherModule],
  providers: [{ provide: AudioCodec, useClass: FfmpegAudioCodec }, SpeechChunker, TempFilesSweeper],
  exports: [AudioCodec, SpeechChunker],
})
export class AudioModule {}
