import { Module } from '@nestjs/common';
import { AccountBalances } from '../auth/account-balances.js';
import { AccountTiers } from './account-tiers.js';
import { IdempotencyModule } from '../idempotency/idempotency.module.js';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { billingConfig } from './billing.config.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { CreditLedger } from './credit-ledger.service.js';
import { TopUpEntity } from './infrastructure/top-up.entity.js';
import { LedgerAccountTiers } from './ledger/ledger-account-tiers.js';
import { LedgerRepository } from './ledger/ledger.repository.js';
import { StripePaymentGateway } from './infrastructure/stripe-payment-gateway.js';
import { TopUpRepository } from './infrastructure/top-up.repository.js';
import { PaymentGateway } from './payment-gateway.js';
import { TopUpsService } from './top-ups.service.js';
import { LedgerHistory } from './transactions/ledger-history.js';
import { TransactionsController } from './transactions/transactions.controller.js';
import { UsageLedger } from './usage-ledger.js';

@Module({
  imports: [
    IdempotencyModule,
    TypeOrmModule.forFeature([TopUpEntity]),
    ConfigModule.forFeature(billingConfig),
  ],
  controllers: [BillingController, TransactionsController],
  providers: [
    LedgerRepository,
    TopUpRepository,
    CreditLedger,
    TopUpsService,
    BillingService,
    UsageLedger,
    LedgerHistory,
    { provide: AccountBalances, useExisting: CreditLedger },
    { provide: AccountTiers, useClass: LedgerAccountTiers },
    { provide: PaymentGateway, useClass: StripePaymentGateway },
  ],
  exports: [CreditLedger, UsageLedger, AccountBalances, AccountTiers],
})
export class BillingModule {}
