import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { SignInCountersModule } from '../limits/sign-in-counters.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

@Module({
  // The same AuthModule as the app's: balances from billing, sign-in counts from the limits.
  imports: [AuthModule.withPortsFrom(BillingModule, SignInCountersModule), ApiKeysModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
