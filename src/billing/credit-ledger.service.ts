import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { InsufficientCreditError } from './billing.errors.js';

/** What a billed request was, recorded on its ledger rows for usage reports. */
export interface ChargeContext {
  accountId: string;
  apiKeyId?: string;
  endpoint: string;
  requestId?: string;
  characters: number;
}

export interface Reservation {
  entryId: string;
  amountMicros: number;
  context: ChargeContext;
}

export interface CreditSummary {
  balanceMicros: number;
  totalTopUpsMicros: number;
}

/** A charge row: one request, its characters, what made it; the amount is stored negative. */
const CHARGE_COLUMNS =
  '(account_id, kind, amount_micros, requests, characters, api_key_id, endpoint, request_id)';

/** The parameters of a charge row, in the order of `$1`..`$6` in the statements below. */
function chargeValues(context: ChargeContext, amountMicros: number): unknown[] {
  return [
    context.accountId,
    amountMicros,
    context.characters,
    context.apiKeyId ?? null,
    context.endpoint,
    context.requestId ?? null,
  ];
}

/**
 * The account credit: an append-only ledger whose sum is the balance, plus a cached
 * balance row updated in the same transaction so that a debit is one conditional
 * UPDATE. Every row of a billed request carries its request count and characters, so
 * usage is a plain SUM and a refund cancels its charge exactly.
 */
@Injectable()
export class CreditLedger {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Takes the cost now, atomically, or fails with 402 leaving the balance untouched. One
   * statement: the conditional debit and its ledger row commit together without a
   * transaction's extra round trips, which every billed request would pay.
   */
  async reserve(context: ChargeContext, amountMicros: number): Promise<Reservation> {
    const rows = await this.db.query<Array<{ id: string }>>(
      `WITH debited AS (
         UPDATE credit_balances SET balance_micros = balance_micros - $2
         WHERE account_id = $1 AND balance_micros >= $2 RETURNING account_id
       )
       INSERT INTO ledger_entries ${CHARGE_COLUMNS}
       SELECT account_id, 'charge', -$2::bigint, 1, $3, $4, $5, $6 FROM debited RETURNING id`,
      chargeValues(context, amountMicros),
    );
    if (rows.length === 0) {
      throw InsufficientCreditError.forCost(await this.balanceOf(context.accountId), amountMicros);
    }
    return { entryId: rows[0].id, amountMicros, context };
  }

  /** Gives a reservation back in full (the work failed); a second refund changes nothing. */
  async refund(reservation: Reservation): Promise<void> {
    const { context, amountMicros, entryId } = reservation;
    await this.db.transaction(async (tx) => {
      const inserted = await tx.query<unknown[]>(
        `INSERT INTO ledger_entries
           (account_id, kind, amount_micros, requests, characters, api_key_id, endpoint, request_id, refund_of)
         VALUES ($1, 'refund', $2, -1, $3, $4, $5, $6, $7)
         ON CONFLICT (refund_of) DO NOTHING RETURNING id`,
        [
          context.accountId,
          amountMicros,
          -context.characters,
          context.apiKeyId ?? null,
          context.endpoint,
          context.requestId ?? null,
          entryId,
        ],
      );
      if (inserted.length > 0) await this.addToBalance(tx, context.accountId, amountMicros, 0);
    });
  }

  /** Fails with 402 unless the balance is above zero (work billed on its result). */
  async assertPositiveBalance(accountId: string): Promise<void> {
    const balance = await this.balanceOf(accountId);
    if (balance <= 0) throw InsufficientCreditError.forPositiveBalance(balance);
  }

  /** Debits work already done, even past zero: its cost was only known at the end. */
  async charge(context: ChargeContext, amountMicros: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.addToBalance(tx, context.accountId, -amountMicros, 0);
      await this.appendCharge(tx, context, amountMicros);
    });
  }

  /** Support credit (`grant-credit`): the only way in without a payment. */
  async grant(accountId: string, amountMicros: number, note: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_entries (account_id, kind, amount_micros, note) VALUES ($1, 'grant', $2, $3)`,
        [accountId, amountMicros, note],
      );
      await this.addToBalance(tx, accountId, amountMicros, 0);
    });
  }

  /**
   * Credits a paid top-up inside the caller's transaction. The unique top-up id on the
   * ledger makes a second credit impossible; returns whether this call credited it.
   */
  async creditTopUp(
    tx: EntityManager,
    accountId: string,
    topUpId: string,
    amountMicros: number,
  ): Promise<boolean> {
    const inserted = await tx.query<unknown[]>(
      `INSERT INTO ledger_entries (account_id, kind, amount_micros, top_up_id)
       VALUES ($1, 'top_up', $2, $3) ON CONFLICT (top_up_id) DO NOTHING RETURNING id`,
      [accountId, amountMicros, topUpId],
    );
    if (inserted.length === 0) return false;
    await this.addToBalance(tx, accountId, amountMicros, amountMicros);
    return true;
  }

  async balanceOf(accountId: string): Promise<number> {
    return (await this.summaryOf(accountId)).balanceMicros;
  }

  async summaryOf(accountId: string): Promise<CreditSummary> {
    const rows = await this.db.query<
      Array<{ balance_micros: string; total_top_ups_micros: string }>
    >(`SELECT balance_micros, total_top_ups_micros FROM credit_balances WHERE account_id = $1`, [
      accountId,
    ]);
    return {
      balanceMicros: Number(rows[0]?.balance_micros ?? 0),
      totalTopUpsMicros: Number(rows[0]?.total_top_ups_micros ?? 0),
    };
  }

  private async appendCharge(
    tx: EntityManager,
    context: ChargeContext,
    amountMicros: number,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO ledger_entries ${CHARGE_COLUMNS} VALUES ($1, 'charge', -$2::bigint, 1, $3, $4, $5, $6)`,
      chargeValues(context, amountMicros),
    );
  }

  private async addToBalance(
    tx: EntityManager,
    accountId: string,
    deltaMicros: number,
    topUpMicros: number,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO credit_balances (account_id, balance_micros, total_top_ups_micros) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET
         balance_micros = credit_balances.balance_micros + EXCLUDED.balance_micros,
         total_top_ups_micros = credit_balances.total_top_ups_micros + EXCLUDED.total_top_ups_micros`,
      [accountId, deltaMicros, topUpMicros],
    );
  }
}
