import { Injectable } from '@nestjs/common';
import { AudioCodec } from '../../audio/audio-codec.js';
import { BYTES_PER_SAMPLE, pcmSilence, type PcmChunks } from '../../audio/pcm.js';
import { concatConcurrently } from '../../common/concat-concurrently.js';
import { EngineFailedError } from '../../common/errors.js';
import { SpeechSynthesizer } from '../ports/speech-synthesizer.js';
import type { TakeScript } from './dialogue-planner.js';
import type { QualityModel } from './quality.js';

export interface SpokenAudio {
  mp3: Buffer;
  durationSeconds: number;
}

/** The short, even pause between dialogue takes. */
export const TAKE_PAUSE_SECONDS = 0.35;

const noAudio = () => new EngineFailedError('The voice engine returned no audio. Retry.');

/**
 * Speaks planned takes and delivers one MP3. The engine's audio flows straight into the
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

  async speak(
    takes: readonly TakeScript[],
    quality: QualityModel,
    signal?: AbortSignal,
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
    const mp3 = await this.codec.encodeMp3(
      counted(this.takesInOrder(takes, quality, signal)),
      sampleRate,
      quality.finish,
      signal,
    );
    return { mp3, durationSeconds: spokenBytes / BYTES_PER_SAMPLE / sampleRate };
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
