import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Principal } from '../common/principal.js';
import { AccountsService } from './accounts.service.js';
import { authConfig, type AuthConfig } from './auth.config.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly accounts: AccountsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A token outlives nothing: one whose account is gone is refused like a forged one. */
  async validate(payload: { sub?: unknown }): Promise<Principal | false> {
    if (typeof payload.sub !== 'string' || !(await this.accounts.exists(payload.sub))) return false;
    return { accountId: payload.sub };
  }
}
