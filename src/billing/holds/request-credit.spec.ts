import { Logger } from '@nestjs/common';
import { RequestLifetime } from '../../common/request-lifetime.js';
import type { Charge, CreditLedger } from '../credit-ledger.service.js';
import type { CreditHold, CreditHolds, Settlement } from './credit-holds.js';
import { RequestHold } from './request-credit.js';

const HOLD: CreditHold = {
  id: 'hold-1',
  amountMicros: 2500,
  context: { accountId: 'account-1', endpoint: '/tts/stream' },
};

/** The holds and ledger as a request sees them, the settlement held until the test lets it go. */
function fakeCredit() {
  const calls: string[] = [];
  let finishSettle!: () => void;
  const settleDone = new Promise<void>((resolve) => (finishSettle = resolve));
  const holds = {
    async settle(hold: CreditHold, settlement: Settlement): Promise<Charge> {
      calls.push('settle');
      await settleDone;
      return {
        entryId: 'entry-1',
        amountMicros: settlement.amountMicros,
        context: { ...hold.context, characters: settlement.characters },
      };
    },
    release(): Promise<void> {
      calls.push('release');
      return Promise.resolve();
    },
  } as unknown as CreditHolds;
  const ledger = {
    refund(): Promise<void> {
      calls.push('refund');
      return Promise.resolve();
    },
  } as unknown as CreditLedger;
  return { calls, holds, ledger, finishSettle };
}

const settlement = { amountMicros: 2500, characters: 100 };
const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('RequestHold', () => {
  it('keeps a delivered charge whose request ends while it is being settled', async () => {
    const credit = fakeCredit();
    const lifetime = new RequestLifetime();
    const hold = new RequestHold(credit.holds, credit.ledger, HOLD, lifetime, new Logger());
    hold.owe(settlement);
    const settled = hold.settle(settlement);
    lifetime.end(false); // the client left just after the last audio was written
    await turns();
    expect(credit.calls).toEqual(['settle']);
    credit.finishSettle();
    await settled;
    await turns();
    expect(credit.calls).toEqual(['settle']);
  });

  it('refunds a charge whose answer did not reach the client in full', async () => {
    const credit = fakeCredit();
    const lifetime = new RequestLifetime();
    const hold = new RequestHold(credit.holds, credit.ledger, HOLD, lifetime, new Logger());
    const settled = hold.settle(settlement);
    lifetime.end(false);
    credit.finishSettle();
    await settled;
    await turns();
    expect(credit.calls).toEqual(['settle', 'refund']);
  });

  it('cancels a charge still being settled once it is written', async () => {
    const credit = fakeCredit();
    const hold = new RequestHold(
      credit.holds,
      credit.ledger,
      HOLD,
      new RequestLifetime(),
      new Logger(),
    );
    hold.owe(settlement);
    void hold.settle(settlement);
    const cancelled = hold.cancel(); // the engine failed as the work was being settled
    await turns();
    expect(credit.calls).toEqual(['settle']);
    credit.finishSettle();
    await cancelled;
    expect(credit.calls).toEqual(['settle', 'refund']);
  });

  it('writes nothing for work owed until the request ends: a crash leaves only the hold', async () => {
    const credit = fakeCredit();
    const lifetime = new RequestLifetime();
    const hold = new RequestHold(credit.holds, credit.ledger, HOLD, lifetime, new Logger());
    hold.owe(settlement); // the first audio reached the client
    await turns();
    expect(credit.calls).toEqual([]);
    lifetime.end(false); // then the client went away
    credit.finishSettle();
    await turns();
    expect(credit.calls).toEqual(['settle']);
  });

  it('gives back the hold of owed work cancelled before it was settled', async () => {
    const credit = fakeCredit();
    const lifetime = new RequestLifetime();
    const hold = new RequestHold(credit.holds, credit.ledger, HOLD, lifetime, new Logger());
    hold.owe(settlement);
    await hold.cancel(); // the engine failed after the first audio
    lifetime.end(false);
    await turns();
    expect(credit.calls).toEqual(['release', 'release']);
  });

  it('settles once when a stream ends as its client leaves', async () => {
    const credit = fakeCredit();
    const lifetime = new RequestLifetime();
    const hold = new RequestHold(credit.holds, credit.ledger, HOLD, lifetime, new Logger());
    hold.owe(settlement);
    lifetime.end(false); // the client left as the last audio was written
    await turns();
    const ended = hold.settle(settlement); // and the stream ended
    credit.finishSettle();
    expect(await ended).toEqual({ characters: 100, costMicros: 2500 });
    await turns();
    expect(credit.calls).toEqual(['settle']);
  });
});
