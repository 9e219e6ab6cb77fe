import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** The insert hit a unique index: the thing already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

/** Socket-level failures on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * The database could not serve the query at all (down, restarting, dropped the session,
 * or refusing connections), as opposed to the query being wrong: worth a 503 and a retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  const { code, severity } = (cause ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code === 'string') {
    // 08: connection exception; 57P0x: shut down or terminated by an administrator;
    // 53300: too many connections; 57014: cancelled by the statement timeout.
    if (code.startsWith('08') || /^57P0\d$/.test(code) || code === '53300' || code === '57014') {
      return true;
    }
    if (NETWORK_CODES.has(code)) return true;
  }
  // A FATAL error ends the session: the server refused or dropped the connection.
  if (severity === 'FATAL') return true;
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
    error.message,
  );
}
