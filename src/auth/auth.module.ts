import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsService } from './accounts.service.js';
import { authConfig, type AuthConfig } from './auth.config.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AccountEntity } from './infrastructure/account.entity.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './infrastructure/password-hasher.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionController } from './sessions/session.controller.js';
import { SiteOrigin } from './sessions/site-origin.js';
import { WorkspaceSessionEntity } from './sessions/workspace-session.entity.js';
import { WorkspaceSessions } from './sessions/workspace-sessions.service.js';
import { WorkspaceSignIn } from './sessions/workspace-sign-in.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([AccountEntity, WorkspaceSessionEntity]),
    PassportModule,
    ConfigModule.forFeature(authConfig),
    JwtModule.registerAsync({
      imports: [ConfigModule.forFeature(authConfig)],
      inject: [authConfig.KEY],
      useFactory: (config: AuthConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.tokenLifetimeSeconds, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, SessionController],
  providers: [
    AccountsService,
    AuthService,
    LoginThrottle,
    PasswordHasher,
    JwtStrategy,
    JwtAuthGuard,
    WorkspaceSessions,
    WorkspaceSignIn,
    SiteOrigin,
  ],
  exports: [AccountsService, JwtAuthGuard, PasswordHasher, WorkspaceSessions, SiteOrigin],
})
export class AuthModule {
  /**
   * Auth with the modules that provide its ports: AccountBalances (the profile's balance)
   * and SignInCounters (the sign-in limits).
   */
  static withPortsFrom(balances: Type, signInCounters: Type): DynamicModule {
    return { module: AuthModule, imports: [balances, signInCounters] };
  }
}
