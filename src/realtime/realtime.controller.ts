import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../common/principal.js';
import { RequestId } from '../common/request-id.middleware.js';
import { CurrentLifetime, type RequestLifetime } from '../common/request-lifetime.js';
import { KeyProtected } from '../limits/key-protected.decorator.js';
import { RealtimeQueryDto } from './dto/realtime-query.dto.js';
import { KeyNotInQueryGuard } from './key-not-in-query.guard.js';
import { RealtimeService } from './realtime.service.js';
import { SessionFromThisSiteGuard } from './session-from-this-site.guard.js';

@ApiTags('text to speech')
@Controller('tts')
export class RealtimeController {
  constructor(private readonly realtime: RealtimeService) {}

  // Guards run in the order listed: the key-in-query refusal first, then a session's site,
  // then the paid chain.
  @Get('realtime')
  @KeyProtected()
  @UseGuards(KeyNotInQueryGuard, SessionFromThisSiteGuard)
  @ApiOperation({
    summary: 'WebSocket: text in as it is written, audio out sentence by sentence',
    description:
      'Upgraded to a WebSocket after the same checks as POST /tts/stream (401, 429, 400 as JSON before the upgrade); with the workspace session cookie, 403 from another site (Origin). Client messages: { text, contextId?, flush? }, { type: "closeContext", contextId }, { type: "end" }. Server messages: { type: "audio", contextId, audio, characters, alignment? }, { type: "final", contextId }, { type: "done" }, { type: "error", error }. Closes 4402 when out of credit, 4401 when the key is revoked or the session signed out.',
  })
  @ApiResponse({ status: 101, description: 'Switching to the WebSocket protocol' })
  async connect(
    @CurrentPrincipal() principal: Principal,
    @Query() query: RealtimeQueryDto,
    @Req() req: Request,
    // Taken so that Nest writes no answer of its own: the socket is the answer.
    @Res() res: Response,
    @RequestId() requestId: string,
    @CurrentLifetime() lifetime: RequestLifetime,
  ): Promise<void> {
    await this.realtime.connect(principal, query, { req, res, requestId, lifetime });
  }
}
