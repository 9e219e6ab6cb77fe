import { Injectable } from '@nestjs/common';
import { AudioCodec } from '../../audio/audio-codec.js';
import type { OutputFormat } from '../../audio/output-format.js';
import { BYTES_PER_SAMPLE, pcmSilence, type PcmChunks } from '../../audio/pcm.js';
import { concatConcurrently } from '../../common/concat-concurrently.js';
import { EngineFailedError, StalledClientError } from '../../common/errors.js';
import {
  SpeechSynthesizer,
  type SynthesisTake,
  type WordTiming,
} from '../ports/speech-synthesizer.js';
import type { TakeScript } from './dialogue-planner.js';
import type { QualityModel } from '../quality/quality.js';

export interface SpokenAudio {
  audio: Buffer;
  format: OutputFormat;
  durationSeconds: number;
  /** When asked for: where the engine said each word, in seconds of the delivered audio. */
  words?: SpokenWord[];
}

/** Words of one take's run (see WordTiming), placed in the whole answer's audio (seconds). */
export interface SpokenWord {
  take: number;
  run: number;
  firstWord: number;
  lastWord: number;
  start: number;
  end: number;
}

/** What the takes' engine reported as they were rendered, for placing words afterwards. */
interface HeardTakes {
  samples: number[];
  words: WordTiming[][];
}

/** The short, even pause between dialogue takes. */
export const TAKE_PAUSE_SECONDS = 0.35;

const noAudio = () => new EngineFailedError('The voice engine returned no audio. Retry.');

/**
 * Engines render ahead of whoever reads their audio (the encoder, and behind it the client),
 * so an engine is free again as soon as its take is rendered, never kept by a slow client.
 * A request holds at most this much PCM unread, about 12 minutes of speech at 22,050 Hz.
 */
export const RENDER_AHEAD_BYTES = 32 * 1024 * 1024;
/** With that much unread, a reader that takes nothing for this long is let go. */
export const RENDER_AHEAD_STALL_MS = 10_000;

const RENDER_AHEAD = {
  maxSize: RENDER_AHEAD_BYTES,
  sizeOf: (chunk: Buffer) => chunk.length,
  stallMs: RENDER_AHEAD_STALL_MS,
  stalled: () => new StalledClientError(),
};

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

  /** Whether `speak` can time words: the engine reports where it says them. */
  get timesWords(): boolean {
    return this.synthesizer.timesWords;
  }

  /**
   * The whole take, encoded (POST /tts); the quality's own MP3 unless a format is named. With
   * `timeWords`, also where each word is heard. The finish (filters, loudness gain, resampling,
   * the codec) keeps time, so the engine's sample positions, offset by the takes and pauses
   * before them, are times in the delivered audio.
   */
  async speak(
    takes: readonly TakeScript[],
    quality: QualityModel,
    signal?: AbortSignal,
    format: OutputFormat = quality.finish.defaultFormat,
    timeWords = false,
    owner?: string,
  ): Promise<SpokenAudio> {
    if (takes.length === 0) throw noAudio();
    const sampleRate = this.synthesizer.sampleRate;
    const heard: HeardTakes | undefined = timeWords
      ? { samples: takes.map(() => 0), words: takes.map(() => []) }
      : undefined;
    let spokenBytes = 0;
    async function* counted(pcm: PcmChunks): PcmChunks {
      for await (const chunk of pcm) {
        spokenBytes += chunk.length;
        yield chunk;
      }
    }
    const audio = await this.codec.encodeWhole(
      counted(this.takesInOrder(takes, { quality, owner }, signal, heard)),
      sampleRate,
      quality.finish,
      format,
      signal,
    );
    const durationSeconds = spokenBytes / BYTES_PER_SAMPLE / sampleRate;
    return { audio, format, durationSeconds, ...(heard ? { words: this.placed(heard) } : {}) };
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
    owner?: string,
  ): AsyncGenerator<Buffer> {
    if (takes.length === 0) throw noAudio();
    return this.codec.encode(
      this.takesInOrder(takes, { quality, owner }, signal),
      this.synthesizer.sampleRate,
      quality.finish,
      format,
      { live: true, signal },
    );
  }

  /**
   * Every take's audio in planned order, an even pause between takes; a silent take fails.
   * Rendered ahead of the reader (see RENDER_AHEAD_BYTES).
   * With `heard`, each take's length and word timings are recorded there.
   */
  private takesInOrder(
    takes: readonly TakeScript[],
    how: Pick<SynthesisTake, 'quality' | 'owner'>,
    signal?: AbortSignal,
    heard?: HeardTakes,
  ): PcmChunks {
    const pause = pcmSilence(TAKE_PAUSE_SECONDS, this.synthesizer.sampleRate);
    return concatConcurrently(
      takes.map((take, index) =>
        spokenTake(
          this.synthesizer.synthesize(
            { ...take, ...how },
            signal,
            heard && ((timing) => heard.words[index].push(timing)),
          ),
          index > 0 ? pause : undefined,
          (bytes) => {
            if (heard) heard.samples[index] = bytes / BYTES_PER_SAMPLE;
          },
        ),
      ),
      RENDER_AHEAD,
    );
  }

  /** The takes' word timings in seconds of the whole audio: takes and pauses before them added. */
  private placed(heard: HeardTakes): SpokenWord[] {
    const sampleRate = this.synthesizer.sampleRate;
    const pause = pcmSilence(TAKE_PAUSE_SECONDS, sampleRate).length / BYTES_PER_SAMPLE;
    let takeStart = 0;
    return heard.words.flatMap((timings, take) => {
      const offset = takeStart + (take > 0 ? pause : 0);
      takeStart = offset + heard.samples[take];
      return timings.map(({ startSample, endSample, ...words }) => ({
        take,
        ...words,
        start: (offset + startSample) / sampleRate,
        end: (offset + endSample) / sampleRate,
      }));
    });
  }
}

async function* spokenTake(
  audio: PcmChunks,
  pauseBefore: Buffer | undefined,
  onEnd: (bytes: number) => void,
): PcmChunks {
  if (pauseBefore) yield pauseBefore;
  let bytes = 0;
  for await (const chunk of audio) {
    bytes += chunk.length;
    yield chunk;
  }
  if (bytes === 0) throw noAudio();
  onEnd(bytes);
}
