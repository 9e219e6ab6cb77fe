import { Body, Controller, Get, Header, HttpCode, Post, Res, UploadedFile } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { AudioUpload } from '../audio/audio-upload.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { RequestId } from '../common/request-id.middleware.js';
import { CurrentLifetime, type RequestLifetime } from '../common/request-lifetime.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { KeyProtected } from '../limits/key-protected.decorator.js';
import { TranscribeDto } from './dto/transcribe.dto.js';
import { TranscriptionResponse } from './dto/transcription-response.dto.js';
import { sttAnswer } from './stt-response.js';
import { SttLanguagesResponse } from './dto/stt-languages-response.dto.js';
import { RecognizerRegistry } from './recognizer-registry.js';
import { SttService } from './stt.service.js';

@ApiTags('speech to text')
@Controller('stt')
export class SttController {
  constructor(
    private readonly stt: SttService,
    private readonly recognizers: RecognizerRegistry,
  ) {}

  /** Public: the languages this server recognizes, so a client can say so before an upload. */
  @Get('languages')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ type: SttLanguagesResponse })
  languages(): SttLanguagesResponse {
    return this.recognizers.offered();
  }

  @Post('transcribe')
  @HttpCode(200)
  @KeyProtected()
  @Idempotent()
  @AudioUpload()
  @ApiExtraModels(TranscriptionResponse)
  @ApiOkResponse({
    description: 'The transcript, in the responseFormat asked for',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(TranscriptionResponse) } },
      'text/plain': { schema: { type: 'string' } },
      'application/x-subrip': { schema: { type: 'string' } },
      'text/vtt': { schema: { type: 'string' } },
    },
  })
  async transcribe(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TranscribeDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @RequestId() requestId: string,
    @CurrentLifetime() lifetime: RequestLifetime,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TranscriptionResponse | string> {
    const billed = await this.stt.transcribe(
      principal,
      { file: file?.buffer, base64: body.audio, language: body.language },
      requestId,
      lifetime,
    );
    return sttAnswer(billed, body, res);
  }
}
