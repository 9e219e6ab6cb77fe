import { Injectable } from '@nestjs/common';
import type { SqlRunner } from '../database/sql-runner.js';
import { InsufficientCreditError } from './billing.errors.js';
import { LedgerRepository } from './ledger/ledger.repository.js';

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

/**
 * The account credit: an append-only ledger whose sum is the balance, plus a cached
 * balance row updated in the same statement or transaction, so that holding credit for
 * a request is one conditional UPDATE (see CreditHolds). Every row of a billed request
 * carries its request count and characters, so usage is a plain SUM and a refund
 * cancels its charge exactly. This says what each entry is; LedgerRepository stores it.
 */
@Injectable()
export class CreditLedger {
  constructor(private readonly entries: LedgerRepository) {}

  /**
   * Cancels a charge in full (its answer never reached the client): the refund gives the
   * amount back and takes the request and its characters off usage. A second refund
   * changes nothing.
   */
  async refund(charge: Charge): Promise<void> {
    const { context, amountMicros, entryId } = charge;
    await this.entries.append({
      accountId: context.accountId,
      kind: 'refund',
      amountMicros,
      requests: -1,
      characters: -context.characters,
      apiKeyId: context.apiKeyId,
      endpoint: context.endpoint,
      requestId: context.requestId,
      refundOf: entryId,
    });
  }

  /** Fails with 402 unless the account may spend something (work billed on its result). */
  async assertPositiveBalance(accountId: string): Promise<void> {
    const balance = await this.balanceOf(accountId);
    if (balance <= 0) throw InsufficientCreditError.forPositiveBalance(balance);
  }

  /** Support credit (`grant-credit`): the only way in without a payment. */
  async grant(accountId: string, amountMicros: number, note: string): Promise<void> {
    await this.entries.append({ accountId, kind: 'grant', amountMicros, note });
  }

  /**
   * Credits a paid top-up inside the caller's transaction. The unique top-up id on the
   * ledger makes a second credit impossible; returns whether this call credited it.
   */
  creditTopUp(
    tx: SqlRunner,
    accountId: string,
    topUpId: string,
    amountMicros: number,
  ): Promise<boolean> {
    return this.entries.append({ accountId, kind: 'top_up', amountMicros, topUpId }, tx);
  }

  /** `within`: the caller's transaction, when it asks from inside one. */
  async balanceOf(accountId: string, within?: SqlRunner): Promise<number> {
    return (await this.entries.summaryOf(accountId, within)).balanceMicros;
  }
}
