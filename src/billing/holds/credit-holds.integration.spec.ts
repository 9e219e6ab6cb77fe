import type { DataSource } from 'typeorm';
import {
  creditFigures,
  newAccount,
  suiteDatabases,
  unscheduledChores,
  type SuiteDatabase,
} from '../../../test/helpers/middle-tier.js';
import { ProcessOwner } from '../../instances/process-owner.js';
import { CreditLedger } from '../credit-ledger.service.js';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import { CreditHoldRepository } from './credit-hold.repository.js';
import { CreditHolds } from './credit-holds.js';
import { HoldSweeper } from './hold-sweeper.js';
import { JobCredit } from './job-credit.js';

describe.each(suiteDatabases())('credit holds on %s', (_name, open) => {
  let database: SuiteDatabase;
  let db: DataSource;
  let ledger: CreditLedger;
  let holds: CreditHolds;
  let jobCredit: JobCredit;
  let sweeper: HoldSweeper;
  /** This process, as the owner of the holds of requests it serves. */
  let me: ProcessOwner;

  beforeAll(async () => {
    database = await open();
    db = database.db;
    ledger = new CreditLedger(new LedgerRepository(db));
    const rows = new CreditHoldRepository(db);
    holds = new CreditHolds(rows, ledger);
    jobCredit = new JobCredit(holds, rows);
    me = await startedOwner();
    sweeper = new HoldSweeper(rows, me, unscheduledChores);
  });
  afterAll(async () => {
    await me.onApplicationShutdown();
    await database.close();
  });

  async function startedOwner(): Promise<ProcessOwner> {
    const owner = new ProcessOwner(db, unscheduledChores);
    await owner.onModuleInit();
    return owner;
  }

  async function accountWith(micros: number): Promise<string> {
    const accountId = await newAccount(db);
    if (micros > 0) await ledger.grant(accountId, micros, 'test credit');
    return accountId;
  }

  const request = (accountId: string) => ({ accountId, endpoint: '/tts', requestId: 'req-1' });
  const mine = () => ({ process: me.id });

  async function entryCount(accountId: string): Promise<number> {
    const [{ n }] = await db.query<Array<{ n: string }>>(
      `SELECT count(*) AS n FROM ledger_entries WHERE account_id = $1`,
      [accountId],
    );
    return Number(n);
  }

  it('holds exactly 2,500 of 10,000: 7,500 left to spend, nothing written in the ledger', async () => {
    const accountId = await accountWith(10_000);
    const hold = await holds.hold(request(accountId), 2_500, mine());
    expect(hold.amountMicros).toBe(2_500);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 10_000,
      held: 2_500,
      spendable: 7_500,
      ledger: 10_000,
    });
    expect(await entryCount(accountId)).toBe(1);
  });

  it('holds up to 5,000 with 3,000 to spend by holding the 3,000', async () => {
    const accountId = await accountWith(3_000);
    const hold = await holds.holdUpTo(request(accountId), 5_000, mine());
    expect(hold.amountMicros).toBe(3_000);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 3_000,
      held: 3_000,
      spendable: 0,
      ledger: 3_000,
    });
  });

  it('refuses a hold of 10,001 against 10,000 with 402, leaving everything as it was', async () => {
    const accountId = await accountWith(10_000);
    await expect(holds.hold(request(accountId), 10_001, mine())).rejects.toMatchObject({
      kind: 'payment_required',
      message: expect.stringContaining(
        'Insufficient API balance ($0.01). This request needs $0.010001.',
      ) as string,
    });
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 10_000,
      held: 0,
      spendable: 10_000,
      ledger: 10_000,
    });
  });

  it('refuses a hold up to any amount with 402 once nothing is left to spend, or when the account never had credit', async () => {
    const accountId = await accountWith(1_000);
    await holds.hold(request(accountId), 1_000, mine());
    await expect(holds.holdUpTo(request(accountId), 500, mine())).rejects.toMatchObject({
      kind: 'payment_required',
      message: expect.stringContaining('This request needs a positive balance.') as string,
    });
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 1_000,
      held: 1_000,
      spendable: 0,
      ledger: 1_000,
    });
    const never = await newAccount(db);
    await expect(holds.holdUpTo(request(never), 500, mine())).rejects.toMatchObject({
      kind: 'payment_required',
    });
    expect(await creditFigures(db, never)).toEqual({
      balance: 0,
      held: 0,
      spendable: 0,
      ledger: 0,
    });
  });

  it('ends 20 simultaneous holds of 1,000 against 15,500 with 15 held, 5 refused and 500 left', async () => {
    const accountId = await accountWith(15_500);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => holds.hold(request(accountId), 1_000, mine())),
    );
    const held = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(held).toHaveLength(15);
    expect(refused.map((o) => (o.reason as { kind: string }).kind)).toEqual(
      Array(5).fill('payment_required'),
    );
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 15_500,
      held: 15_000,
      spendable: 500,
      ledger: 15_500,
    });
  });

  it('ends 20 simultaneous holds up to 1,000 against 15,500 with 15 of 1,000, one of 500 and 4 refused', async () => {
    const accountId = await accountWith(15_500);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => holds.holdUpTo(request(accountId), 1_000, mine())),
    );
    const amounts = outcomes
      .flatMap((o) => (o.status === 'fulfilled' ? [o.value.amountMicros] : []))
      .sort((a, b) => a - b);
    expect(amounts).toEqual([500, ...Array<number>(15).fill(1_000)]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(4);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 15_500,
      held: 15_500,
      spendable: 0,
      ledger: 15_500,
    });
  });

  it('settles a hold of 2,000 asked 2,600 by charging 2,000, once: a second settlement charges nothing', async () => {
    const accountId = await accountWith(10_000);
    const hold = await holds.hold(request(accountId), 2_000, mine());
    const charge = await holds.settle(hold, { amountMicros: 2_600, characters: 104 });
    expect(charge).toMatchObject({
      amountMicros: 2_000,
      context: { accountId, endpoint: '/tts', requestId: 'req-1', characters: 104 },
    });
    expect(await holds.settle(hold, { amountMicros: 2_600, characters: 104 })).toBeNull();
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 8_000,
      held: 0,
      spendable: 8_000,
      ledger: 8_000,
    });
    expect(await entryCount(accountId)).toBe(2);
  });

  it('settles a hold of 2,000 for 750 by charging 750 and giving the rest back', async () => {
    const accountId = await accountWith(10_000);
    const hold = await holds.hold(request(accountId), 2_000, mine());
    expect((await holds.settle(hold, { amountMicros: 750, characters: 30 }))?.amountMicros).toBe(
      750,
    );
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 9_250,
      held: 0,
      spendable: 9_250,
      ledger: 9_250,
    });
  });

  it('gives a released hold of 3,000 back without a trace in the ledger; releasing after settling changes nothing', async () => {
    const accountId = await accountWith(10_000);
    const released = await holds.hold(request(accountId), 3_000, mine());
    await holds.release(released);
    await holds.release(released);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 10_000,
      held: 0,
      spendable: 10_000,
      ledger: 10_000,
    });
    expect(await entryCount(accountId)).toBe(1);

    const settled = await holds.hold(request(accountId), 1_000, mine());
    await holds.settle(settled, { amountMicros: 1_000, characters: 40 });
    await holds.release(settled);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 9_000,
      held: 0,
      spendable: 9_000,
      ledger: 9_000,
    });
  });

  it("holds and settles in the caller's transaction: rolled back, nothing was held or charged", async () => {
    const accountId = await accountWith(10_000);
    await expect(
      db.transaction(async (tx) => {
        const hold = await holds.hold(request(accountId), 4_000, mine(), tx);
        await holds.settle(hold, { amountMicros: 4_000, characters: 160 }, tx);
        expect(await ledger.balanceOf(accountId, tx)).toBe(6_000);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 10_000,
      held: 0,
      spendable: 10_000,
      ledger: 10_000,
    });
  });

  it("charges a job's hold of 5,000 once for 4,200, and its release after that changes nothing", async () => {
    const accountId = await accountWith(10_000);
    const jobId = `job_${accountId.slice(0, 20)}`;
    await db.query(
      `INSERT INTO jobs (id, account_id, type, request) VALUES ($1, $2, 'tts', '{}')`,
      [jobId, accountId],
    );
    const context = { accountId, endpoint: '/tts/jobs', requestId: jobId };
    await jobCredit.hold(jobId, context, 5_000, db);
    const settlement = { amountMicros: 4_200, characters: 168 };
    expect((await jobCredit.settle(jobId, context, settlement, db))?.amountMicros).toBe(4_200);
    expect(await jobCredit.settle(jobId, context, settlement, db)).toBeNull();
    await jobCredit.release(jobId, db);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 5_800,
      held: 0,
      spendable: 5_800,
      ledger: 5_800,
    });
  });

  it('sweeps the holds of dead processes and those older than the longest request, not those of live processes or jobs', async () => {
    const accountId = await accountWith(100_000);
    const alive = await startedOwner();
    const dead = await startedOwner();
    await dead.onApplicationShutdown();
    const jobId = `job_${accountId.slice(0, 20)}`;
    await db.query(
      `INSERT INTO jobs (id, account_id, type, request) VALUES ($1, $2, 'stt', '{}')`,
      [jobId, accountId],
    );

    await holds.hold(request(accountId), 1_000, mine());
    await holds.hold(request(accountId), 2_000, { process: alive.id });
    await holds.hold(request(accountId), 4_000, { process: dead.id });
    await holds.hold(request(accountId), 8_000, { process: 2_000_000_000 });
    await jobCredit.hold(jobId, request(accountId), 16_000, db);
    const old = await holds.hold(request(accountId), 32_000, mine());
    await db.query(
      `UPDATE credit_holds SET created_at = now() - interval '61 minutes' WHERE id = $1`,
      [old.id],
    );
    expect((await creditFigures(db, accountId)).held).toBe(63_000);

    expect(await sweeper.releaseOrphans()).toBe(3);
    expect(await creditFigures(db, accountId)).toEqual({
      balance: 100_000,
      held: 1_000 + 2_000 + 16_000,
      spendable: 81_000,
      ledger: 100_000,
    });
    expect(await sweeper.releaseOrphans()).toBe(0);
    await alive.onApplicationShutdown();
  });
});
