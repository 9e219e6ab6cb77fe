import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/postgres-errors.js';
import { AudioCodec } from '../../audio/audio-codec.js';
import { InvalidInputError } from '../../common/errors.js';
import { libraryVoiceSpec, type VoiceSpec } from '../voice-spec.js';
import type {
  DeletedLibraryVoiceResponse,
  LibraryVoiceResponse,
} from './dto/library-voice-responses.dto.js';
import { LibraryVoiceEntity } from './library-voice.entity.js';
import { analyseVoice } from './voice-analysis.js';
import {
  CloneVoiceRequiredError,
  LibraryVoiceNameTakenError,
  LibraryVoiceNotFoundError,
} from './voice-library.errors.js';

export const SAMPLE_MIN_SECONDS = 3;
export const SAMPLE_MAX_SECONDS = 60;
const DECODE_TIMEOUT_MS = 30_000;

/** Said wherever a library voice is shown, so nobody mistakes it for a neural clone. */
export const LIBRARY_VOICE_DESCRIPTION =
  'Parametric match of your sample (pitch, pitch range, pace, brightness) spoken by the rule-based engine; not a neural voice clone.';

@Injectable()
export class VoiceLibraryService {
  constructor(
    @InjectRepository(LibraryVoiceEntity) private readonly voices: Repository<LibraryVoiceEntity>,
    private readonly codec: AudioCodec,
  ) {}

  /** Measures the sample and stores the voice profile; the audio itself is not kept. */
  async create(
    accountId: string,
    name: string,
    sample: Buffer | undefined,
    signal?: AbortSignal,
  ): Promise<LibraryVoiceResponse> {
    const upload = await this.codec.accept(sample);
    const decoded = await this.codec.decode(upload, {
      maxSeconds: SAMPLE_MAX_SECONDS + 1,
      timeoutMs: DECODE_TIMEOUT_MS,
      signal,
    });
    if (
      decoded.durationSeconds < SAMPLE_MIN_SECONDS ||
      decoded.durationSeconds > SAMPLE_MAX_SECONDS
    ) {
      throw new InvalidInputError(
        `The voice sample must be ${SAMPLE_MIN_SECONDS} to ${SAMPLE_MAX_SECONDS} seconds long`,
      );
    }
    const { profile } = await analyseVoice(decoded.samples, decoded.sampleRate);
    try {
      const saved = await this.voices.save(
        this.voices.create({
          accountId,
          name,
          gender: profile.gender,
          profile,
          sampleSeconds: decoded.durationSeconds,
        }),
      );
      return toView(saved);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new LibraryVoiceNameTakenError();
      }
      throw error;
    }
  }

  async list(accountId: string): Promise<LibraryVoiceResponse[]> {
    const rows = await this.voices.find({ where: { accountId }, order: { createdAt: 'ASC' } });
    return rows.map(toView);
  }

  async delete(accountId: string, id: string): Promise<DeletedLibraryVoiceResponse> {
    const result = await this.voices.delete({ id, accountId });
    if (!result.affected) throw new LibraryVoiceNotFoundError();
    return { id, deleted: true };
  }

  /**
   * The engine voice for each requested id or exact name in the caller's library, or the
   * spec's 400 when any speaker is missing or not theirs.
   */
  async resolveSpeakers(
    accountId: string,
    voiceIds: ReadonlyArray<string | null | undefined>,
  ): Promise<Map<string, VoiceSpec>> {
    if (voiceIds.some((id) => !id)) throw new CloneVoiceRequiredError();
    const rows = await this.voices.find({ where: { accountId } });
    const speakers = new Map<string, VoiceSpec>();
    for (const wanted of voiceIds as string[]) {
      const row = rows.find((r) => r.id === wanted) ?? rows.find((r) => r.name === wanted);
      if (!row) throw new CloneVoiceRequiredError();
      speakers.set(wanted, libraryVoiceSpec(row));
    }
    return speakers;
  }
}

function toView(voice: LibraryVoiceEntity): LibraryVoiceResponse {
  return {
    id: voice.id,
    name: voice.name,
    gender: voice.gender,
    descEn: LIBRARY_VOICE_DESCRIPTION,
    profile: voice.profile,
    sampleSeconds: Math.round(voice.sampleSeconds * 10) / 10,
    createdAt: voice.createdAt,
  };
}
