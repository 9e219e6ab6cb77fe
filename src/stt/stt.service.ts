import { Injectable } from '@nestjs/common';
import { CreditLedger } from '../billing/credit-ledger.service.js';
import { costOfCharacters } from '../common/money.js';
import type { Principal } from '../common/principal.js';
import { decodeBase64Audio } from './base64-audio.js';
import { TranscriptionService } from './transcription.service.js';

export interface SttInput {
  /** The multipart upload, when the request was multipart. */
  file?: Buffer;
  /** The JSON form's base64 recording. */
  base64?: string;
  language?: string;
}

/**
 * POST /stt/transcribe: check the audio and the language, require a positive balance,
 * transcribe, then debit the transcript's characters. Nothing is charged when any step
 * fails or the client goes away.
 */
@Injectable()
export class SttService {
  constructor(
    private readonly transcription: TranscriptionService,
    private readonly ledger: CreditLedger,
  ) {}

  async transcribe(principal: Principal, input: SttInput, requestId: string, signal: AbortSignal) {
    const audio =
      input.file ?? (input.base64 !== undefined ? decodeBase64Audio(input.base64) : undefined);
    const accepted = await this.transcription.accept(audio, { language: input.language });
    await this.ledger.assertPositiveBalance(principal.accountId);

    const result = await this.transcription.run(accepted, signal);
    await this.ledger.charge(
      {
        accountId: principal.accountId,
        apiKeyId: principal.apiKeyId,
        endpoint: '/stt/transcribe',
        requestId,
        characters: result.text.length,
      },
      costOfCharacters(result.text.length),
    );
    return result;
  }
}
