import { SpeechSynthesizer } from '../../src/tts/ports/speech-synthesizer.js';

export type EngineScript = (signal?: AbortSignal) => AsyncIterable<Buffer>;

/**
 * A speech engine whose audio each test scripts: every take yields what `script` yields.
 * It stands in at the engine port only; the encoder, billing and HTTP behind it are real.
 */
export class ScriptedEngine {
  readonly sampleRate = 22050;
  /** Scripted audio says no words, so it cannot say where they fall. */
  readonly timesWords = false;
  script: EngineScript = () => {
    throw new Error('No engine script set for this test');
  };

  synthesize(_take: unknown, signal?: AbortSignal): AsyncIterable<Buffer> {
    return this.script(signal);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** The override that puts this engine behind the port of a test app. */
  get override() {
    return { token: SpeechSynthesizer, useValue: this };
  }
}
