import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { AccountsService } from './auth/accounts.service.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { SignInCountersModule } from './limits/sign-in-counters.module.js';
import { CreditLedger } from './billing/credit-ledger.service.js';
import { formatUsd } from './common/money.js';
import { topUpCents, centsToMicros } from './billing/top-up-amount.js';
import { appConfig } from './config/app.config.js';
import { assertValidEnvironment } from './config/environment.js';
import { DatabaseModule } from './database/database.module.js';

/** Support and operations commands, on the same database the server uses. */
@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: [appConfig], validate: assertValidEnvironment }),
    DatabaseModule,
    AuthModule.withPortsFrom(BillingModule, SignInCountersModule),
    BillingModule,
  ],
})
class CliModule {}

const USAGE = `Usage:
  npm run cli -- grant-credit <email> <usd>   add support credit (a 'grant' ledger entry)
  npm run cli -- migrate                      apply pending database migrations`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'grant-credit' && command !== 'migrate') {
    console.error(USAGE);
    return 2;
  }
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    if (command === 'migrate') {
      console.log('Database is migrated.'); // migrations run when the data source starts
      return 0;
    }
    const [email, usd] = rest;
    const cents = topUpCents(Number(usd));
    if (!email || cents === null) {
      console.error(`grant-credit needs an email and an amount from 5 to 5000 dollars.\n${USAGE}`);
      return 2;
    }
    const account = await app.get(AccountsService).findByEmail(email);
    if (!account) {
      console.error(`No account with email ${email}.`);
      return 1;
    }
    const ledger = app.get(CreditLedger);
    await ledger.grant(account.id, centsToMicros(cents), `support grant via CLI`);
    console.log(
      `Granted $${formatUsd(centsToMicros(cents))} to ${account.email}; balance $${formatUsd(await ledger.balanceOf(account.id))}.`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
