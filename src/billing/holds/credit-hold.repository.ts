import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SqlRunner } from '../../database/sql-runner.js';
import { ownerIsGone } from '../../instances/process-owner.js';

/**
 * Who a hold belongs to: a process serving the request that made it (released if that
 * process dies), or a job, which outlives any process and releases or settles its own.
 */
export type HoldOwner = { process: number } | { job: string };

/** A hold row: its id and the micro-dollars it sets aside. */
export interface HeldCredit {
  id: string;
  amountMicros: number;
}

/** The ledger row a settled hold becomes, less its amount (which the hold caps). */
export interface ChargeRow {
  characters: number;
  apiKeyId?: string;
  endpoint: string;
  requestId?: string;
}

/**
 * The credit_holds table and the held part of the cached balance. Every method is one
 * atomic statement: holding, settling, releasing and sweeping each move the hold row, the
 * balance row and (settling) the ledger together or not at all. Top-level UPDATEs are
 * wrapped in a CTE or end in INSERT or SELECT: TypeORM answers a top-level UPDATE with
 * [rows, count] instead of the rows.
 */
@Injectable()
export class CreditHoldRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The conditional hold: the account must be able to spend the whole amount, or with
   * `upTo` anything at all (then it holds what it can, up to the amount). The row lock
   * taken by the first CTE makes concurrent holds of one account queue, so their sum
   * never exceeds its balance. Null, with nothing written, when the account cannot.
   */
  async hold(
    accountId: string,
    amountMicros: number,
    owner: HoldOwner,
    upTo: boolean,
    within: SqlRunner = this.db,
  ): Promise<HeldCredit | null> {
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
        accountId,
        amountMicros,
        'process' in owner ? owner.process : null,
        upTo,
        'job' in owner ? owner.job : null,
      ],
    );
    return rows.length ? { id: rows[0].id, amountMicros: Number(rows[0].amount_micros) } : null;
  }

  /**
   * Deletes the hold and charges `amountMicros`, capped at what it held, as a ledger
   * charge of one request; returns the entry and what it charged. Null, with nothing
   * charged, when the hold is gone (settled or released before).
   */
  async settle(
    holdId: string,
    amountMicros: number,
    row: ChargeRow,
    within: SqlRunner = this.db,
  ): Promise<{ entryId: string; chargedMicros: number } | null> {
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
        holdId,
        amountMicros,
        row.characters,
        row.apiKeyId ?? null,
        row.endpoint,
        row.requestId ?? null,
      ],
    );
    return rows.length
      ? { entryId: rows[0].entry_id, chargedMicros: Number(rows[0].charged) }
      : null;
  }

  /** Deletes the hold and gives its amount back; nothing when it is gone. */
  async release(holdId: string, within: SqlRunner = this.db): Promise<void> {
    await within.query(
      `WITH released AS (
         DELETE FROM credit_holds WHERE id = $1 RETURNING account_id, amount_micros
       )
       UPDATE credit_balances b SET held_micros = b.held_micros - r.amount_micros
       FROM released r WHERE b.account_id = r.account_id`,
      [holdId],
    );
  }

  /** What `jobId` holds now, locked until the caller's transaction ends; null when nothing. */
  async heldByJob(jobId: string, within: SqlRunner): Promise<HeldCredit | null> {
    const rows = await within.query<Array<{ id: string; amount_micros: string }>>(
      `SELECT id, amount_micros FROM credit_holds WHERE job_id = $1 FOR UPDATE`,
      [jobId],
    );
    return rows.length ? { id: rows[0].id, amountMicros: Number(rows[0].amount_micros) } : null;
  }

  /**
   * Releases, in one statement, the holds of processes (not jobs) whose owner is gone or
   * that are older than `olderThanSeconds`; `me` is the caller's own owner number, alive.
   * Returns how many.
   */
  async releaseOrphans(me: number, olderThanSeconds: number): Promise<number> {
    const rows = await this.db.query<Array<{ holds: string }>>(
      `WITH released AS (
         DELETE FROM credit_holds h
         WHERE h.job_id IS NULL
           AND (h.created_at < now() - make_interval(secs => $2) OR ${ownerIsGone('h.owner', '$1')})
         RETURNING account_id, amount_micros
       ), by_account AS (
         SELECT account_id, sum(amount_micros) AS amount, count(*) AS holds
         FROM released GROUP BY account_id
       ), balanced AS (
         UPDATE credit_balances b SET held_micros = b.held_micros - a.amount
         FROM by_account a WHERE b.account_id = a.account_id
         RETURNING a.holds
       )
       SELECT COALESCE(sum(holds), 0) AS holds FROM balanced`,
      [me, olderThanSeconds],
    );
    return Number(rows[0].holds);
  }
}
