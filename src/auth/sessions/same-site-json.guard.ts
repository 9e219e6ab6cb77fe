import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { appConfig, type AppConfig } from '../../config/app.config.js';
import { ForeignOriginError, NotJsonError } from '../auth.errors.js';

/**
 * Opening a session is refused to other sites (login CSRF: a page elsewhere signing its
 * visitor into the attacker's workspace). A plain HTML form can only send form or text
 * bodies, so JSON only (415 otherwise) shuts it out; a script's request always carries
 * its page's `Origin`, which must then be this server's own (403 otherwise). A request
 * without `Origin` comes from no browser page and stays allowed (curl, tests).
 */
@Injectable()
export class SameSiteJsonGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(@Inject(appConfig.KEY) app: AppConfig) {
    this.publicOrigin = new URL(app.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('application/json')) throw new NotJsonError();
    const origin = req.headers.origin;
    if (origin !== undefined && !this.isOwn(origin, req.headers.host)) {
      throw new ForeignOriginError();
    }
    return true;
  }

  /** The public URL's origin, or the same host and port the request was sent to. */
  private isOwn(origin: string, host: string | undefined): boolean {
    if (origin === this.publicOrigin) return true;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
}
