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

/** A charge row in the ledger, as a refund needs it. */
export interface Charge {
  entryId: string;
  amountMicros: number;
  context: ChargeContext;
}

export interface CreditSummary {
  /** What the account may spend: its ledger's sum less what requests in flight hold. */
  balanceMicros: number;
  totalTopUpsMicros: number;
}

/**
 * The account credit: an append-only ledger whose sum is the balance, plus a cached
 * balance row updated in the same statement or transaction, so that holding credit for
 * a request is one conditional UPDATE (see CreditHolds). Every row of a billed request
 * carries its request count and characters, so usage is a plain SUM and a refund
 * cancels its charge exactly.
 */
@Injectable()
export class CreditLedger {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Cancels a charge in full (its answer never reached the client); a second refund changes nothing. */
  async refund(charge: Charge): Promise<void> {
    const { context, amountMicros, entryId } = charge;
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

  /** Fails with 402 unless the account may spend something (work billed on its result). */
  async assertPositiveBalance(accountId: string): Promise<void> {
    const balance = await this.balanceOf(accountId);
    if (balance <= 0) throw InsufficientCreditError.forPositiveBalance(balance);
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

  /** `within`: the caller's transaction, when it asks from inside one. */
  async balanceOf(accountId: string, within?: Pick<EntityManager, 'query'>): Promise<number> {
    return (await this.summaryOf(accountId, within)).balanceMicros;
  }

  async summaryOf(
    accountId: string,
    within: Pick<EntityManager, 'query'> = this.db,
  ): Promise<CreditSummary> {
    const rows = await within.query<
      Array<{ spendable_micros: string; total_top_ups_micros: string }>
    >(
      `SELECT balance_micros - held_micros AS spendable_micros, total_top_ups_micros
       FROM credit_balances WHERE account_id = $1`,
      [accountId],
    );
    return {
      balanceMicros: Number(rows[0]?.spendable_micros ?? 0),
      totalTopUpsMicros: Number(rows[0]?.total_top_ups_micros ?? 0),
    };
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
