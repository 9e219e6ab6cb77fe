import { Injectable } from '@nestjs/common';
import { canStream, type OutputFormat } from '../audio/output-format.js';
import { RequestCredit, type RequestHold } from '../billing/holds/request-credit.js';
import { EngineFailedError, InvalidInputError, RequestAbortedError } from '../common/errors.js';
import { costOfCharacters } from '../common/money.js';
import type { Principal } from '../common/principal.js';
import type { RequestLifetime } from '../common/request-lifetime.js';
import { PronunciationDictionariesService } from '../pronunciation/pronunciation-dictionaries.service.js';
import { VoiceLibraryService } from '../voices/library/voice-library.service.js';
import { studioVoiceSpec } from '../voices/studio-voices.js';
import type { VoiceSpec } from '../voices/voice-spec.js';
import type { TtsRequestDto } from './dto/tts-request.dto.js';
import { planDialogue, type DialogueLine, type SpeechPlan } from './synthesis/dialogue-planner.js';
import { resolveQuality, type QualityModel } from './quality/quality.js';
import { assertSpeakableLength } from './synthesis/spoken-length.js';
import { SynthesisService, type SpokenAudio } from './synthesis/synthesis.service.js';
import { alignInput, type Alignment } from './timing/alignment.js';
import { heardSpans } from './timing/heard-spans.js';
import { PronunciationLexicon } from './text/pronunciation-lexicon.js';
import type { ReadingOptions } from './text/reading-options.js';
import { jobChunks, mergePlans } from './jobs/job-chunks.js';
import { linesOf, outputFormatOf } from './tts-request.js';

const NOTHING_TO_SAY =
  'There is nothing to speak: the text has no Arabic or Latin letters and no digits';

/** The spec's answer, with the audio still as bytes: it is written out as base64 piece by piece. */
export interface TtsResult {
  audio: Buffer;
  mimeType: string;
  outputFormat: string;
  sampleRate: number;
  voice: string;
  characters: number;
  /** With `returnSpokenText`: the text as the engine read it, lines joined by line breaks. */
  spokenText?: string;
  /** With `timestamps`: when each word (and character) of the input is heard. */
  alignment?: Alignment;
}

/** POST /tts/stream's answer: the format, what was billed, and the audio as it comes. */
export interface TtsAudioStream {
  format: OutputFormat;
  characters: number;
  /**
   * Starts with audio already rendered; the rest follows as the engine speaks. Read it
   * writing each piece before asking for the next: asking for the second settles the charge.
   */
  audio: AsyncIterable<Buffer>;
}

/** A request checked and planned, everything known before any credit is touched. */
interface PlannedRequest {
  lines: DialogueLine[];
  plan: SpeechPlan;
  quality: QualityModel;
  format: OutputFormat;
}

/**
 * POST /tts and /tts/stream: plan the takes, hold their cost, speak, and charge the hold. The
 * hold is given back if the engine fails or the client goes away before audio reached it (the
 * request's lifetime sees to it however the request ends).
 */
@Injectable()
export class TtsService {
  constructor(
    private readonly synthesis: SynthesisService,
    private readonly credit: RequestCredit,
    private readonly library: VoiceLibraryService,
    private readonly dictionaries: PronunciationDictionariesService,
  ) {}

  async speak(
    principal: Principal,
    request: TtsRequestDto,
    requestId: string,
    lifetime: RequestLifetime,
  ): Promise<TtsResult> {
    this.assertTimestampsAvailable(request);
    const planned = await this.planRequest(principal, request);
    const hold = await this.hold(principal, '/tts', requestId, planned.plan, lifetime);
    try {
      const result = await this.render(planned, request, lifetime.signal);
      await hold.settle({ amountMicros: hold.amountMicros, characters: result.characters });
      return result;
    } catch (error) {
      await hold.release();
      throw error;
    }
  }

  /**
   * A job's checks (POST /tts/jobs), in the synchronous endpoint's order and words but
   * with a job's limits; returns the characters it bills. Nothing is held or rendered.
   */
  async checkJob(principal: Principal, request: TtsRequestDto): Promise<number> {
    return (await this.planJob(principal, request)).plan.characters;
  }

  /**
   * A job's speech: planned chunk by chunk as POST /tts plans a request, the takes then
   * rendered in order into one audio. The caller holds and settles the credit.
   */
  async renderJob(
    principal: Principal,
    request: TtsRequestDto,
    signal: AbortSignal,
  ): Promise<TtsResult> {
    return this.render(await this.planJob(principal, request), request, signal);
  }

  private async planJob(principal: Principal, request: TtsRequestDto): Promise<PlannedRequest> {
    this.assertTimestampsAvailable(request);
    const chunks = jobChunks(request);
    if (chunks.length === 1) return this.planRequest(principal, chunks[0]);
    if ((request.timestamps ?? 'none') !== 'none') {
      throw new InvalidInputError('timestamps are available on jobs of up to 5,000 characters');
    }
    const planned: PlannedRequest[] = [];
    for (const chunk of chunks) planned.push(await this.planRequest(principal, chunk));
    return {
      ...planned[0],
      lines: planned.flatMap((p) => p.lines),
      plan: mergePlans(planned.map((p) => p.plan)),
    };
  }

  /** An engine that cannot say where its words fall gets no invented timings. */
  private assertTimestampsAvailable(request: TtsRequestDto): void {
    if ((request.timestamps ?? 'none') !== 'none' && !this.synthesis.timesWords) {
      throw new InvalidInputError(`timestamps are not available with this server's voice engine`);
    }
  }

  private async render(
    { lines, plan, quality, format }: PlannedRequest,
    request: TtsRequestDto,
    signal: AbortSignal,
  ): Promise<TtsResult> {
    const timestamps = request.timestamps ?? 'none';
    const spoken = await this.synthesis.speak(
      plan.takes,
      quality,
      signal,
      format,
      timestamps !== 'none',
    );
    return {
      audio: spoken.audio,
      mimeType: format.mimeType,
      outputFormat: format.id,
      sampleRate: format.sampleRate,
      voice: plan.voices.join(','),
      characters: plan.characters,
      ...(request.returnSpokenText ? { spokenText: plan.spokenText } : {}),
      ...(timestamps !== 'none'
        ? { alignment: alignmentOf(lines, plan, spoken, timestamps, request) }
        : {}),
    };
  }

  /**
   * The same checks and hold as `speak`, then waits for the first encoded audio, so that a
   * failure before any audio is still a JSON error and the hold is given back. The first
   * audio handed to the client settles the charge, kept if the client then goes away (the
   * audio was delivered); an engine failure after it refunds in full (the caller ends the
   * connection without its final chunk).
   */
  async stream(
    principal: Principal,
    request: TtsRequestDto,
    requestId: string,
    lifetime: RequestLifetime,
  ): Promise<TtsAudioStream> {
    if ((request.timestamps ?? 'none') !== 'none') {
      throw new InvalidInputError('timestamps are available on POST /tts only');
    }
    const { plan, quality, format } = await this.planRequest(principal, request);
    if (!canStream(format)) {
      throw new InvalidInputError('WAV cannot be streamed; use a pcm_* format or POST /tts');
    }
    const hold = await this.hold(principal, '/tts/stream', requestId, plan, lifetime);
    const audio = this.synthesis.stream(plan.takes, quality, format, lifetime.signal);
    let first: IteratorResult<Buffer>;
    try {
      first = await audio.next();
      if (first.done) throw new EngineFailedError('The voice engine returned no audio. Retry.');
    } catch (error) {
      await hold.release();
      throw error;
    }
    async function* delivered(opening: Buffer): AsyncGenerator<Buffer> {
      try {
        yield opening;
        // Asked for more, the caller has written the first audio: the charge is earned now,
        // and the database does not stand between the listener and the first byte.
        await hold.settleDelivered({
          amountMicros: hold.amountMicros,
          characters: plan.characters,
        });
        yield* audio;
      } catch (error) {
        if (!(error instanceof RequestAbortedError)) await hold.cancel();
        throw error;
      } finally {
        await audio.return(undefined);
      }
    }
    return { format, characters: plan.characters, audio: delivered(first.value) };
  }

  private hold(
    principal: Principal,
    endpoint: string,
    requestId: string,
    plan: SpeechPlan,
    lifetime: RequestLifetime,
  ): Promise<RequestHold> {
    return this.credit.hold(
      lifetime,
      { accountId: principal.accountId, apiKeyId: principal.apiKeyId, endpoint, requestId },
      costOfCharacters(plan.characters),
    );
  }

  /** The checks every TTS request passes, in the spec's order, and its plan. */
  private async planRequest(principal: Principal, request: TtsRequestDto): Promise<PlannedRequest> {
    const lines = linesOf(request);
    const quality = resolveQuality(request.quality);
    const format = outputFormatOf(request, quality);
    const resolveVoice =
      quality.id === 'clone'
        ? await this.libraryVoices(principal.accountId, request, lines)
        : studioVoiceSpec;
    const plan = planDialogue(lines, {
      dialectId: request.dialectId,
      dialectsApply: quality.id !== 'clone',
      resolveVoice,
      reading: await this.readingOf(principal.accountId, request),
    });
    if (plan.takes.length === 0) throw new InvalidInputError(NOTHING_TO_SAY);
    assertSpeakableLength(plan);
    return { lines, plan, quality, format };
  }

  /** The request's reading controls, with the dictionaries it names loaded in order. */
  private async readingOf(accountId: string, request: TtsRequestDto): Promise<ReadingOptions> {
    const ids = request.pronunciationDictionaryIds ?? [];
    return {
      normalization: request.normalization ?? 'auto',
      diacritize: request.diacritize ?? 'auto',
      traceWords: (request.timestamps ?? 'none') !== 'none',
      pronunciations: ids.length
        ? new PronunciationLexicon(await this.dictionaries.rulesInOrder(accountId, ids))
        : undefined,
    };
  }

  /** With clone, every voiceId named (top level or per line) must be in the caller's library. */
  private async libraryVoices(accountId: string, request: TtsRequestDto, lines: DialogueLine[]) {
    const wanted = request.segments
      ? [...lines.map((l) => l.voiceId), ...(request.voiceId ? [request.voiceId] : [])]
      : [request.voiceId];
    const speakers = await this.library.resolveSpeakers(accountId, wanted);
    return (voiceId: string | null | undefined): VoiceSpec => speakers.get(voiceId!)!;
  }
}

/** `alignment` for the input as sent: a dialogue's entries name their line in `segments`. */
function alignmentOf(
  lines: readonly DialogueLine[],
  plan: SpeechPlan,
  spoken: SpokenAudio,
  timestamps: 'word' | 'character',
  request: TtsRequestDto,
): Alignment {
  return alignInput(
    lines.map((line) => line.text),
    heardSpans(plan.takes, spoken.words ?? []),
    { characters: timestamps === 'character', dialogue: request.segments !== undefined },
  );
}
