import { Injectable } from '@nestjs/common';
import { canStream, type OutputFormat } from '../audio/output-format.js';
import { RequestCredit, type RequestHold } from '../billing/holds/request-credit.js';
import { priceOfCharacters, type Receipt } from '../billing/pricing.js';
import { EngineFailedError, InvalidInputError, RequestAbortedError } from '../common/errors.js';
import type { Principal } from '../common/principal.js';
import type { RequestLifetime } from '../common/request-lifetime.js';
import { VoiceLibraryService } from '../voices/library/voice-library.service.js';
import { studioVoiceSpec } from '../voices/studio-voices.js';
import type { VoiceSpec } from '../voices/voice-spec.js';
import type { TtsRequestDto } from './dto/tts-request.dto.js';
import { planDialogue, type DialogueLine, type SpeechPlan } from './synthesis/dialogue-planner.js';
import { resolveQuality, type QualityModel } from './quality/quality.js';
import { TextReader } from './reading/text-reader.js';
import { assertSpeakableLength } from './synthesis/spoken-length.js';
import { SynthesisService, type SpokenAudio } from './synthesis/synthesis.service.js';
import type { Alignment } from './timing/alignment.js';
import { heardSpans } from './synthesis/heard-spans.js';
import { PronunciationDictionariesService } from '../pronunciation/pronunciation-dictionaries.service.js';
import type { ReadingRequest } from './reading/text-reader-messages.js';
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

/** A POST /tts answer and what the ledger charged for it (the cost headers). */
export interface BilledTts {
  result: TtsResult;
  receipt: Receipt;
}

/** POST /tts/stream's answer: the format, what is billed, and the audio as it comes. */
export interface TtsAudioStream {
  format: OutputFormat;
  /**
   * The charge the stream's settlement takes: its exact hold, known before the first byte,
   * when the headers go out (a stream settles once its audio is done).
   */
  receipt: Receipt;
  /**
   * Starts with audio already rendered; the rest follows as the engine speaks. Read it
   * writing each piece before asking for the next: asking for the second makes the charge
   * owed, and the end of the audio settles it.
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

/** The voice of a realtime connection, checked once before the upgrade (see SentenceSpeaker). */
export interface SentenceVoice {
  voiceId?: string;
  dialectId?: string;
  quality: QualityModel;
  format: OutputFormat;
  resolveVoice: (voiceId: string | null | undefined) => VoiceSpec;
  reading: ReadingRequest;
  /** `timestamps=word`: each sentence is one frame with its words' times. */
  timeWords: boolean;
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
    private readonly reader: TextReader,
  ) {}

  async speak(
    principal: Principal,
    request: TtsRequestDto,
    requestId: string,
    lifetime: RequestLifetime,
  ): Promise<BilledTts> {
    this.assertTimestampsAvailable(request);
    const planned = await this.planRequest(principal, request);
    const hold = await this.hold(principal, '/tts', requestId, planned.plan, lifetime);
    try {
      const result = await this.render(planned, request, lifetime.signal, principal.accountId);
      const receipt = await hold.settle({
        amountMicros: hold.amountMicros,
        characters: result.characters,
      });
      return { result, receipt };
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
    return this.render(
      await this.planJob(principal, request),
      request,
      signal,
      principal.accountId,
    );
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
    owner: string,
  ): Promise<TtsResult> {
    const timestamps = request.timestamps ?? 'none';
    const spoken = await this.synthesis.speak(
      plan.takes,
      quality,
      signal,
      format,
      timestamps !== 'none',
      owner,
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
        ? { alignment: await this.alignmentOf(lines, plan, spoken, timestamps, request, signal) }
        : {}),
    };
  }

  /** `alignment` for the input as sent: a dialogue's entries name their line in `segments`. */
  private alignmentOf(
    lines: readonly DialogueLine[],
    plan: SpeechPlan,
    spoken: SpokenAudio,
    timestamps: 'word' | 'character',
    request: TtsRequestDto,
    signal: AbortSignal,
  ): Promise<Alignment> {
    return this.reader.align(
      lines.map((line) => line.text),
      heardSpans(plan.takes, spoken.words ?? []),
      { characters: timestamps === 'character', dialogue: request.segments !== undefined },
      signal,
    );
  }

  /**
   * The same checks and hold as `speak`, then waits for the first encoded audio, so that a
   * failure before any audio is still a JSON error and the hold is given back. Once the first
   * audio is handed to the client the charge is owed, taken if the client then goes away
   * (the audio was delivered) and settled when the audio ends; an engine failure after it
   * gives the hold back (the caller ends the connection without its final chunk), and so
   * does the sweep when the process dies mid-stream, since nothing was written.
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
    const audio = this.synthesis.stream(
      plan.takes,
      quality,
      format,
      lifetime.signal,
      principal.accountId,
    );
    let first: IteratorResult<Buffer>;
    try {
      first = await audio.next();
      if (first.done) throw new EngineFailedError('The voice engine returned no audio. Retry.');
    } catch (error) {
      await hold.release();
      throw error;
    }
    const settlement = { amountMicros: hold.amountMicros, characters: plan.characters };
    async function* delivered(opening: Buffer): AsyncGenerator<Buffer> {
      try {
        yield opening;
        // Asked for more, the caller has written the first audio: the charge is owed now.
        hold.owe(settlement);
        yield* audio;
        await hold.settle(settlement);
      } catch (error) {
        if (!(error instanceof RequestAbortedError)) await hold.cancel();
        throw error;
      } finally {
        await audio.return(undefined);
      }
    }
    const receipt = { characters: plan.characters, costMicros: hold.amountMicros };
    return { format, receipt, audio: delivered(first.value) };
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
      priceOfCharacters(plan.characters),
    );
  }

  /**
   * The realtime connection's voice and format, refused as POST /tts/stream refuses them
   * (its text arrives later, sentence by sentence: see SentenceSpeaker).
   */
  async sentenceVoice(principal: Principal, request: TtsRequestDto): Promise<SentenceVoice> {
    const timeWords = (request.timestamps ?? 'none') !== 'none';
    if (timeWords && !this.synthesis.timesWords) {
      throw new InvalidInputError(`timestamps are not available with this server's voice engine`);
    }
    const quality = resolveQuality(request.quality);
    const format = outputFormatOf(request, quality);
    if (!canStream(format)) {
      throw new InvalidInputError('WAV cannot be streamed; use a pcm_* format or POST /tts');
    }
    const lines = [{ text: '', voiceId: request.voiceId }];
    return {
      voiceId: request.voiceId,
      dialectId: request.dialectId,
      quality,
      format,
      resolveVoice: await this.voiceResolver(principal, request, lines, quality),
      reading: await this.readingOf(principal.accountId, request),
      timeWords,
    };
  }

  /** The checks every TTS request passes, in the spec's order, and its plan. */
  private async planRequest(principal: Principal, request: TtsRequestDto): Promise<PlannedRequest> {
    const lines = linesOf(request);
    const quality = resolveQuality(request.quality);
    const format = outputFormatOf(request, quality);
    const resolveVoice = await this.voiceResolver(principal, request, lines, quality);
    const reading = await this.readingOf(principal.accountId, request);
    const plan = planDialogue(lines, {
      dialectId: request.dialectId,
      dialectsApply: quality.id !== 'clone',
      resolveVoice,
      read: await this.reader.readLines(
        lines.map((line) => line.text),
        reading,
      ),
    });
    if (plan.takes.length === 0) throw new InvalidInputError(NOTHING_TO_SAY);
    assertSpeakableLength(plan);
    return { lines, plan, quality, format };
  }

  /** The request's reading controls, with the dictionaries it names loaded in order. */
  private async readingOf(accountId: string, request: TtsRequestDto): Promise<ReadingRequest> {
    const ids = request.pronunciationDictionaryIds ?? [];
    return {
      normalization: request.normalization ?? 'auto',
      diacritize: request.diacritize ?? 'auto',
      traceWords: (request.timestamps ?? 'none') !== 'none',
      dictionaries: ids.length ? await this.dictionaries.rulesInOrder(accountId, ids) : undefined,
    };
  }

  private async voiceResolver(
    principal: Principal,
    request: TtsRequestDto,
    lines: DialogueLine[],
    quality: QualityModel,
  ): Promise<(voiceId: string | null | undefined) => VoiceSpec> {
    if (quality.id !== 'clone') return studioVoiceSpec;
    return this.libraryVoices(principal.accountId, request, lines);
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
