import { Injectable, Logger } from '@nestjs/common';
import { CreditLedger, type Charge } from '../credit-ledger.service.js';
import { receiptOf, type Receipt } from '../pricing.js';
import { CreditHolds, type CreditHold, type Settlement } from './credit-holds.js';
import type { HoldScope } from './hold-scope.js';
import { ProcessOwner } from '../../instances/process-owner.js';

/**
 * A request's hold of credit, bound to the request: when the request ends
 * the hold is released if it was not settled, and a settled charge is refunded if the
 * answer did not reach the client in full. Settling is the service's word that the
 * work is done; the scope decides whether it was delivered.
 */
export class RequestHold {
  private charge: Charge | null = null;
  /** The charge stands whatever becomes of the response (its content already reached the client). */
  private kept = false;
  /** A settlement under way: the request's end and a cancel wait for it, so none races it. */
  private settling: Promise<void> | undefined;
  /** What the request owes once it ends (see owe), unless cancelled before. */
  private owed: Settlement | undefined;

  constructor(
    private readonly holds: CreditHolds,
    private readonly ledger: CreditLedger,
    readonly hold: CreditHold,
    scope: HoldScope,
    logger: Logger,
  ) {
    scope.add(() =>
      this.end(scope.delivered).catch((error: unknown) =>
        logger.error(`Credit hold ${hold.id} not closed, the sweep will: ${String(error)}`),
      ),
    );
  }

  get amountMicros(): number {
    return this.hold.amountMicros;
  }

  /**
   * Charges the work done (capped at the hold); the receipt is what the ledger took. A
   * second call (a stream that ends as its client leaves) waits for the first and charges
   * nothing more.
   */
  async settle(settlement: Settlement): Promise<Receipt> {
    if (this.settling) {
      await this.settling;
      return receiptOf(this.charge);
    }
    const charged = this.holds.settle(this.hold, settlement);
    // A failed settlement charged nothing: the request's end gives the hold back.
    this.settling = charged.then(
      (charge) => {
        this.charge = charge;
      },
      () => undefined,
    );
    return receiptOf(await charged);
  }

  /**
   * Work whose first part already reached the client, as a stream's first audio: the
   * charge is owed however the response then ends, and is taken by `settle` once the work
   * is done or, if the client goes away first, when the request ends. Nothing is written
   * before then, so a process that dies mid-stream leaves only a hold, which the sweep
   * gives back: a stream cut by our own crash costs nothing.
   */
  owe(settlement: Settlement): void {
    this.owed = settlement;
    this.kept = true;
  }

  /** Gives the hold back now (the work failed). */
  release(): Promise<void> {
    return this.holds.release(this.hold);
  }

  /** Undoes the request's charge, or gives its hold back if nothing was charged (the work failed). */
  async cancel(): Promise<void> {
    this.owed = undefined;
    await this.settled();
    if (!this.charge) return this.release();
    this.kept = false;
    const charge = this.charge;
    this.charge = null;
    await this.ledger.refund(charge);
  }

  private async end(delivered: boolean): Promise<void> {
    await this.settled();
    if (!this.charge && this.owed) await this.settle(this.owed);
    else if (!this.charge) await this.release();
    else if (!delivered && !this.kept) await this.ledger.refund(this.charge);
  }

  /** Once a settlement under way has ended; a failed one charged nothing. */
  private async settled(): Promise<void> {
    await this.settling;
  }
}

/** Holds credit for the request being served (see RequestHold). */
@Injectable()
export class RequestCredit {
  private readonly logger = new Logger(RequestCredit.name);

  constructor(
    private readonly holds: CreditHolds,
    private readonly ledger: CreditLedger,
    private readonly owner: ProcessOwner,
  ) {}

  /** Holds the exact cost, or 402. */
  async hold(
    scope: HoldScope,
    context: CreditHold['context'],
    amountMicros: number,
  ): Promise<RequestHold> {
    return this.bind(
      scope,
      await this.holds.hold(context, amountMicros, { process: this.owner.id }),
    );
  }

  /** Holds up to `maxMicros`, as much as the account can spend; 402 when it can spend nothing. */
  async holdUpTo(
    scope: HoldScope,
    context: CreditHold['context'],
    maxMicros: number,
  ): Promise<RequestHold> {
    return this.bind(
      scope,
      await this.holds.holdUpTo(context, maxMicros, { process: this.owner.id }),
    );
  }

  /** Fails with 402 unless the account may spend something; nothing is held. */
  assertPositiveBalance(accountId: string): Promise<void> {
    return this.ledger.assertPositiveBalance(accountId);
  }

  private bind(scope: HoldScope, hold: CreditHold): RequestHold {
    return new RequestHold(this.holds, this.ledger, hold, scope, this.logger);
  }
}
