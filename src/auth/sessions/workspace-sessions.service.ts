import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Repository } from 'typeorm';
import { authConfig, type AuthConfig } from '../auth.config.js';
import { WorkspaceSessionEntity } from './workspace-session.entity.js';

/** What the cookie carries, signed: the account and the session row that must still be open. */
export interface SessionClaims {
  sub: string;
  sid: string;
}

export interface StartedSession {
  /** The cookie's value: a signed token the page's scripts never see. */
  token: string;
  /** Sent back by the page in `x-csrf-token` on every state-changing call. */
  csrfToken: string;
  lifetimeSeconds: number;
}

/**
 * Workspace sessions: a row per sign-in, ended by signing out. The CSRF token is an HMAC
 * of the session id, so it needs no storage and is worthless for any other session.
 */
@Injectable()
export class WorkspaceSessions {
  constructor(
    @InjectRepository(WorkspaceSessionEntity)
    private readonly sessions: Repository<WorkspaceSessionEntity>,
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  async start(accountId: string): Promise<StartedSession> {
    const lifetimeSeconds = this.config.tokenLifetimeSeconds;
    const [row] = await this.sessions.query<Array<{ id: string }>>(
      `INSERT INTO workspace_sessions (account_id, expires_at)
       VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
      [accountId, lifetimeSeconds],
    );
    const claims: SessionClaims = { sub: accountId, sid: row.id };
    return {
      token: await this.jwt.signAsync(claims),
      csrfToken: this.csrfTokenFor(row.id),
      lifetimeSeconds,
    };
  }

  /** Open, unexpired and the account's own. */
  isOpen(claims: SessionClaims): Promise<boolean> {
    return this.sessions
      .createQueryBuilder('s')
      .where('s.id = :sid AND s.account_id = :sub', claims)
      .andWhere('s.ended_at IS NULL AND s.expires_at > now()')
      .getExists();
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .update()
      .set({ endedAt: () => 'now()' })
      .where('id = :sessionId AND ended_at IS NULL', { sessionId })
      .execute();
  }

  csrfTokenFor(sessionId: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`csrf:${sessionId}`)
      .digest('base64url');
  }

  csrfTokenMatches(sessionId: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.csrfTokenFor(sessionId));
    const given = Buffer.from(presented);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
