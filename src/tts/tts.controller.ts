import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  type StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { costHeaders } from '../billing/pricing.js';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { RequestId } from '../common/request-id.middleware.js';
import { CurrentLifetime, type RequestLifetime } from '../common/request-lifetime.js';
import { streamedJson } from '../common/streamed-json.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { KeyProtected } from '../limits/key-protected.decorator.js';
import { STUDIO_VOICES } from '../voices/studio-voices.js';
import { TtsRequestDto } from './dto/tts-request.dto.js';
import { TtsResponse } from './dto/tts-response.dto.js';
import { sendAudioStream } from './audio-stream-response.js';
import { VoiceListResponse } from './dto/voice-list-response.dto.js';
import { TtsService } from './tts.service.js';
import { VoicePreviews } from './voice-previews.js';

@ApiTags('text to speech')
@Controller('tts')
export class TtsController {
  constructor(
    private readonly tts: TtsService,
    private readonly previews: VoicePreviews,
  ) {}

  @Post()
  @HttpCode(200)
  @KeyProtected()
  @Idempotent()
  @ApiOkResponse({ type: TtsResponse })
  async speak(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TtsRequestDto,
    @RequestId() requestId: string,
    @CurrentLifetime() lifetime: RequestLifetime,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const { result, receipt } = await this.tts.speak(principal, body, requestId, lifetime);
    res.set(costHeaders(receipt));
    // The JSON is streamed: the audio's base64 is megabytes (see streamedJson).
    return streamedJson({ ...result });
  }

  @Post('stream')
  @KeyProtected()
  @Idempotent({ writesResponse: true })
  @ApiOperation({
    summary: 'The audio itself, chunked, from the first rendered sentence',
    description:
      'Same body, checks and errors as POST /tts (JSON, before any audio). 200: the bytes of outputFormat (not wav_*), with x-character-count, x-cost-micros and x-output-format. An engine failure after audio started ends the connection without its final chunk and is refunded.',
  })
  @ApiProduces('audio/mpeg', 'audio/pcm', 'audio/basic', 'audio/x-alaw-basic', 'audio/ogg')
  @ApiOkResponse({ description: 'Audio bytes', schema: { type: 'string', format: 'binary' } })
  async stream(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TtsRequestDto,
    @RequestId() requestId: string,
    @CurrentLifetime() lifetime: RequestLifetime,
    @Res() res: Response,
  ): Promise<void> {
    await sendAudioStream(res, await this.tts.stream(principal, body, requestId, lifetime));
  }

  /** Public and unbilled; Express answers a matching If-None-Match with 304. */
  @Get('voices')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ type: VoiceListResponse })
  voices(): VoiceListResponse {
    return { voices: STUDIO_VOICES };
  }

  /** Public and unbilled; the same bytes until the server changes, so cached by ETag. */
  @Get('voices/:voiceId/preview')
  @ApiProduces('audio/mpeg')
  @ApiOkResponse({ description: 'MP3 of the voice reading a fixed Arabic sentence' })
  async preview(
    @Param('voiceId') voiceId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { audio, etag } = await this.previews.preview(voiceId);
    res.set({ ETag: etag, 'Cache-Control': 'public, max-age=86400' });
    if (req.fresh) res.status(304).end();
    else res.type('audio/mpeg').send(audio);
  }
}
