import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TestApp } from './test-app.js';
import type { DataSource } from 'typeorm';
import {
  CreditLedger,
  type Charge,
  type ChargeContext,
} from '../../src/billing/credit-ledger.service.js';
import { CreditHolds, type CreditHold } from '../../src/billing/holds/credit-holds.js';
import { ProcessOwner } from '../../src/instances/process-owner.js';

export interface TestAccount {
  id: string;
  email: string;
  token: string;
  apiKey: string;
  apiKeyId: string;
}

export function uniqueEmail(label = 'dev'): string {
  return `${label}-${randomUUID()}@example.com`;
}

/** Registers an account, creates one API key and grants it credit (in micro-dollars). */
export async function createAccount(t: TestApp, creditMicros = 0): Promise<TestAccount> {
  const email = uniqueEmail();
  const registered = await request(t.server)
    .post('/auth/register')
    .send({ email, password: 'password-123' })
    .expect(201);
  const token = registered.body.accessToken as string;
  const key = await request(t.server)
    .post('/api-keys')
    .set('Authorization', `Bearer ${token}`)
    .send({ name: 'test key' })
    .expect(201);
  const account = {
    id: registered.body.user.id,
    email,
    token,
    apiKey: key.body.key,
    apiKeyId: key.body.id,
  };
  if (creditMicros > 0) await grantCredit(t, account.id, creditMicros);
  return account;
}

/** Support credit, through the service's own ledger (as the CLI does). */
export async function grantCredit(t: TestApp, accountId: string, micros: number): Promise<void> {
  await t.app.get(CreditLedger).grant(accountId, micros, 'test credit');
}

/** Holds credit as a paid request does (this process as the owner). */
export async function holdCredit(
  t: TestApp,
  context: CreditHold['context'],
  micros: number,
): Promise<CreditHold> {
  return t.app.get(CreditHolds).hold(context, micros, { process: t.app.get(ProcessOwner).id });
}

/** A settled request: a hold of `micros`, charged in full. */
export async function chargeCredit(
  t: TestApp,
  context: ChargeContext,
  micros: number,
): Promise<Charge> {
  const hold = await holdCredit(t, context, micros);
  const charge = await t.app
    .get(CreditHolds)
    .settle(hold, { amountMicros: micros, characters: context.characters });
  return charge!;
}

/**
 * What the account may spend (its cached balance less the credit held by requests in
 * flight) and the sum of its ledger: equal whenever no request is running.
 */
export async function balanceOf(
  db: DataSource,
  accountId: string,
): Promise<{ cached: number; ledger: number }> {
  const [row] = await db.query<Array<{ cached: string | null; ledger: string }>>(
    `SELECT (SELECT balance_micros - held_micros FROM credit_balances WHERE account_id = $1) AS cached,
            (SELECT COALESCE(SUM(amount_micros), 0) FROM ledger_entries WHERE account_id = $1) AS ledger`,
    [accountId],
  );
  return { cached: Number(row.cached ?? 0), ledger: Number(row.ledger) };
}
