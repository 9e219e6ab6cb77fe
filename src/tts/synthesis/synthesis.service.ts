import { Injectable } from '@nestjs/common';
import { AudioCodec } from '../../audio/audio-codec.js';
import type { OutputFormat } from '../../audio/output-format.js';
import { BYTES_PER_SAMPLE, pcmSilence, type PcmChunks } from '../../audio/pcm.js';
import { concatConcurrently } from '../../common/concat-concurrently.js';
import { EngineFailedError } from '../../common/errors.js';
import { SpeechSynthesizer } from '../ports/speech-synthesizer.js';
import type { TakeScript } from './dialogue-planner.js';
import type { QualityModel } from './quality.js';

export interface SpokenAudio {
  audio: Buffer;
  format: OutputFormat;
  durationSeconds: number;
}

/** The short, even pause between dialogue takes. */
export const TAKE_PAUSE_SECONDS = 0.35;

const noAudio = () => new EngineFailedError('The voice engine returned no audio. Retry.');

/**
 * Speaks planned takes in one output format. The engine's audio flows straight into the
 * encoder, so encoding runs alongside synthesis and no whole take is held or copied on the
 * event loop. Takes are synthesised concurrently (the engine bounds how many run at once)
 * and joined in their planned order.
 */
@Injectable()
export class SynthesisService {
  constructor(
    private readonly synthesizer: SpeechSynthesizer,
    private readonly codec: AudioCodec,
  ) {}

  /** The whole take, encoded (POST /tts); the quality's own MP3 unless a format is named. */
  async speak(
    takes: readonly TakeScript[],
    quality: QualityModel,
    signal?: AbortSignal,
    format: OutputFormat = quality.finish.defaultFormat,
  ): Promise<SpokenAudio> {
    if (takes.length === 0) throw noAudio();
    const sampleRate = this.synthesizer.sampleRate;
    let spokenBytes = 0;
    async function* counted(pcm: PcmChunks): PcmChunks {
      for await (const chunk of pcm) {
        spokenBytes += chunk.length;
        yield chunk;
      }
    }
    const audio = await this.codec.encodeWhole(
      counted(this.takesInOrder(takes, quality, signal)),
      sampleRate,
      quality.finish,
      format,
      signal,
    );
    return { audio, format, durationSeconds: spokenBytes / BYTES_PER_SAMPLE / sampleRate };
  }

  /**
   * The encoded audio as it is produced (POST /tts/stream): the first bytes come once the
   * first sentence is rendered and encoded; dialogue takes follow one another.
   */
  stream(
    takes: readonly TakeScript[],
    quality: QualityModel,
    format: OutputFormat,
    signal?: AbortSignal,
  ): AsyncGenerator<Buffer> {
    if (takes.length === 0) throw noAudio();
    return this.codec.encode(
      this.takesInOrder(takes, quality, signal),
      this.synthesizer.sampleRate,
      quality.finish,
      format,
      { live: true, signal },
    );
  }

  /** Every take's audio in planned order, an even pause between takes; a silent take fails. */
  private takesInOrder(
    takes: readonly TakeScript[],
    quality: QualityModel,
    signal?: AbortSignal,
  ): PcmChunks {
    const pause = pcmSilence(TAKE_PAUSE_SECONDS, this.synthesizer.sampleRate);
    return concatConcurrently(
      takes.map((take, index) =>
        spokenTake(
          this.synthesizer.synthesize({ ...take, quality }, signal),
          index > 0 ? pause : undefined,
        ),
      ),
    );
  }
}

async function* spokenTake(audio: PcmChunks, pauseBefore: Buffer | undefined): PcmChunks {
  if (pauseBefore) yield pauseBefore;
  let bytes = 0;
  for await (const chunk of audio) {
    bytes += chunk.length;
    yield chunk;
  }
  if (bytes === 0) throw noAudio();
}
