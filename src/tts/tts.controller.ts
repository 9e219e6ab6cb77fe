import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { ClientAbortSignal } from '../common/request-abort.js';
import { KeyProtected } from '../limits/key-protected.decorator.js';
import { STUDIO_VOICES } from '../voices/studio-voices.js';
import { TtsRequestDto } from './dto/tts-request.dto.js';
import { TtsService } from './tts.service.js';

@ApiTags('text to speech')
@Controller('tts')
export class TtsController {
  constructor(private readonly tts: TtsService) {}

  @Post()
  @HttpCode(200)
  @KeyProtected()
  speak(
    @CurrentPrincipal() principal: Principal,
    @Body() body: TtsRequestDto,
    @Req() req: Request,
    @ClientAbortSignal() signal: AbortSignal,
  ) {
    return this.tts.speak(principal, body, String(req.id), signal);
  }

  /** Public and unbilled; Express answers a matching If-None-Match with 304. */
  @Get('voices')
  @Header('Cache-Control', 'public, max-age=3600')
  voices() {
    return { voices: STUDIO_VOICES };
  }
}
