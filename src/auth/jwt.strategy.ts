import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Principal } from '../common/principal.js';
import { AccountsService } from './accounts.service.js';
import { authConfig, type AuthConfig } from './auth.config.js';
import { CsrfTokenError } from './auth.errors.js';
import { CSRF_HEADER, sessionCookieToken, setSessionCookie } from './sessions/session-cookie.js';
import { WorkspaceSessions } from './sessions/workspace-sessions.service.js';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The account behind a request: a Bearer token (API clients, unchanged), else the
 * workspace session cookie, which counts only while its session is open and, on a
 * state-changing call, only with the session's CSRF token in `x-csrf-token`.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly accounts: AccountsService,
    private readonly sessions: WorkspaceSessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([bearerToken, sessionCookieToken]),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(
    req: Request,
    payload: { sub?: unknown; sid?: unknown; gen?: unknown },
  ): Promise<Principal | false> {
    if (typeof payload.sub !== 'string') return false;
    const fromCookie = bearerToken(req) === null;
    // A session token is good in its cookie only, an access token in the header only.
    if (fromCookie !== (payload.sid !== undefined)) return false;
    if (!fromCookie) {
      // A token outlives nothing: one whose account is gone or closed, or that was issued
      // before a sign-out everywhere or a new password, is refused like a forged one.
      const generation = await this.accounts.tokenGeneration(payload.sub);
      return generation !== undefined && (payload.gen ?? 0) === generation
        ? { accountId: payload.sub }
        : false;
    }

    // A deleted account's sessions are deleted with it (ON DELETE CASCADE).
    if (typeof payload.sid !== 'string') return false;
    const claims = { sub: payload.sub, sid: payload.sid };
    const state = await this.sessions.touch(claims);
    if (state === 'ended') return false;
    // Used sessions stay open: the cookie's lifetime starts again with the row's.
    if (state === 'renewed' && req.res) {
      setSessionCookie(req, req.res, sessionCookieToken(req)!, this.sessions.idleSeconds);
    }
    const csrfToken = req.header(CSRF_HEADER);
    if (!SAFE_METHODS.has(req.method) && !this.sessions.csrfTokenMatches(claims.sid, csrfToken)) {
      throw new CsrfTokenError();
    }
    return { accountId: claims.sub, sessionId: claims.sid };
  }
}
