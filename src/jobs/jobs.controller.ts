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
import { ApiBearerAuth, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { KeyOrTokenGuard } from '../api-keys/key-or-token.guard.js';
import { setCostHeaders } from '../common/cost-headers.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { streamedJson } from '../common/streamed-json.js';
import { ListJobsDto, ResultQueryDto } from './dto/list-jobs.dto.js';
import type { JobView } from './job.js';
import { JobsService } from './jobs.service.js';
import { TTS_AUDIO_FILE } from './tts/tts-jobs.js';

@ApiTags('jobs')
@ApiSecurity('api-key')
@ApiBearerAuth()
@UseGuards(KeyOrTokenGuard)
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: ListJobsDto,
  ): Promise<{ data: JobView[]; hasMore: boolean }> {
    return this.jobs.list(principal.accountId, { ...query, limit: query.limit ?? 20 });
  }

  @Get(':id')
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<JobView> {
    return this.jobs.get(principal.accountId, id);
  }

  @Delete(':id')
  cancel(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<JobView> {
    return this.jobs.cancel(principal.accountId, id);
  }

  /** tts: the audio (or `?format=json`, POST /tts's JSON); stt: the transcript as asked. */
  @Get(':id/result')
  async result(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query() query: ResultQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { job, stream, length } = await this.jobs.result(principal.accountId, id, TTS_AUDIO_FILE);
    setCostHeaders(res, job.characters);
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
