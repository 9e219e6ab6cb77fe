import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { InvalidTokenError } from './auth.errors.js';

/**
 * Dashboard routes: a valid `Authorization: Bearer <token>`, or the workspace session
 * cookie (see JwtStrategy), or 401.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, principal: T | false): T {
    // An error, not a refusal: the session check's own, or the database failing the lookup.
    if (error instanceof Error) throw error;
    if (error || !principal) throw new InvalidTokenError();
    return principal;
  }
}
