import type { NextFunction, Request, Response } from 'express';

/** Paths a person may open in a browser, and the workspace page that answers them. */
const PAGE_FOR_PATH: Record<string, string> = {
  '/': '/workspace/',
  // Checkout sessions created before the workspace existed return here.
  '/billing': '/workspace/billing',
};

/**
 * A person opening the server's address gets the workspace; API clients (curl sends
 * `*\/*`, SDKs ask for JSON) keep their JSON answers on the same paths.
 */
export function redirectBrowsersToWorkspace(req: Request, res: Response, next: NextFunction): void {
  const page = PAGE_FOR_PATH[req.path];
  if (page && req.method === 'GET' && req.accepts(['json', 'html']) === 'html') {
    const query = req.originalUrl.indexOf('?');
    res.redirect(302, query < 0 ? page : page + req.originalUrl.slice(query));
    return;
  }
  next();
}
