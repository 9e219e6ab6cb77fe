import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who is calling: an account, through the dashboard (JWT or workspace session) or one of its API keys. */
export interface Principal {
  accountId: string;
  /** Set when an API key authenticated the request. */
  apiKeyId?: string;
  /** Set when the workspace session cookie authenticated the request. */
  sessionId?: string;
}

export const CurrentPrincipal = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Principal => {
    const principal = ctx.switchToHttp().getRequest<Request>().user as Principal | undefined;
    if (!principal)
      throw new Error('CurrentPrincipal used on a route without an authentication guard');
    return principal;
  },
);
