import { useEffect, useState } from 'preact/hooks';

/** The workspace's pages, as paths under /workspace/. */
export type Page = 'sign-in' | 'keys' | 'billing' | 'usage' | 'playground' | 'account';

export const BASE = '/workspace';
const PAGES = ['keys', 'billing', 'usage', 'playground', 'account'] as const;

export function pageOf(pathname: string): Page {
  const name = pathname.slice(BASE.length).replace(/^\/+|\/+$/g, '');
  return (PAGES as readonly string[]).includes(name) ? (name as Page) : 'sign-in';
}

export function hrefOf(page: Page): string {
  return page === 'sign-in' ? `${BASE}/` : `${BASE}/${page}`;
}

const listeners = new Set<() => void>();

export function navigate(href: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  listeners.forEach((notify) => notify());
  window.scrollTo(0, 0);
}

/** The current location, re-rendered on navigation and on the browser's back and forward. */
export function useLocation(): URL {
  const [url, setUrl] = useState(() => new URL(location.href));
  useEffect(() => {
    const update = () => setUrl(new URL(location.href));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return url;
}
