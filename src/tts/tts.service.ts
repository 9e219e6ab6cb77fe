import { Injectable } from '@nestjs/common';
import { RequestCredit } from '../billing/holds/request-credit.js';
import { InvalidInputError } from '../common/errors.js';
import { costOfCharacters } from '../common/money.js';
import type { Principal } from '../common/principal.js';
import type { RequestLifetime } from '../common/request-lifetime.js';
import { PronunciationDictionariesService } from '../pronunciation/pronunciation-dictionaries.service.js';
import { VoiceLibraryService } from '../voices/library/voice-library.service.js';
import { studioVoiceSpec } from '../voices/studio-voices.js';
import type { VoiceSpec } from '../voices/voice-spec.js';
import type { TtsRequestDto } from './dto/tts-request.dto.js';
import { planDialogue, type DialogueLine } from './synthesis/dialogue-planner.js';
import { resolveQuality } from './synthesis/quality.js';
import { assertSpeakableLength } from './synthesis/spoken-length.js';
import { SynthesisService } from './synthesis/synthesis.service.js';
import { PronunciationLexicon } from './text/pronunciation-lexicon.js';
import type { ReadingOptions } from './text/reading-options.js';
import { linesOf } from './tts-request.js';

const NOTHING_TO_SAY =
  'There is nothing to speak: the text has no Arabic or Latin letters and no digits';

/** The spec's answer, with the MP3 still as bytes: it is written out as base64 piece by piece. */
export interface TtsResult {
  audio: Buffer;
  mimeType: 'audio/mpeg';
  voice: string;
  characters: number;
  /** With `returnSpokenText`: the text as the engine read it, lines joined by line breaks. */
  spokenText?: string;
}

/**
 * POST /tts: plan the takes, hold their cost, speak, and charge the hold; it is given
 * back if the engine fails or the client goes away, and a charge whose answer never
 * reached the client is refunded (the request's lifetime sees to both).
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
    const lines = linesOf(request);
    const quality = resolveQuality(request.quality);
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

    const cost = costOfCharacters(plan.characters);
    const hold = await this.credit.hold(
      lifetime,
      { accountId: principal.accountId, apiKeyId: principal.apiKeyId, endpoint: '/tts', requestId },
      cost,
    );
    try {
      const spoken = await this.synthesis.speak(plan.takes, quality, lifetime.signal);
      await hold.settle({ amountMicros: cost, characters: plan.characters });
      return {
        audio: spoken.mp3,
        mimeType: 'audio/mpeg',
        voice: plan.voices.join(','),
        characters: plan.characters,
        ...(request.returnSpokenText ? { spokenText: plan.spokenText } : {}),
      };
    } catch (error) {
      await hold.release();
      throw error;
    }
  }

  /** The request's reading controls, with the dictionaries it names loaded in order. */
  private async readingOf(accountId: string, request: TtsRequestDto): Promise<ReadingOptions> {
    const ids = request.pronunciationDictionaryIds ?? [];
    return {
      normalization: request.normalization ?? 'auto',
      diacritize: request.diacritize ?? 'auto',
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
