import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

@Module({
  // The same AuthModule as the app's: the one whose profile reads balances from billing.
  imports: [AuthModule.withBalancesFrom(BillingModule), ApiKeysModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
