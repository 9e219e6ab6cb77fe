import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { ApiError, del, get, onSessionEnded, setCsrfToken } from './api';
import { errorText } from './errors';
import { Notice } from './components/field';
import { Layout } from './components/layout';
import { applyLang, initialLang, LangContext, MESSAGES, type Lang } from './i18n';
import { hrefOf, navigate, pageOf, useLocation } from './router';
import { AccountPage } from './pages/account';
import { BillingPage } from './pages/billing';
import { KeysPage } from './pages/keys';
import { PlaygroundPage } from './pages/playground';
import { SignInPage } from './pages/sign-in';
import { UsagePage } from './pages/usage';
import type { SessionInfo, User } from './types';

type SessionState =
  | { status: 'loading' }
  | { status: 'out'; ended?: boolean }
  | { status: 'in'; user: User }
  | { status: 'error'; error: unknown };

export function App() {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const langState = useMemo(() => ({ lang, t: MESSAGES[lang], setLang: setLangState }), [lang]);
  // Before the browser paints, so text and direction change together.
  useLayoutEffect(() => applyLang(lang), [lang]);

  const url = useLocation();
  const page = pageOf(url.pathname);
  const [session, setSession] = useState<SessionState>({ status: 'loading' });

  const signedIn = (info: SessionInfo) => {
    setCsrfToken(info.csrfToken);
    setSession({ status: 'in', user: info.user });
  };

  const loadSession = () => {
    setSession({ status: 'loading' });
    get<SessionInfo>('/auth/session').then(signedIn, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setSession({ status: 'out' });
      else setSession({ status: 'error', error });
    });
  };
  useEffect(loadSession, []);

  // Signed out in another tab, or expired: the sign-in form takes the page's place at the
  // same address, so signing in again returns the user to where they were.
  useEffect(
    () =>
      onSessionEnded(() =>
        setSession((current) =>
          current.status === 'in' ? { status: 'out', ended: true } : current,
        ),
      ),
    [],
  );
  // A tab coming back into view asks whether its session still stands, before any click fails.
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') get('/auth/session').catch(() => undefined);
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, []);

  // Signed in on the sign-in page: go to the keys, the first thing a newcomer needs.
  useEffect(() => {
    if (session.status === 'in' && page === 'sign-in') navigate(hrefOf('keys'), { replace: true });
  }, [session.status, page]);

  const signedOut = () => {
    setCsrfToken(null);
    setSession({ status: 'out' });
    navigate(hrefOf('sign-in'));
  };
  const signOut = async () => {
    await del('/auth/session').catch(() => undefined);
    signedOut();
  };

  const t = langState.t;
  let content;
  if (session.status === 'loading') content = <p class="muted">{t.loading}</p>;
  else if (session.status === 'error')
    content = (
      <Notice kind="error">
        {errorText(lang, t, session.error)}{' '}
        <button type="button" class="link-button" onClick={loadSession}>
          {t.retry}
        </button>
      </Notice>
    );
  else if (session.status === 'out')
    content = (
      <>
        {session.ended && <Notice kind="warning">{t.signIn.ended}</Notice>}
        <SignInPage onSignedIn={signedIn} />
      </>
    );
  else if (page === 'keys') content = <KeysPage />;
  else if (page === 'billing') content = <BillingPage query={url.searchParams} />;
  else if (page === 'usage') content = <UsagePage />;
  else if (page === 'playground') content = <PlaygroundPage />;
  else if (page === 'account')
    content = <AccountPage email={session.user.email} onEnded={signedOut} />;
  else content = <p class="muted">{t.loading}</p>;

  return (
    <LangContext.Provider value={langState}>
      <Layout
        page={page}
        email={session.status === 'in' ? session.user.email : undefined}
        onSignOut={() => void signOut()}
      >
        {content}
      </Layout>
    </LangContext.Provider>
  );
}
