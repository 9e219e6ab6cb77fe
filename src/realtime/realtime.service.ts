import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { RequestCredit } from '../billing/holds/request-credit.js';
import type { Principal } from '../common/principal.js';
import type { RequestLifetime } from '../common/request-lifetime.js';
import { SentenceSpeaker } from '../tts/sentence-speaker.js';
import { TtsService } from '../tts/tts.service.js';
import { ConnectionCredit } from './connection-credit.js';
import type { RealtimeQueryDto } from './dto/realtime-query.dto.js';
import { RealtimeConnection } from './realtime-connection.js';
import { RealtimeLimits } from './realtime-limits.js';
import { WebSocketUpgrades } from './websocket-upgrades.js';

/** The socket's format when the query names none: what telephony and agent frameworks play. */
export const DEFAULT_REALTIME_FORMAT = 'pcm_16000';
export const REALTIME_ENDPOINT = '/tts/realtime';

/** GET /tts/realtime: checks the voice as POST /tts would, then upgrades and serves the socket. */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger(RealtimeService.name);

  constructor(
    private readonly tts: TtsService,
    private readonly speaker: SentenceSpeaker,
    private readonly credit: RequestCredit,
    private readonly keys: ApiKeysService,
    private readonly upgrades: WebSocketUpgrades,
    private readonly limits: RealtimeLimits,
  ) {}

  async connect(
    principal: Principal,
    query: RealtimeQueryDto,
    upgrade: { req: Request; res: Response; requestId: string; lifetime: RequestLifetime },
  ): Promise<void> {
    const voice = await this.tts.sentenceVoice(principal, {
      ...query,
      outputFormat: query.outputFormat ?? DEFAULT_REALTIME_FORMAT,
    });
    const socket = await this.upgrades.accept(upgrade.req, upgrade.res);
    const { apiKeyId } = principal;
    new RealtimeConnection(socket, {
      voice,
      speaker: this.speaker,
      credit: new ConnectionCredit(this.credit, upgrade.lifetime, {
        accountId: principal.accountId,
        apiKeyId,
        endpoint: REALTIME_ENDPOINT,
        requestId: upgrade.requestId,
      }),
      // The workspace session is checked at the upgrade only: it is the account owner's own.
      stillAuthorized: () => (apiKeyId ? this.keys.isActive(apiKeyId) : Promise.resolve(true)),
      limits: this.limits,
      logger: this.logger,
    });
  }
}
