import type { RequestHandler } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { prettyStream } from './pretty-stream.js';

/** Never logged: credentials in headers. Bodies are not logged at all. */
const REDACTED = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
];
const CENSOR = '[redacted]';

/** Query parameters a client may put a credential in, by name or by the look of the value. */
const CREDENTIAL_NAME = /key|token|auth|jwt|secret|password|session|signature/i;
const CREDENTIAL_VALUE = /^(sk_(live|test)_|eyJ|Bearer\s)/i;
/** Anywhere in a path segment (`/workspace/key:sk_live_...`). */
const CREDENTIAL_IN_PATH = /sk_(live|test)_|^eyJ|^Bearer\s/i;

/**
 * JSON lines for machines; one readable line per record when stdout is a terminal. A
 * destination given (tests) is written as JSON.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const terminal = destination === undefined && process.stdout.isTTY === true;
  return pino(
    { level, redact: { paths: REDACTED, censor: CENSOR } },
    terminal ? prettyStream() : destination,
  );
}

/** One access-log line per request, tagged with the request id. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req) => req.id,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: { req: withoutQueryCredentials },
  });
}

interface SerializedRequest {
  url?: string;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  [field: string]: unknown;
}

/**
 * A key or token sent in the query string or pasted into a path is refused, but the
 * access log would still print it in the URL, the parsed query and the route's
 * parameters: all are censored.
 */
export function withoutQueryCredentials(req: SerializedRequest): SerializedRequest {
  const { url, query, params } = req;
  return {
    ...req,
    url: url === undefined ? url : censoredUrl(url),
    query: query && censoredFields(query),
    params: params && censoredFields(params),
  };
}

function censoredFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      isCredential(name, value) ? CENSOR : value,
    ]),
  );
}

function censoredUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = censoredPath(queryStart < 0 ? url : url.slice(0, queryStart));
  if (queryStart < 0) return path;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [name, value = ''] = pair.split('=', 2);
      return isCredential(decoded(name), decoded(value)) ? `${name}=${CENSOR}` : pair;
    });
  return `${path}?${pairs.join('&')}`;
}

/** Path segments are judged by their look alone: a route never names a credential. */
function censoredPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (CREDENTIAL_IN_PATH.test(decoded(segment)) ? CENSOR : segment))
    .join('/');
}

function decoded(component: string): string {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '));
  } catch {
    return component;
  }
}

function isCredential(name: string, value: unknown): boolean {
  return (
    CREDENTIAL_NAME.test(name) ||
    (Array.isArray(value) ? value : [value]).some(
      (v) => typeof v === 'string' && CREDENTIAL_VALUE.test(v),
    )
  );
}
