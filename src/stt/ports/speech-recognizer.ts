export interface RecognizeOptions {
  /**
   * BCP-47 base code (`en`, `ar`) the audio is in. Undefined asks an engine that
   * detects languages to find out itself.
   */
  language?: string;
}

/** A recognised word, in seconds from the start of the audio the engine was given. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
  /** 0..1, when the engine gives one. */
  confidence?: number;
}

/** An utterance the engine heard between two pauses, timed like TimedWord. */
export interface TimedSegment {
  start: number;
  end: number;
  text: string;
}

export interface Recognition {
  text: string;
  /** BCP-47 base code of what was recognised (detected or as asked). */
  language: string;
  /** Word timings, when the engine can give them. */
  words?: TimedWord[];
  /** Utterances split at pauses, when the engine finds them; else the audio is one. */
  segments?: TimedSegment[];
}

/**
 * A speech-to-text engine. Abstract class rather than interface so it can serve as a
 * Nest DI token; one adapter per engine lives in `../engines/`.
 */
export abstract class SpeechRecognizer {
  abstract readonly name: string;
  /** BCP-47 base codes the engine can transcribe, in its order of preference. */
  abstract readonly languages: readonly string[];
  /** True when the engine can tell which language it hears (`recognize` without a language). */
  abstract readonly detectsLanguage: boolean;

  /**
   * Transcribes 16 kHz mono 16-bit PCM. Implementations run the work off the event loop,
   * bound their concurrency, and stop (rejecting with RequestAbortedError) on abort.
   */
  abstract recognize(
    pcm: Int16Array,
    options: RecognizeOptions,
    signal?: AbortSignal,
  ): Promise<Recognition>;

  /** Stops engine processes; called once at shutdown. */
  abstract close(): Promise<void>;
}
