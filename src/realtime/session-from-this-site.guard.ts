import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { sentBySession } from '../api-keys/key-or-session.guard.js';
import { SiteOrigin } from '../auth/sessions/site-origin.js';

/**
 * A browser opens a WebSocket to any site with that site's cookies and no CSRF token (the
 * handshake takes no custom header), so an upgrade authenticated by the workspace session
 * must come from this site's own pages, as the sign-in must (403 otherwise). An upgrade with
 * `x-api-key` comes from a server app, which sends no Origin, and is not judged by it.
 */
@Injectable()
export class SessionFromThisSiteGuard implements CanActivate {
  constructor(private readonly site: SiteOrigin) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (sentBySession(req)) this.site.assertOwn(req);
    return true;
  }
}
