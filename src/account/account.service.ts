import { Injectable } from '@nestjs/common';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { AccountsService } from '../auth/accounts.service.js';
import { PasswordHasher } from '../auth/infrastructure/password-hasher.js';
import { WorkspaceSessions } from '../auth/sessions/workspace-sessions.service.js';
import type { Principal } from '../common/principal.js';
import { ConfirmationMismatchError, WrongPasswordError } from './account.errors.js';

/** What an account's owner does to the account itself: end its sessions, its password, the account. */
@Injectable()
export class AccountService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: WorkspaceSessions,
    private readonly keys: ApiKeysService,
  ) {}

  /** Every workspace session (this one too) and every Bearer token issued so far end. */
  async signOutEverywhere(accountId: string): Promise<void> {
    await this.accounts.endTokens(accountId);
    await this.sessions.endAll(accountId);
  }

  /** The new password ends every other session and every Bearer token; this session stays. */
  async changePassword(principal: Principal, current: string, next: string): Promise<void> {
    await this.checkPassword(principal.accountId, current);
    await this.accounts.endTokens(principal.accountId, await this.passwords.hash(next));
    await this.sessions.endAll(principal.accountId, principal.sessionId);
  }

  /**
   * Closes the account after its owner typed its email and password: keys are revoked at
   * once, sessions and tokens end, the address and name are erased. The ledger stays.
   */
  async close(accountId: string, confirm: string, password: string): Promise<void> {
    const { email } = await this.accounts.get(accountId);
    if (confirm.trim().toLowerCase() !== email.toLowerCase()) throw new ConfirmationMismatchError();
    await this.checkPassword(accountId, password);
    await this.keys.revokeAll(accountId);
    await this.sessions.endAll(accountId);
    await this.accounts.close(accountId);
  }

  private async checkPassword(accountId: string, password: string): Promise<void> {
    const hash = await this.accounts.passwordHashOf(accountId);
    if (!(await this.passwords.verify(hash, password))) throw new WrongPasswordError();
  }
}
