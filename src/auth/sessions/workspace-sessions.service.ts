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

/** However much it is used, a session ends this long after its sign-in. */
export const SESSION_MAX_SECONDS = 30 * 24 * 60 * 60;
/** A session's renewal is written at most this often, not on every request. */
const RENEW_STEP_SECONDS = 10 * 60;

/**
 * Workspace sessions: a row per sign-in, ended by signing out or by being left unused for
 * the idle lifetime (each use renews it, up to SESSION_MAX_SECONDS). The CSRF token is an
 * HMAC of the session id, so it needs no storage and is worthless for any other session.
 */
@Injectable()
export class WorkspaceSessions {
  constructor(
    @InjectRepository(WorkspaceSessionEntity)
    private readonly sessions: Repository<WorkspaceSessionEntity>,
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** How long an unused session stays open. */
  get idleSeconds(): number {
    return this.config.tokenLifetimeSeconds;
  }

  async start(accountId: string): Promise<StartedSession> {
    const lifetimeSeconds = this.idleSeconds;
    const [row] = await this.sessions.query<Array<{ id: string }>>(
      `INSERT INTO workspace_sessions (account_id, expires_at)
       VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
      [accountId, lifetimeSeconds],
    );
    const claims: SessionClaims = { sub: accountId, sid: row.id };
    return {
      // The row decides when the session ends; the token only bounds it from above.
      token: await this.jwt.signAsync(claims, { expiresIn: SESSION_MAX_SECONDS }),
      csrfToken: this.csrfTokenFor(row.id),
      lifetimeSeconds,
    };
  }

  /**
   * Whether the session is open (unended, unexpired, the account's own, younger than the
   * maximum), renewing its idle lifetime when the last renewal is RENEW_STEP_SECONDS old.
   */
  async touch(claims: SessionClaims): Promise<'ended' | 'open' | 'renewed'> {
    const [row] = await this.sessions.query<Array<{ open: number; renewed: number }>>(
      `WITH s AS (
         SELECT id, expires_at < now() + make_interval(secs => $3::int - $4::int) AS stale
         FROM workspace_sessions
         WHERE id = $1 AND account_id = $2 AND ended_at IS NULL AND expires_at > now()
           AND created_at > now() - make_interval(secs => $5::int)
       ), renewed AS (
         UPDATE workspace_sessions w SET expires_at = now() + make_interval(secs => $3::int)
         FROM s WHERE w.id = s.id AND s.stale RETURNING w.id
       )
       SELECT (SELECT count(*) FROM s)::int AS open, (SELECT count(*) FROM renewed)::int AS renewed`,
      [claims.sid, claims.sub, this.idleSeconds, RENEW_STEP_SECONDS, SESSION_MAX_SECONDS],
    );
    if (!row || row.open === 0) return 'ended';
    return row.renewed > 0 ? 'renewed' : 'open';
  }

  /** Ends every open session of the account, but the one named in `except`. */
  async endAll(accountId: string, except?: string): Promise<void> {
    await this.sessions.query(
      `UPDATE workspace_sessions SET ended_at = now()
       WHERE account_id = $1 AND ended_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [accountId, except ?? null],
    );
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
