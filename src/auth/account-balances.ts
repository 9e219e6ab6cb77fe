/**
 * The credit an account holds, as its profile shows it. A port, because the dependency
 * runs the other way: billing keeps the ledger and its routes sit behind auth's guard, so
 * auth asks through this rather than importing billing. BillingModule provides it, and the
 * application hands that module in with `AuthModule.withPortsFrom(BillingModule, …)`.
 */
export abstract class AccountBalances {
  /** Integer micro-dollars. */
  abstract balanceOf(accountId: string): Promise<number>;
}
