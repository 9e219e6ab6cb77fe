import type { CreditHold } from '../billing/holds/credit-holds.js';
import type { RequestCredit, RequestHold } from '../billing/holds/request-credit.js';
import { priceOfCharacters } from '../billing/pricing.js';
import type { RequestLifetime } from '../common/request-lifetime.js';

/** One sentence's credit: charged once its audio has been sent, else given back. */
export interface SentenceHold {
  charge(): Promise<void>;
  release(): Promise<void>;
}

/**
 * The credit of one realtime connection, which is the scope of its holds as a request is for
 * POST /tts: each sentence's cost is held before it is rendered and charged once its audio
 * has been sent; a hold still open when the connection ends (its text dropped, its audio cut
 * short) is released with it, and a charge made stands.
 */
export class ConnectionCredit {
  constructor(
    private readonly credit: RequestCredit,
    private readonly lifetime: RequestLifetime,
    private readonly context: CreditHold['context'],
  ) {}

  /** Holds the sentence's exact cost, or fails with InsufficientCreditError. */
  async hold(characters: number): Promise<SentenceHold> {
    const hold: RequestHold = await this.credit.hold(
      this.lifetime,
      this.context,
      priceOfCharacters(characters),
    );
    return {
      charge: async () => {
        // Its audio has been sent: the charge stands however the connection then ends.
        const settlement = { amountMicros: hold.amountMicros, characters };
        hold.owe(settlement);
        await hold.settle(settlement);
      },
      release: () => hold.release(),
    };
  }
}
