import { Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { InvalidApiKeyError } from '../api-keys/api-keys.errors.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { InvalidTokenError } from '../auth/auth.errors.js';
import { WorkspaceSessions } from '../auth/sessions/workspace-sessions.service.js';
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
    private readonly sessions: WorkspaceSessions,
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
      assertAuthorized: this.authorization(principal),
      limits: this.limits,
      logger: this.logger,
    });
  }

  /**
   * The check of the key or the workspace session that opened a connection, made before each
   * sentence and every keyCheckMs: a revoked key or a signed-out session closes it (4401).
   */
  private authorization({ accountId, apiKeyId, sessionId }: Principal): () => Promise<void> {
    if (apiKeyId) {
      return async () => {
        if (!(await this.keys.isActive(apiKeyId))) throw new InvalidApiKeyError();
      };
    }
    // Not by a key, so by the session cookie (KeyOrSessionGuard): each check renews it as use.
    return async () => {
      const open =
        sessionId !== undefined &&
        (await this.sessions.touch({ sub: accountId, sid: sessionId })) !== 'ended';
      if (!open) throw new InvalidTokenError();
    };
  }
}
