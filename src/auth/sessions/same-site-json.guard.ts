import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { NotJsonError } from '../auth.errors.js';
import { SiteOrigin } from './site-origin.js';

/**
 * Opening a session is refused to other sites (login CSRF: a page elsewhere signing its
 * visitor into the attacker's workspace). A plain HTML form can only send form or text
 * bodies, so JSON only (415 otherwise) shuts it out; a script's request must come from
 * this site (SiteOrigin, 403 otherwise).
 */
@Injectable()
export class SameSiteJsonGuard implements CanActivate {
  constructor(private readonly site: SiteOrigin) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('application/json')) throw new NotJsonError();
    this.site.assertOwn(req);
    return true;
  }
}
