import { Body, Controller, HttpCode, Post, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AudioUpload } from '../audio/audio-upload.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { ClientAbortSignal } from '../common/request-abort.js';
import { RequestId } from '../common/request-id.middleware.js';
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
    @RequestId() requestId: string,
    @ClientAbortSignal() signal: AbortSignal,
  ) {
    return this.stt.transcribe(
      principal,
      { file: file?.buffer, base64: body.audio, language: body.language },
      requestId,
      signal,
    );
  }
}
