import { Injectable } from '@nestjs/common';
import { encodeMp3 } from '../../audio/mp3-encoder.js';
import { joinWithPauses, pcmDurationSeconds } from '../../audio/pcm.js';
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

/**
 * Speaks planned takes and delivers one MP3. Takes are synthesised concurrently (the engine's
 * pool bounds how many run at once) and joined in their planned order.
 */
@Injectable()
export class SynthesisService {
  constructor(private readonly synthesizer: SpeechSynthesizer) {}

  async speak(
    takes: readonly TakeScript[],
    quality: QualityModel,
    signal?: AbortSignal,
  ): Promise<SpokenAudio> {
    if (takes.length === 0)
      throw new EngineFailedError('The voice engine returned no audio. Retry.');
    const clips = await Promise.all(
      takes.map((take) => this.synthesizer.synthesize({ ...take, quality }, signal)),
    );
    if (clips.some((clip) => clip.samples.length === 0)) {
      throw new EngineFailedError('The voice engine returned no audio. Retry.');
    }
    const audio = joinWithPauses(clips, TAKE_PAUSE_SECONDS);
    const mp3 = await encodeMp3(audio, quality.finish, signal);
    return { mp3, durationSeconds: pcmDurationSeconds(audio) };
  }
}
