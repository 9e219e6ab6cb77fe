import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../../database/sql-runner.js';
import { InsufficientCreditError } from '../billing.errors.js';
import type { ChargeContext, Charge } from '../credit-ledger.service.js';
import { CreditLedger } from '../credit-ledger.service.js';

/** Credit set aside for one request in flight. */
export interface CreditHold {
  id: string;
  amountMicros: number;
  context: Omit<ChargeContext, 'characters'>;
}

/**
 * Who a hold belongs to: a process serving the request that made it (released if that
 * process dies), or a job, which outlives any process and releases or settles its own.
 */
export type HoldOwner = { process: number } | { job: string };

/** What a finished request costs: never more than its hold. */
export interface Settlement {
  amountMicros: number;
  characters: number;
}

/**
 * Holds of credit for requests in flight. A hold lowers what the account may spend
 * (balance minus held) but writes nothing in the ledger: settling it appends the charge,
 * releasing it leaves no trace. So the balance is always the sum of the ledger, usage
 * counts settled requests only, and work that died with its process costs nothing.
 * Every statement here is one atomic statement.
 */
@Injectable()
export class CreditHolds {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: CreditLedger,
  ) {}

  /** Holds exactly `amountMicros`, or fails with 402 leaving everything untouched. */
  async hold(
    context: CreditHold['context'],
    amountMicros: number,
    owner: HoldOwner,
    within: SqlRunner = this.db,
  ): Promise<CreditHold> {
    const hold = await this.insertHold(context, amountMicros, owner, false, within);
    if (hold) return hold;
    throw InsufficientCreditError.forCost(
      await this.ledger.balanceOf(context.accountId, within),
      amountMicros,
    );
  }

  /**
   * Holds `maxMicros`, or all the account can spend when that is less (work billed on
   * its result, whose cost is only bounded up front); 402 when nothing is left.
   */
  async holdUpTo(
    context: CreditHold['context'],
    maxMicros: number,
    owner: HoldOwner,
    within: SqlRunner = this.db,
  ): Promise<CreditHold> {
    const hold = await this.insertHold(context, maxMicros, owner, true, within);
    if (hold) return hold;
    throw InsufficientCreditError.forPositiveBalance(
      await this.ledger.balanceOf(context.accountId, within),
    );
  }

  /**
   * Turns the hold into a charge of the settlement, capped at the hold, and returns the
   * charge; null when the hold was already released (then nothing is charged). The
   * statements here end in INSERT or SELECT: TypeORM answers a top-level UPDATE with
   * [rows, count] instead of the rows.
   */
  async settle(
    hold: CreditHold,
    settlement: Settlement,
    within: SqlRunner = this.db,
  ): Promise<Charge | null> {
    const { context } = hold;
    const rows = await within.query<Array<{ entry_id: string; charged: string }>>(
      `WITH released AS (
         DELETE FROM credit_holds WHERE id = $1
         RETURNING account_id, amount_micros AS held, LEAST($2::bigint, amount_micros) AS charge
       ), balanced AS (
         UPDATE credit_balances b
         SET balance_micros = b.balance_micros - r.charge, held_micros = b.held_micros - r.held
         FROM released r WHERE b.account_id = r.account_id
         RETURNING b.account_id
       )
       INSERT INTO ledger_entries
         (account_id, kind, amount_micros, requests, characters, api_key_id, endpoint, request_id)
       SELECT r.account_id, 'charge', -r.charge, 1, $3, $4, $5, $6
       FROM released r JOIN balanced USING (account_id)
       RETURNING id AS entry_id, -amount_micros AS charged`,
      [
        hold.id,
        settlement.amountMicros,
        settlement.characters,
        context.apiKeyId ?? null,
        context.endpoint,
        context.requestId ?? null,
      ],
    );
    if (rows.length === 0) return null;
    return {
      entryId: rows[0].entry_id,
      amountMicros: Number(rows[0].charged),
      context: { ...context, characters: settlement.characters },
    };
  }

  /** Gives the hold back; releasing twice, or after settling, changes nothing. */
  async release(hold: Pick<CreditHold, 'id'>, within: SqlRunner = this.db): Promise<void> {
    await within.query(
      `WITH released AS (
         DELETE FROM credit_holds WHERE id = $1 RETURNING account_id, amount_micros
       )
       UPDATE credit_balances b SET held_micros = b.held_micros - r.amount_micros
       FROM released r WHERE b.account_id = r.account_id`,
      [hold.id],
    );
  }

  /**
   * The conditional hold: the account must be able to spend the whole amount (exact) or
   * anything at all (up to the amount). The row lock taken by the first CTE makes
   * concurrent holds of one account queue, so their sum never exceeds its balance.
   */
  private async insertHold(
    context: CreditHold['context'],
    amountMicros: number,
    owner: HoldOwner,
    upTo: boolean,
    within: SqlRunner,
  ): Promise<CreditHold | null> {
    const rows = await within.query<Array<{ id: string; amount_micros: string }>>(
      `WITH spendable AS (
         SELECT account_id, LEAST($2::bigint, balance_micros - held_micros) AS amount
         FROM credit_balances
         WHERE account_id = $1
           AND balance_micros - held_micros >= CASE WHEN $4::boolean THEN 1 ELSE $2::bigint END
         FOR UPDATE
       ), held AS (
         UPDATE credit_balances b SET held_micros = b.held_micros + s.amount
         FROM spendable s WHERE b.account_id = s.account_id
         RETURNING b.account_id, s.amount
       )
       INSERT INTO credit_holds (account_id, amount_micros, owner, job_id)
       SELECT account_id, amount, $3, $5 FROM held RETURNING id, amount_micros`,
      [
        context.accountId,
        amountMicros,
        'process' in owner ? owner.process : null,
        upTo,
        'job' in owner ? owner.job : null,
      ],
    );
    if (rows.length === 0) return null;
    return { id: rows[0].id, amountMicros: Number(rows[0].amount_micros), context };
  }
}
