import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../common/principal.js';
import { RequestId } from '../../common/request-id.middleware.js';
import { Idempotent } from '../../idempotency/idempotent.decorator.js';
import { KeyProtected } from '../../limits/key-protected.decorator.js';
import { TtsJobRequestDto } from '../dto/tts-job-request.dto.js';
import { JobResponse } from '../dto/job-responses.dto.js';
import { TtsJobs } from './tts-jobs.js';

@ApiTags('jobs')
@Controller('tts')
export class TtsJobsController {
  constructor(private readonly ttsJobs: TtsJobs) {}

  @Post('jobs')
  @HttpCode(202)
  @KeyProtected()
  @Idempotent()
  @ApiAcceptedResponse({ type: JobResponse, description: 'The job, queued; Location: /jobs/<id>' })
  async submit(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TtsJobRequestDto,
    @RequestId() requestId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<JobResponse> {
    const job = await this.ttsJobs.submit(principal, body, requestId);
    res.setHeader('Location', `/jobs/${job.id}`);
    return job;
  }
}
