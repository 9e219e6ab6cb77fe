import { Injectable } from '@nestjs/common';
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

  async transcribe(
    principal: Principal,
    input: SttInput,
    requestId: string,
    lifetime: RequestLifetime,
  ): Promise<{ result: Transcription; receipt: Receipt }> {
    const audio =
      input.file ?? (input.base64 !== undefined ? decodeBase64Audio(input.base64) : undefined);
    const accepted = await this.transcription.accept(audio, { language: input.language });
    await this.credit.assertPositiveBalance(principal.accountId);

    let hold: RequestHold | undefined;
    const holdFor = async (durationSeconds: number) => {
      const characters = Math.max(1, Math.ceil(durationSeconds * HELD_CHARACTERS_PER_SECOND));
      hold = await this.credit.holdUpTo(
        lifetime,
        {
          accountId: principal.accountId,
          apiKeyId: principal.apiKeyId,
          endpoint: '/stt/transcribe',
          requestId,
        },
        priceOfCharacters(characters),
      );
    };
    try {
      const result = await this.transcription.run(accepted, lifetime.signal, holdFor);
      const receipt = await hold!.settle({
        amountMicros: priceOfCharacters(result.text.length),
        characters: result.text.length,
      });
      return { result, receipt };
    } catch (error) {
      await hold?.release();
      throw error;
    }
  }
}
