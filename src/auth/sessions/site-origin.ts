import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { appConfig, type AppConfig } from '../../config/app.config.js';
import { ForeignOriginError } from '../auth.errors.js';

/**
 * Whether a browser request comes from this site's own pages. A script's request always
 * carries its page's `Origin`, which must then be this server's own; a request without
 * `Origin` comes from no browser page and stays allowed (curl, tests, server apps).
 */
@Injectable()
export class SiteOrigin {
  private readonly publicOrigin: string;

  constructor(@Inject(appConfig.KEY) app: AppConfig) {
    this.publicOrigin = new URL(app.publicUrl).origin;
  }

  /** Refuses (403) a request sent from another site's page. */
  assertOwn(req: Request): void {
    const origin = req.headers.origin;
    if (origin !== undefined && !this.isOwn(origin, req.headers.host)) {
      throw new ForeignOriginError();
    }
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
