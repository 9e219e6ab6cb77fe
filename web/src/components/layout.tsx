import type { ComponentChildren } from 'preact';
import { useLang } from '../i18n';
import { hrefOf, type Page } from '../router';
import { Link } from './link';

const PAGES: Array<Exclude<Page, 'sign-in'>> = [
  'keys',
  'billing',
  'usage',
  'playground',
  'account',
];

/** Header with the language switch (on every page), the navigation when signed in, and the page. */
export function Layout(props: {
  page: Page;
  email?: string;
  onSignOut?: () => void;
  children: ComponentChildren;
}) {
  const { lang, t, setLang } = useLang();
  return (
    <>
      <a class="skip" href="#main">
        {t.skipToContent}
      </a>
      <header class="top">
        <div class="brand">
          <span class="logo" aria-hidden="true" />
          {t.appName}
        </div>
        {props.email && (
          <nav aria-label={t.nav.label}>
            <ul>
              {PAGES.map((page) => (
                <li key={page}>
                  <Link href={hrefOf(page)} current={props.page === page}>
                    {t.nav[page]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div class="tools">
          <button
            type="button"
            class="link-button"
            lang={lang === 'ar' ? 'en' : 'ar'}
            aria-label={`${t.language}: ${t.switchTo}`}
            onClick={() => setLang(lang === 'ar' ? 'en' : 'ar')}
          >
            {t.switchTo}
          </button>
          {props.email && (
            <>
              <span class="who" dir="ltr">
                {props.email}
              </span>
              <button type="button" class="secondary" onClick={props.onSignOut}>
                {t.nav.signOut}
              </button>
            </>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {props.children}
      </main>
    </>
  );
}
