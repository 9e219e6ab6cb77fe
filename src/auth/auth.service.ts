import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { formatUsd } from '../common/money.js';
import { AccountBalances } from './account-balances.js';
import { AccountsService, type Account } from './accounts.service.js';
import { InvalidCredentialsError } from './auth.errors.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './infrastructure/password-hasher.js';
import type { ProfileResponse, SessionResponse } from './dto/auth-responses.dto.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly passwords: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly balances: AccountBalances,
    private readonly throttle: LoginThrottle,
  ) {}

  async register(email: string, password: string, name?: string): Promise<SessionResponse> {
    const account = await this.accounts.create(
      email,
      name ?? null,
      await this.passwords.hash(password),
    );
    return this.sessionFor(account);
  }

  /** `address` is the client's, for the per-address bound on attempts. */
  async login(email: string, password: string, address?: string): Promise<SessionResponse> {
    const attempt = await this.throttle.admit(email, address);
    const found = await this.accounts.findCredentials(email).catch(async (error: unknown) => {
      await attempt.notFailed();
      throw error;
    });
    // An unknown email is verified against a decoy, so timing does not reveal accounts.
    const valid = await this.passwords.verify(found?.passwordHash, password);
    if (!found || !valid) throw new InvalidCredentialsError();
    await attempt.notFailed();
    return this.sessionFor(found.account);
  }

  async profile(accountId: string): Promise<ProfileResponse> {
    const [account, balanceMicros] = await Promise.all([
      this.accounts.get(accountId),
      this.balances.balanceOf(accountId),
    ]);
    return { ...account, balanceMicros, balanceUsd: formatUsd(balanceMicros) };
  }

  private async sessionFor(account: Account): Promise<SessionResponse> {
    const gen = (await this.accounts.tokenGeneration(account.id)) ?? 0;
    return { accessToken: await this.jwt.signAsync({ sub: account.id, gen }), user: account };
  }
}
