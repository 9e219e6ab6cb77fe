import type { CookieOptions, Request, Response } from 'express';

/** The workspace session cookie: HttpOnly, SameSite=Strict, Secure whenever the request came over https. */
export const SESSION_COOKIE = 'workspace_session';

export const CSRF_HEADER = 'x-csrf-token';

/** The session token from the request's cookies, or null (an extractor for passport-jwt). */
export function sessionCookieToken(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === SESSION_COOKIE) {
      return decodedCookieValue(part.slice(separator + 1).trim());
    }
  }
  return null;
}

/** A value that is not valid percent-encoding is no token (a 401), not an error (a 500). */
function decodedCookieValue(value: string): string | null {
  try {
    return decodeURIComponent(value) || null;
  } catch {
    return null;
  }
}

function cookieOptions(req: Request): CookieOptions {
  // `req.secure` is also true behind a TLS-terminating proxy listed in TRUSTED_PROXIES.
  // Over plain http (http://localhost in development) the cookie goes without Secure,
  // which not every browser would keep on an insecure origin.
  return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' };
}

export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  lifetimeSeconds: number,
): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: lifetimeSeconds * 1000 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
