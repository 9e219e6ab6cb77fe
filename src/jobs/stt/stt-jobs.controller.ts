import { Body, Controller, HttpCode, Post, Res, UploadedFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AudioUpload } from '../../audio/audio-upload.js';
import { CurrentPrincipal, type Principal } from '../../common/principal.js';
import { RequestId } from '../../common/request-id.middleware.js';
import { Idempotent } from '../../idempotency/idempotent.decorator.js';
import { KeyProtected } from '../../limits/key-protected.decorator.js';
import { SttJobRequestDto } from '../dto/stt-job-request.dto.js';
import { JobResponse } from '../dto/job-responses.dto.js';
import { SttJobs } from './stt-jobs.js';

/** 500 MB per uploaded recording, written to disk as it arrives. */
export const STT_JOB_UPLOAD_LIMIT_BYTES = 500 * 1024 * 1024;

@ApiTags('jobs')
@Controller('stt')
export class SttJobsController {
  constructor(private readonly sttJobs: SttJobs) {}

  @Post('jobs')
  @HttpCode(202)
  @KeyProtected()
  @Idempotent()
  @AudioUpload({ limitBytes: STT_JOB_UPLOAD_LIMIT_BYTES, onDisk: true })
  @ApiAcceptedResponse({ type: JobResponse, description: 'The job, queued; Location: /jobs/<id>' })
  async submit(
    @CurrentPrincipal() principal: Principal,
    @Body() body: SttJobRequestDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @RequestId() requestId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<JobResponse> {
    const job = await this.sttJobs.submit(principal, body, file, requestId);
    res.setHeader('Location', `/jobs/${job.id}`);
    return job;
  }
}
