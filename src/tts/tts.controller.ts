import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { RequestId } from '../common/request-id.middleware.js';
import { CurrentLifetime, type RequestLifetime } from '../common/request-lifetime.js';
import { streamedJson } from '../common/streamed-json.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { KeyProtected } from '../limits/key-protected.decorator.js';
import { STUDIO_VOICES } from '../voices/studio-voices.js';
import { TtsRequestDto } from './dto/tts-request.dto.js';
import { VoiceListResponse } from './dto/voice-list-response.dto.js';
import { TtsService } from './tts.service.js';

@ApiTags('text to speech')
@Controller('tts')
export class TtsController {
  constructor(private readonly tts: TtsService) {}

  @Post()
  @HttpCode(200)
  @KeyProtected()
  @Idempotent()
  async speak(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TtsRequestDto,
    @RequestId() requestId: string,
    @CurrentLifetime() lifetime: RequestLifetime,
  ) {
    // The JSON is streamed: the MP3's base64 is megabytes (see streamedJson).
    return streamedJson({ ...(await this.tts.speak(principal, body, requestId, lifetime)) });
  }

  /** Public and unbilled; Express answers a matching If-None-Match with 304. */
  @Get('voices')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ type: VoiceListResponse })
  voices(): VoiceListResponse {
    return { voices: STUDIO_VOICES };
  }
}
