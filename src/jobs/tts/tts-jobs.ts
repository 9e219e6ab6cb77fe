import { Injectable } from '@nestjs/common';
import { priceOfCharacters } from '../../billing/pricing.js';
import type { Principal } from '../../common/principal.js';
import { TtsService } from '../../tts/tts.service.js';
import type { JobView } from '../job.js';
import type { JobOutcome, JobWork } from '../job-processor.js';
import { JobsService } from '../jobs.service.js';
import { metadataOf } from '../metadata.js';
import { ResultStore } from '../results/result-store.js';
import type { TtsJobRequestDto } from '../dto/tts-job-request.dto.js';

/** The file a TTS job's audio is kept in. */
export const TTS_AUDIO_FILE = 'audio';

/**
 * POST /tts/jobs: the checks of POST /tts with a job's limits, the whole text held at
 * submit; the worker speaks it as POST /tts would and keeps the audio for GET result.
 */
@Injectable()
export class TtsJobs {
  constructor(
    private readonly jobs: JobsService,
    private readonly tts: TtsService,
    private readonly results: ResultStore,
  ) {}

  async submit(principal: Principal, body: TtsJobRequestDto, requestId: string): Promise<JobView> {
    await this.jobs.assertUnderCap(principal.accountId);
    const { metadata, ...request } = body;
    const checkedMetadata = metadataOf(metadata);
    const characters = await this.tts.checkJob(principal, request);
    return this.jobs.submit(principal, requestId, {
      type: 'tts',
      request: { ...request },
      metadata: checkedMetadata,
      characters,
      hold: { micros: priceOfCharacters(characters), upTo: false },
    });
  }

  readonly work: JobWork = async (job, signal): Promise<JobOutcome> => {
    const { audio, ...answer } = await this.tts.renderJob(
      { accountId: job.accountId, apiKeyId: job.apiKeyId ?? undefined },
      job.request,
      signal,
    );
    await this.results.write(`${job.id}/${TTS_AUDIO_FILE}`, audio);
    return {
      settlement: {
        amountMicros: priceOfCharacters(answer.characters),
        characters: answer.characters,
      },
      result: { answer: { ...answer }, mimeType: answer.mimeType },
    };
  };
}
