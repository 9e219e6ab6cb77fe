import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  creditFigures,
  newAccount,
  suiteDatabases,
  type SuiteDatabase,
} from '../../../test/helpers/middle-tier.js';
import { CreditLedger } from '../credit-ledger.service.js';
import { CreditHoldRepository } from '../holds/credit-hold.repository.js';
import { CreditHolds } from '../holds/credit-holds.js';
import { LedgerHistory } from '../transactions/ledger-history.js';
import { UsageLedger } from '../usage-ledger.js';
import { LedgerAccountTiers } from './ledger-account-tiers.js';
import { LedgerRepository } from './ledger.repository.js';

describe.each(suiteDatabases())('the credit ledger on %s', (_name, open) => {
  let database: SuiteDatabase;
  let db: DataSource;
  let ledger: CreditLedger;
  let holds: CreditHolds;
  let usage: UsageLedger;
  let history: LedgerHistory;
  let tiers: LedgerAccountTiers;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    const entries = new LedgerRepository(db);
    ledger = new CreditLedger(entries);
    holds = new CreditHolds(new CreditHoldRepository(db), ledger);
    usage = new UsageLedger(entries);
    history = new LedgerHistory(entries);
    tiers = new LedgerAccountTiers(entries);
  });
  afterAll(() => database.close());

  /** A request of `characters` at 25 micro-dollars each, held and settled in full. */
  async function charge(accountId: string, characters: number, endpoint = '/tts') {
    const hold = await holds.hold({ accountId, endpoint }, characters * 25, { process: 1 });
    return (await holds.settle(hold, { amountMicros: characters * 25, characters }))!;
  }

  const topUp = (accountId: string, topUpId: string, micros: number) =>
    db.transaction((tx) => ledger.creditTopUp(tx, accountId, topUpId, micros));

  /** The ten minutes around now. */
  const aroundNow = () => ({
    from: new Date(Date.now() - 300_000),
    to: new Date(Date.now() + 300_000),
  });

  it('refunds a charge of 2,500 once: a second refund changes nothing', async () => {
    const accountId = await newAccount(db);
    await ledger.grant(accountId, 10_000, 'test credit');
    const charged = await charge(accountId, 100);
    expect(await creditFigures(db, accountId)).toMatchObject({ balance: 7_500, ledger: 7_500 });
    await Promise.all([ledger.refund(charged), ledger.refund(charged)]);
    await ledger.refund(charged);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 10_000,
      held: 0,
      spendable: 10_000,
      ledger: 10_000,
    });
    const lines = await history.page(accountId, 10, undefined);
    expect(lines.data.map((line) => [line.type, line.amountMicros])).toEqual([
      ['refund', 2_500],
      ['charge', -2_500],
      ['grant', 10_000],
    ]);
  });

  it('credits a top-up of $50 once by its id, even when two deliveries race', async () => {
    const accountId = await newAccount(db);
    const topUpId = randomUUID();
    const credited = await Promise.all([
      topUp(accountId, topUpId, 50_000_000),
      topUp(accountId, topUpId, 50_000_000),
    ]);
    expect(credited.sort()).toEqual([false, true]);
    expect(await topUp(accountId, topUpId, 50_000_000)).toBe(false);
    expect(await ledger.balanceOf(accountId)).toBe(50_000_000);
    expect((await tiers.tierOf(accountId)).totalTopUpsMicros).toBe(50_000_000);
    expect(await creditFigures(db, accountId)).toMatchObject({
      balance: 50_000_000,
      ledger: 50_000_000,
    });
  });

  it('keeps the balance equal to the sum of the ledger through grants, top-ups, charges, refunds and releases', async () => {
    const accountId = await newAccount(db);
    await ledger.grant(accountId, 1_000_000, 'support');
    await topUp(accountId, randomUUID(), 5_000_000);
    const first = await charge(accountId, 40);
    await charge(accountId, 1_000, '/stt/transcribe');
    await ledger.refund(first);
    const released = await holds.hold({ accountId, endpoint: '/tts' }, 300_000, { process: 1 });
    await holds.release(released);
    const capped = await holds.hold({ accountId, endpoint: '/tts' }, 10_000, { process: 1 });
    await holds.settle(capped, { amountMicros: 12_500, characters: 500 });
    // 1,000,000 + 5,000,000 - 1,000 - 25,000 + 1,000 - 10,000
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 5_965_000,
      held: 0,
      spendable: 5_965_000,
      ledger: 5_965_000,
    });
    expect(await ledger.balanceOf(accountId)).toBe(5_965_000);
    expect((await tiers.tierOf(accountId)).totalTopUpsMicros).toBe(5_000_000);
  });

  it('reads the money trail newest first, a page at a time, with the balance after each entry', async () => {
    const accountId = await newAccount(db);
    await ledger.grant(accountId, 10_000, 'test credit');
    await charge(accountId, 100);
    await charge(accountId, 40);
    const first = await history.page(accountId, 2, undefined);
    expect(first.hasMore).toBe(true);
    expect(
      first.data.map((l) => [l.type, l.amountMicros, l.balanceAfterMicros, l.balanceAfterUsd]),
    ).toEqual([
      ['charge', -1_000, 6_500, '0.0065'],
      ['charge', -2_500, 7_500, '0.0075'],
    ]);
    const second = await history.page(accountId, 2, first.data[1].id);
    expect(second.hasMore).toBe(false);
    expect(second.data.map((l) => [l.type, l.amountMicros, l.balanceAfterMicros])).toEqual([
      ['grant', 10_000, 10_000],
    ]);
  });

  it('sums usage from charges and refunds: a refunded request is no usage', async () => {
    const accountId = await newAccount(db);
    await ledger.grant(accountId, 100_000, 'test credit');
    await charge(accountId, 100);
    await charge(accountId, 40);
    await charge(accountId, 1_000, '/stt/transcribe');
    await ledger.refund(await charge(accountId, 7, '/tts/stream'));
    const filter = { accountId, ...aroundNow() };
    expect(await usage.usage(filter, 'total')).toEqual([
      { group: null, requests: 3, characters: 1_140, costMicros: 28_500 },
    ]);
    expect(await usage.usage(filter, 'endpoint')).toEqual([
      { group: '/stt/transcribe', requests: 1, characters: 1_000, costMicros: 25_000 },
      { group: '/tts', requests: 2, characters: 140, costMicros: 3_500 },
    ]);
    expect(await usage.detail(filter)).toEqual([
      expect.objectContaining({ endpoint: '/stt/transcribe', costMicros: 25_000 }),
      expect.objectContaining({ endpoint: '/tts', requests: 2, characters: 140 }),
    ]);
  });

  it.each([
    [49_999_999, 2],
    [50_000_000, 5],
    [249_999_999, 5],
    [250_000_000, 10],
    [999_999_999, 10],
    [1_000_000_000, 20],
    [4_999_999_999, 20],
    [5_000_000_000, 50],
  ])(
    'gives an account whose top-ups come to %i micro-dollars a concurrency of %i',
    async (micros, limit) => {
      const accountId = await newAccount(db);
      // Two top-ups, so the tier is their total; a grant of $10,000 is no top-up.
      await topUp(accountId, randomUUID(), micros - 1);
      await topUp(accountId, randomUUID(), 1);
      await ledger.grant(accountId, 10_000_000_000, 'support');
      expect(await tiers.concurrencyLimitOf(accountId)).toBe(limit);
      expect(await tiers.tierOf(accountId)).toEqual({
        totalTopUpsMicros: micros,
        concurrencyLimit: limit,
      });
    },
  );

  it('gives an account without top-ups a concurrency of 2', async () => {
    expect(await tiers.tierOf(await newAccount(db))).toEqual({
      totalTopUpsMicros: 0,
      concurrencyLimit: 2,
    });
  });
});
