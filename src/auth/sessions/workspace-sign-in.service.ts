import { Injectable } from '@nestjs/common';
import type { Principal } from '../../common/principal.js';
import type { Account } from '../accounts.service.js';
import { InvalidTokenError } from '../auth.errors.js';
import { AuthService } from '../auth.service.js';
import { WorkspaceSessions, type StartedSession } from './workspace-sessions.service.js';

export interface SignedIn {
  user: Account;
  session: StartedSession;
}

/** Signing in and out of the browser workspace: the API's own account rules, a session instead of a token. */
@Injectable()
export class WorkspaceSignIn {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: WorkspaceSessions,
  ) {}

  async signUp(email: string, password: string, name?: string): Promise<SignedIn> {
    const { user } = await this.auth.register(email, password, name);
    return { user, session: await this.sessions.start(user.id) };
  }

  async signIn(email: string, password: string, address?: string): Promise<SignedIn> {
    const { user } = await this.auth.login(email, password, address);
    return { user, session: await this.sessions.start(user.id) };
  }

  /** The signed-in account and the CSRF token the page sends back; a Bearer caller has no session. */
  async current(principal: Principal) {
    const sessionId = requireSession(principal);
    return {
      user: await this.auth.profile(principal.accountId),
      csrfToken: this.sessions.csrfTokenFor(sessionId),
    };
  }

  async signOut(principal: Principal): Promise<void> {
    await this.sessions.end(requireSession(principal));
  }
}

function requireSession(principal: Principal): string {
  if (!principal.sessionId) throw new InvalidTokenError();
  return principal.sessionId;
}
