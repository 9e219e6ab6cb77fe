import { Injectable } from '@nestjs/common';
import type { SqlRunner } from '../../database/sql-runner.js';
import { InsufficientCreditError } from '../billing.errors.js';
import type { ChargeContext, Charge } from '../credit-ledger.service.js';
import { CreditLedger } from '../credit-ledger.service.js';
import { CreditHoldRepository, type HoldOwner } from './credit-hold.repository.js';

/** Credit set aside for one request in flight. */
export interface CreditHold {
  id: string;
  amountMicros: number;
  context: Omit<ChargeContext, 'characters'>;
}

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
 * Each change is one atomic statement of CreditHoldRepository.
 */
@Injectable()
export class CreditHolds {
  constructor(
    private readonly rows: CreditHoldRepository,
    private readonly ledger: CreditLedger,
  ) {}

  /** Holds exactly `amountMicros`, or fails with 402 leaving everything untouched. */
  async hold(
    context: CreditHold['context'],
    amountMicros: number,
    owner: HoldOwner,
    within?: SqlRunner,
  ): Promise<CreditHold> {
    const held = await this.rows.hold(context.accountId, amountMicros, owner, false, within);
    if (held) return { ...held, context };
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
    within?: SqlRunner,
  ): Promise<CreditHold> {
    const held = await this.rows.hold(context.accountId, maxMicros, owner, true, within);
    if (held) return { ...held, context };
    throw InsufficientCreditError.forPositiveBalance(
      await this.ledger.balanceOf(context.accountId, within),
    );
  }

  /**
   * Turns the hold into a charge of the settlement, capped at the hold, and returns the
   * charge; null when the hold was already settled or released (then nothing is charged).
   */
  async settle(
    hold: CreditHold,
    settlement: Settlement,
    within?: SqlRunner,
  ): Promise<Charge | null> {
    const context = { ...hold.context, characters: settlement.characters };
    const charged = await this.rows.settle(hold.id, settlement.amountMicros, context, within);
    if (!charged) return null;
    return { entryId: charged.entryId, amountMicros: charged.chargedMicros, context };
  }

  /** Gives the hold back; releasing twice, or after settling, changes nothing. */
  async release(hold: Pick<CreditHold, 'id'>, within?: SqlRunner): Promise<void> {
    await this.rows.release(hold.id, within);
  }
}
