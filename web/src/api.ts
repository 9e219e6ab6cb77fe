/**
 * The workspace's only way to the server: same-origin fetch with the session cookie
 * (HttpOnly, so never visible here) and the session's CSRF token on state changes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's stable `code`, or one of ours when no answer came (`network_error`). */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Told when the server says the session is gone (signed out elsewhere, expired). */
const sessionEndedListeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

type Method = 'GET' | 'POST' | 'DELETE';

async function send(method: Method, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, 'network_error', String((error as Error).message ?? error));
  }
}

/** The JSON body, or undefined when there is none or it is not JSON (a proxy's error page). */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  const data = await jsonOf(response);
  if (!response.ok) {
    const error = data as { error?: string; code?: string } | undefined;
    const code = error?.code ?? (response.status >= 500 ? 'internal_error' : 'http_error');
    if (code === 'session_expired') sessionEndedListeners.forEach((notify) => notify());
    throw new ApiError(response.status, code, error?.error ?? response.statusText);
  }
  return data as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});
export const del = <T>(path: string) => api<T>('DELETE', path);
