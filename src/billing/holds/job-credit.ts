import { Injectable } from '@nestjs/common';
import type { Charge } from '../credit-ledger.service.js';
import type { SqlRunner } from '../../database/sql-runner.js';
import { CreditHoldRepository } from './credit-hold.repository.js';
import { CreditHolds, type CreditHold, type Settlement } from './credit-holds.js';

/**
 * Credit held by a job in its own name: the hold outlives the request that submitted the
 * job and any process that runs it, and is found again by the job's id. Settling it is
 * the job's one charge: it deletes the hold as it charges, so a job run again (its
 * worker died after settling) finds nothing left to charge.
 */
@Injectable()
export class JobCredit {
  constructor(
    private readonly holds: CreditHolds,
    private readonly rows: CreditHoldRepository,
  ) {}

  /** Holds the exact cost for `jobId`, or 402; in the caller's transaction. */
  hold(
    jobId: string,
    context: CreditHold['context'],
    amountMicros: number,
    within: SqlRunner,
  ): Promise<CreditHold> {
    return this.holds.hold(context, amountMicros, { job: jobId }, within);
  }

  /** Holds up to `maxMicros` for `jobId`, as much as the account can spend; 402 when nothing. */
  holdUpTo(
    jobId: string,
    context: CreditHold['context'],
    maxMicros: number,
    within: SqlRunner,
  ): Promise<CreditHold> {
    return this.holds.holdUpTo(context, maxMicros, { job: jobId }, within);
  }

  /**
   * Charges the job's work (capped at its hold) in the caller's transaction; null when the
   * job holds nothing any more (settled before, released by a cancel): nothing is charged.
   */
  async settle(
    jobId: string,
    context: CreditHold['context'],
    settlement: Settlement,
    within: SqlRunner,
  ): Promise<Charge | null> {
    const held = await this.rows.heldByJob(jobId, within);
    if (!held) return null;
    return this.holds.settle({ ...held, context }, settlement, within);
  }

  /** Gives the job's hold back; nothing happens when it holds nothing. */
  async release(jobId: string, within: SqlRunner): Promise<void> {
    const held = await this.rows.heldByJob(jobId, within);
    if (held) await this.holds.release(held, within);
  }
}
