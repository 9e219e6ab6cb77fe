import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { InvalidInputError } from '../../common/errors.js';
import type { Principal } from '../../common/principal.js';
import { RequestCredit } from '../../billing/holds/request-credit.js';
import type { SttResponseFormat } from '../../stt/dto/transcribe.dto.js';
import type { TranscriptionResponse } from '../../stt/dto/transcription-response.dto.js';
import { sttAnswer } from '../../stt/stt-response.js';
import { heldMicrosForAudio, SttService, transcriptSettlement } from '../../stt/stt.service.js';
import { TranscriptionService, type Transcription } from '../../stt/transcription.service.js';
import type { JobRecord, JobView } from '../job.js';
import type { JobOutcome, JobWork } from '../job-processor.js';
import { JobsService } from '../jobs.service.js';
import { metadataOf } from '../metadata.js';
import { ResultStore } from '../results/result-store.js';
import type { SttJobRequestDto } from '../dto/stt-job-request.dto.js';

/** The longest recording a job transcribes. */
export const STT_JOB_MAX_SECONDS = 4 * 60 * 60;
/** The uploaded audio, kept until the job ends. */
const INPUT_FILE = 'input';
/** The transcript, as the worker made it. */
export const STT_TRANSCRIPT_FILE = 'transcript.json';

/**
 * POST /stt/jobs: the checks of /stt/transcribe with a job's limits. The recording's
 * length is read from its packets at submit and 20 characters a second of it are held
 * (up to the balance); the worker transcribes it as /stt/transcribe would and charges
 * the transcript's characters, capped at the hold.
 */
@Injectable()
export class SttJobs {
  constructor(
    private readonly jobs: JobsService,
    private readonly transcription: TranscriptionService,
    private readonly credit: RequestCredit,
    private readonly results: ResultStore,
  ) {}

  async submit(
    principal: Principal,
    body: SttJobRequestDto,
    file: Express.Multer.File | undefined,
    requestId: string,
  ): Promise<JobView> {
    await this.jobs.assertUnderCap(principal.accountId);
    const { metadata, audio: base64, language, timestamps, responseFormat } = body;
    const checkedMetadata = metadataOf(metadata);
    const bytes = file?.path ? undefined : SttService.audioOf({ base64 });
    const accepted = file?.path
      ? await this.transcription.acceptFile(file.path, { language })
      : await this.transcription.accept(bytes, { language });
    const durationSeconds = await this.transcription.measure(accepted);
    if (durationSeconds > STT_JOB_MAX_SECONDS) {
      throw new InvalidInputError('Audio is longer than 4 hours');
    }
    await this.credit.assertPositiveBalance(principal.accountId);
    return this.jobs.submit(principal, requestId, {
      type: 'stt',
      request: { language, timestamps, responseFormat },
      metadata: checkedMetadata,
      characters: 0,
      durationSeconds,
      hold: { micros: heldMicrosForAudio(durationSeconds), upTo: true },
      store: async (id) => {
        const key = `${id}/${INPUT_FILE}`;
        await (file?.path ? this.results.adopt(key, file.path) : this.results.write(key, bytes!));
      },
    });
  }

  readonly work: JobWork = async (job, signal): Promise<JobOutcome> => {
    const input = await this.results.localPath(`${job.id}/${INPUT_FILE}`);
    const accepted = await this.transcription.acceptFile(input, {
      language: job.request.language as string | undefined,
    });
    const result = await this.transcription.run(accepted, signal, undefined, STT_JOB_MAX_SECONDS);
    await this.results.write(
      `${job.id}/${STT_TRANSCRIPT_FILE}`,
      Buffer.from(JSON.stringify(result)),
    );
    return {
      settlement: transcriptSettlement(result),
      result: { answer: { language: result.language, minutes: result.minutes } },
      durationSeconds: result.durationSeconds,
      scratchFiles: [INPUT_FILE],
    };
  };

  /** A succeeded job's transcript as /stt/transcribe answers it, in `format` (JSON by default). */
  answer(
    job: JobRecord,
    transcript: Buffer,
    format: SttResponseFormat | undefined,
    res: Response,
  ): string | TranscriptionResponse {
    const result = JSON.parse(transcript.toString('utf8')) as Transcription;
    return sttAnswer(
      { result, receipt: { characters: job.characters, costMicros: job.costMicros } },
      {
        timestamps: job.request.timestamps as 'none' | 'word' | undefined,
        responseFormat: format ?? 'json',
      },
      res,
    );
  }
}
