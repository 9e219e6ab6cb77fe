import type { PcmAudio } from '../../audio/pcm.js';
import type { VoiceSpec } from '../../voices/voice-spec.js';
import type { DialectId } from '../dialects/dialects.js';
import type { QualityModel } from '../synthesis/quality.js';

/** One voice speaking one piece of text, in one dialect (or the engine's own reading) and one model. */
export interface SynthesisTake {
  text: string;
  voice: VoiceSpec;
  dialect: DialectId | null;
  quality: QualityModel;
}

/**
 * The port every text-to-speech engine implements. Also the Nest injection token: the engine
 * module binds it to the adapter chosen by configuration.
 */
export abstract class SpeechSynthesizer {
  /** Loads models and warms the engine; rejects with a readable reason when it cannot run. */
  abstract start(): Promise<void>;

  /** Speaks one take. An aborted signal rejects with RequestAbortedError and frees the engine. */
  abstract synthesize(take: SynthesisTake, signal?: AbortSignal): Promise<PcmAudio>;

  abstract close(): Promise<void>;
}
