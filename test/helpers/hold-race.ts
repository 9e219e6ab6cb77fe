import { expect } from '@jest/globals';
import { CreditHolds } from '../../src/billing/holds/credit-holds.js';
import { balanceOf, createAccount, holdCredit } from './accounts.js';
import type { TestApp } from './test-app.js';

/**
 * 200 simultaneous holds against credit for 150: exactly 150 succeed, 50 are refused for
 * payment, and once settled nothing is left. The same race on every database the service runs on.
 */
export async function expectHoldRaceToSettleEven(t: TestApp): Promise<void> {
  const account = await createAccount(t, 150 * 1000);
  const context = { accountId: account.id, endpoint: '/tts' };
  const outcomes = await Promise.allSettled(
    Array.from({ length: 200 }, () => holdCredit(t, context, 1000)),
  );
  const held = outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value);
  expect(held).toHaveLength(150);
  const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(refused).toHaveLength(50);
  expect(refused.every((o) => o.reason.kind === 'payment_required')).toBe(true);
  expect(await balanceOf(t.db, account.id)).toEqual({ cached: 0, ledger: 150 * 1000 });
  const holds = t.app.get(CreditHolds);
  await Promise.all(held.map((h) => holds.settle(h, { amountMicros: 1000, characters: 40 })));
  expect(await balanceOf(t.db, account.id)).toEqual({ cached: 0, ledger: 0 });
}
