import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { looksLikeApiKey } from '../api-keys/api-key-secret.js';
import { InvalidInputError } from '../common/errors.js';

/** Query parameter names a client might put a key under, compared without case, `-` or `_`. */
const KEY_NAMES = new Set(['key', 'apikey', 'xapikey', 'xiapikey']);

/**
 * A key in a URL ends up in proxy logs and browser history: refused before anything else looks
 * at it, whether it is named like a key or looks like one.
 */
@Injectable()
export class KeyNotInQueryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    for (const [name, value] of query) {
      if (KEY_NAMES.has(name.toLowerCase().replace(/[-_]/g, '')) || looksLikeApiKey(value)) {
        throw new InvalidInputError('Send the API key in the x-api-key header');
      }
    }
    return true;
  }
}
