import { Injectable } from '@nestjs/common';
import type { Settlement } from '../billing/holds/credit-holds.js';
import { RequestCredit, type RequestHold } from '../billing/holds/request-credit.js';
import { priceOfCharacters, type Receipt } from '../billing/pricing.js';
import type { Principal } from '../common/principal.js';
import type { RequestLifetime } from '../common/request-lifetime.js';
import { decodeBase64Audio } from './base64-audio.js';
import { TranscriptionService, type Transcription } from './transcription.service.js';

/**
 * Transcript characters a second of audio is held for: fast speech is about 15
 * characters a second (spaces included), so 20 covers nearly any recording.
 */
const HELD_CHARACTERS_PER_SECOND = 20;

/** The most a transcript of audio this long may cost: what is held for it. */
export function heldMicrosForAudio(durationSeconds: number): number {
  return priceOfCharacters(Math.max(1, Math.ceil(durationSeconds * HELD_CHARACTERS_PER_SECOND)));
}

/** What a transcript costs: its characters (capped at the hold by the ledger). */
export function transcriptSettlement(result: Transcription): Settlement {
  return { amountMicros: priceOfCharacters(result.text.length), characters: result.text.length };
}

export interface SttInput {
  /** The multipart upload, when the request was multipart. */
  file?: Buffer;
  /** The JSON form's base64 recording. */
  base64?: string;
  language?: string;
}

/**
 * POST /stt/transcribe: check the audio and the language, require a positive balance,
 * decode, hold the most the transcript may cost (20 characters a second of audio, or
 * what the account can spend if less), recognise, then charge the transcript's
 * characters capped at the hold. The balance can never go below zero; a transcript
 * longer than its hold costs only the hold. Nothing is charged when any step fails or
 * the client goes away.
 */
@Injectable()
export class SttService {
  constructor(
    private readonly transcription: TranscriptionService,
    private readonly credit: RequestCredit,
  ) {}

  /** Audio bytes in memory: an upload or the JSON form's base64; undefined when neither. */
  static audioOf(input: Pick<SttInput, 'file' | 'base64'>): Buffer | undefined {
    return input.file ?? (input.base64 !== undefined ? decodeBase64Audio(input.base64) : undefined);
  }

  async transcribe(
    principal: Principal,
    input: SttInput,
    requestId: string,
    lifetime: RequestLifetime,
  ): Promise<{ result: Transcription; receipt: Receipt }> {
    const accepted = await this.transcription.accept(SttService.audioOf(input), {
      language: input.language,
    });
    await this.credit.assertPositiveBalance(principal.accountId);

    let hold: RequestHold | undefined;
    const holdFor = async (durationSeconds: number) => {
      hold = await this.credit.holdUpTo(
        lifetime,
        {
          accountId: principal.accountId,
          apiKeyId: principal.apiKeyId,
          endpoint: '/stt/transcribe',
          requestId,
        },
        heldMicrosForAudio(durationSeconds),
      );
    };
    try {
      const result = await this.transcription.run(accepted, lifetime.signal, holdFor);
      const receipt = await hold!.settle(transcriptSettlement(result));
      return { result, receipt };
    } catch (error) {
      await hold?.release();
      throw error;
    }
  }
}
