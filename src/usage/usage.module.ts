import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { UsageController } from './usage.controller.js';
import { UsageService } from './usage.service.js';

@Module({
  imports: [BillingModule, ApiKeysModule],
  controllers: [UsageController],
  providers: [UsageService],
})
export class UsageModule {}
