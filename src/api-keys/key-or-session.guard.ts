import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { sessionCookieToken } from '../auth/sessions/session-cookie.js';
import { API_KEY_HEADER, ApiKeyGuard } from './api-key.guard.js';

/**
 * Paid endpoints: an `x-api-key`, or (for the workspace playground) the workspace session
 * cookie with its CSRF token, billed to the account without a key. A request that sends
 * a key or an Authorization header is judged by its key alone, exactly as before.
 */
@Injectable()
export class KeyOrSessionGuard implements CanActivate {
  private readonly session = new JwtAuthGuard();

  constructor(private readonly key: ApiKeyGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (sentBySession(req)) return (await this.session.canActivate(context)) as boolean;
    return this.key.canActivate(context);
  }
}

/** Whether the session cookie is what authenticates the request: it sends no key and no token. */
export function sentBySession(req: Request): boolean {
  return (
    req.header(API_KEY_HEADER) === undefined &&
    req.header('authorization') === undefined &&
    sessionCookieToken(req) !== null
  );
}
