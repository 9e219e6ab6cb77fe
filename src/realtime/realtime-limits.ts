import { LONGEST_REQUEST_MS } from '../common/request-lifetime.js';

/** The contract's limits of one realtime connection, a class so that tests may shorten the times. */
export class RealtimeLimits {
  /** Closed (1000, `idle`) after this long without a client message. */
  idleMs = 20_000;
  /**
   * Closed (1000, `time limit`) after an hour, a second before every request's own limit
   * destroys the socket, so that the close frame goes out first.
   */
  longestMs = LONGEST_REQUEST_MS - 1_000;
  /**
   * Rendering pauses while more than this is waiting to be written to the socket: a client
   * that reads slowly holds at most this much of the server's memory, plus the frame that
   * crossed it.
   */
  bufferedBytes = 64 * 1024;
  /**
   * How often an open connection's key is checked between sentences (each sentence checks it
   * too), so a revoked key also ends a connection that is only kept alive.
   */
  keyCheckMs = 10_000;
  /** A socket whose writes have not moved for this long is cut (its close frame could not be written either). */
  stuckMs = 10_000;
}
