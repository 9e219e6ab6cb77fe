/**
 * A slot lives this long unless renewed. A running request renews its slot every third
 * of it and releases it when it ends, so a slot outlives its request by at most this
 * much even when the release is lost (a crashed instance, an unreachable Redis).
 */
export const LEASE_MS = 30_000;

/** A held slot; releasing twice is harmless. */
export interface ConcurrencyLease {
  /** Pushes the expiry LEASE_MS ahead again. */
  renew(): Promise<void>;
  release(): Promise<void>;
}

/** Counts the requests each account has running (per process, or shared through Redis). */
export abstract class ConcurrencyStore {
  /** A lease when fewer than `limit` live leases of the account exist, else null. */
  abstract acquire(accountId: string, limit: number): Promise<ConcurrencyLease | null>;
}
