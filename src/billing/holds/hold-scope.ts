/**
 * What a request's credit hold lives within: the request. The hold is closed when the
 * scope ends (released, or its charge refunded when the answer was not delivered). The
 * request's lifetime is one; billing knows nothing of HTTP. Work that outlives a request
 * (a job) holds credit in its own name instead (see JobCredit).
 */
export interface HoldScope {
  /** Runs `dispose` when the scope ends, or at once if it has. */
  add(dispose: () => unknown): void;
  /** Whether the work's result reached its client in full (read once the scope ended). */
  readonly delivered: boolean;
}
