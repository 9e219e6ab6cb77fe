import {
  Controller,
  Delete,
  Get,
  Param,
  Query,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { KeyOrTokenGuard } from '../api-keys/key-or-token.guard.js';
import { costHeaders } from '../billing/pricing.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { streamedJson } from '../common/streamed-json.js';
import { JobListResponse, JobResponse } from './dto/job-responses.dto.js';
import { ListJobsDto, ResultQueryDto } from './dto/list-jobs.dto.js';
import { JobsService } from './jobs.service.js';
import { TTS_AUDIO_FILE } from './tts/tts-jobs.js';
import { STT_TRANSCRIPT_FILE, SttJobs } from './stt/stt-jobs.js';
import type { TranscriptionResponse } from '../stt/dto/transcription-response.dto.js';

/** The file each type of job keeps its result in. */
const RESULT_FILES = { tts: TTS_AUDIO_FILE, stt: STT_TRANSCRIPT_FILE } as const;

@ApiTags('jobs')
@ApiSecurity('api-key')
@ApiBearerAuth()
@UseGuards(KeyOrTokenGuard)
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly sttJobs: SttJobs,
  ) {}

  @Get()
  @ApiOkResponse({ type: JobListResponse })
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: ListJobsDto,
  ): Promise<JobListResponse> {
    return this.jobs.list(principal.accountId, { ...query, limit: query.limit ?? 20 });
  }

  @Get(':id')
  @ApiOkResponse({ type: JobResponse })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<JobResponse> {
    return this.jobs.get(principal.accountId, id);
  }

  @Delete(':id')
  @ApiOkResponse({ type: JobResponse })
  cancel(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<JobResponse> {
    return this.jobs.cancel(principal.accountId, id);
  }

  /** tts: the audio (or `?format=json`, POST /tts's JSON); stt: the transcript as asked. */
  @Get(':id/result')
  @ApiProduces(
    'audio/mpeg',
    'audio/wav',
    'audio/pcm',
    'audio/ogg',
    'application/json',
    'text/plain',
    'application/x-subrip',
    'text/vtt',
  )
  @ApiOkResponse({
    description:
      "tts: the audio in the job's outputFormat, with x-character-count and x-cost-micros; ?format=json: POST /tts's JSON. stt: the JSON /stt/transcribe answers; ?format=text, srt or vtt as its responseFormat",
  })
  async result(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: ResultQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | TranscriptionResponse | string> {
    const { job, stream, length } = await this.jobs.result(principal.accountId, id, RESULT_FILES);
    if (job.type === 'stt')
      return this.sttJobs.answer(job, await buffered(stream), query.format, res);
    // What the job was charged, as the ledger took it.
    res.set(costHeaders({ characters: job.characters, costMicros: job.costMicros }));
    if (query.format === 'json') {
      const audio = await buffered(stream);
      return streamedJson({ audio, ...job.result!.answer });
    }
    return new StreamableFile(stream, { type: job.result!.mimeType, length });
  }
}

async function buffered(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
