import { Body, Controller, HttpCode, Post, Req, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AudioUpload } from '../audio/audio-upload.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { ClientAbortSignal } from '../common/request-abort.js';
import { KeyProtected } from '../limits/key-protected.decorator.js';
import { TranscribeDto } from './dto/transcribe.dto.js';
import { SttService } from './stt.service.js';

@ApiTags('speech to text')
@Controller('stt')
export class SttController {
  constructor(private readonly stt: SttService) {}

  @Post('transcribe')
  @HttpCode(200)
  @KeyProtected()
  @AudioUpload()
  transcribe(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TranscribeDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
    @ClientAbortSignal() signal: AbortSignal,
  ) {
    return this.stt.transcribe(principal, { file: file?.buffer, base64: body.audio, language: body.language }, String(req.id), signal);
  }
}
