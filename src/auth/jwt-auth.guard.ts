import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../common/errors.js';
import { InvalidTokenError } from './auth.errors.js';

/**
 * Dashboard routes: a valid `Authorization: Bearer <token>`, or the workspace session
 * cookie (see JwtStrategy), or 401.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, principal: T | false): T {
    if (error instanceof DomainError) throw error;
    if (error || !principal) throw new InvalidTokenError();
    return principal;
  }
}
