/** What an account's completed top-ups come to, and the concurrency they buy. */
export interface AccountTier {
  totalTopUpsMicros: number;
  concurrencyLimit: number;
}

/**
 * An account's tier, as the limits and the billing page ask for it: a port, so that the
 * limits know nothing of the ledger the tier is read from. BillingModule provides it.
 */
export abstract class AccountTiers {
  abstract tierOf(accountId: string): Promise<AccountTier>;

  /** Simultaneous requests the account may run. */
  abstract concurrencyLimitOf(accountId: string): Promise<number>;
}
