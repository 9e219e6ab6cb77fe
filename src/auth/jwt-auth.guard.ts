import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { InvalidTokenError } from './auth.errors.js';

/** Dashboard routes: a valid `Authorization: Bearer <token>` or 401. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, principal: T | false): T {
    if (error || !principal) throw new InvalidTokenError();
    return principal;
  }
}
