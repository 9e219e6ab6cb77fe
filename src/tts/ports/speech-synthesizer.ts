import type { PcmChunks } from '../../audio/pcm.js';
import type { VoiceSpec } from '../../voices/voice-spec.js';
import type { DialectId } from '../dialects/dialects.js';
import type { TextRun } from '../../arabic/index.js';
import type { QualityModel } from '../quality/quality.js';

/**
 * One voice speaking one piece of text, in one dialect (or the engine's own reading) and one
 * model. The text arrives already read by the front end (`runs`: numbers as words, vowels
 * added, one run per language); `text` is the caller's wording, for reference.
 */
export interface SynthesisTake {
  text: string;
  runs: readonly TextRun[];
  voice: VoiceSpec;
  dialect: DialectId | null;
  quality: QualityModel;
  /** Whose request this is (an account): engines share their workers fairly between owners. */
  owner?: string;
}

/**
 * Where words of a take are heard in its audio, as the engine reports it: the first and last of
 * the words (`TextRun.words`) of one of the take's runs, and the samples of the take's audio
 * they take, end excluded (a pause after the words is not theirs).
 */
export interface WordTiming {
  run: number;
  firstWord: number;
  lastWord: number;
  startSample: number;
  endSample: number;
}

/** Receives a take's word timings, in order, while its audio is rendered. */
export type WordTimingSink = (timing: WordTiming) => void;

/**
 * The port every text-to-speech engine implements. Also the Nest injection token: the engine
 * module binds it to the adapter chosen by configuration.
 */
export abstract class SpeechSynthesizer {
  /** Loads models and warms the engine; rejects with a readable reason when it cannot run. */
  abstract start(): Promise<void>;

  /** Samples per second of everything `synthesize` yields; known once started. */
  abstract get sampleRate(): number;
  /** Whether `synthesize` reports where each word is heard; an engine that cannot stays false. */
  readonly timesWords: boolean = false;

  /**
   * Speaks one take as mono 16-bit PCM, yielded as the engine renders it, so encoding starts
   * before the take is finished. Nothing runs until the stream is read. A failure surfaces
   * from the stream; an aborted signal ends it with RequestAbortedError, and a reader that
   * stops early, like an abort, frees the engine. With `words` (engines that time words), every
   * word of the take's runs that is spoken is reported there before the stream ends.
   */
  abstract synthesize(take: SynthesisTake, signal?: AbortSignal, words?: WordTimingSink): PcmChunks;

  abstract close(): Promise<void>;
}
