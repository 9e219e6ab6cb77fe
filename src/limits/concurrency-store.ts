/** A held slot; releasing twice is harmless. */
export interface ConcurrencyLease {
  release(): Promise<void>;
}

/** Counts the requests each account has running (per process, or shared through Redis). */
export abstract class ConcurrencyStore {
  /** A lease when fewer than `limit` requests of the account run, else null. */
  abstract acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null>;
}
