import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Principal } from '../common/principal.js';
import { ApiKeysService } from './api-keys.service.js';
import { InvalidApiKeyError, MissingApiKeyError } from './api-keys.errors.js';

export const API_KEY_HEADER = 'x-api-key';

/** Key-protected routes: the `x-api-key` header names an active key, or 401 with the spec's words. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly keys: ApiKeysService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const key = req.header(API_KEY_HEADER)?.trim();
    if (!key) throw new MissingApiKeyError();
    const found = await this.keys.authenticate(key);
    if (!found) throw new InvalidApiKeyError();
    const principal: Principal = { accountId: found.accountId, apiKeyId: found.id };
    req.user = principal;
    return true;
  }
}
