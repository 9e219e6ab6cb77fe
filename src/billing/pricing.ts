/** $25 per million characters: every model, every output format, TTS and STT alike. */
export const MICROS_PER_CHARACTER = 25;

export function priceOfCharacters(characters: number): number {
  return characters * MICROS_PER_CHARACTER;
}

/** What a request was charged, as the ledger has it. */
export interface Receipt {
  /** The characters billed. */
  characters: number;
  /** The micro-dollars charged: less than their price when a capped hold bounded it. */
  costMicros: number;
}

/**
 * What a receipt reads of a ledger charge (CreditLedger's Charge): declared here so the
 * web client, which prices its playground with this module, needs no server code.
 */
interface ChargedAmount {
  amountMicros: number;
  context: { characters: number };
}

/** The receipt of a settled charge; none charged (the hold was already given back) is zero. */
export function receiptOf(charge: ChargedAmount | null): Receipt {
  return charge
    ? { characters: charge.context.characters, costMicros: charge.amountMicros }
    : { characters: 0, costMicros: 0 };
}

/**
 * The cost headers of a billed answer, so a customer can reconcile a request without
 * calling /usage: written from the receipt, never recomputed from the result.
 */
export function costHeaders(receipt: Receipt): Record<string, string> {
  return {
    'x-character-count': String(receipt.characters),
    'x-cost-micros': String(receipt.costMicros),
  };
}
