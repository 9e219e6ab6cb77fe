import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { API_KEY_HEADER, ApiKeyGuard } from './api-key.guard.js';

/** Routes both the dashboard (Bearer token) and server code (API key) may call. */
@Injectable()
export class KeyOrTokenGuard implements CanActivate {
  private readonly token = new JwtAuthGuard();

  constructor(private readonly key: ApiKeyGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.header(API_KEY_HEADER) !== undefined) return this.key.canActivate(context);
    return (await this.token.canActivate(context)) as boolean;
  }
}
