import { useState } from 'preact/hooks';
import { api, post } from '../api';
import { Field, Notice } from '../components/field';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';

/** A password input with its label; the account page asks for one three times. */
function PasswordField(props: {
  label: string;
  value: string;
  autocomplete: 'current-password' | 'new-password';
  onInput: (value: string) => void;
}) {
  return (
    <Field label={props.label}>
      {(c) => (
        <input
          id={c.id}
          type="password"
          dir="ltr"
          autocomplete={props.autocomplete}
          value={props.value}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}

/** Sign out everywhere, change the password, close the account (saying what is kept). */
export function AccountPage(props: { email: string; onEnded: () => void }) {
  const { t } = useLang();
  const errorText = useErrorText();
  const [error, setError] = useState<{ section: string; text: string } | null>(null);
  const [done, setDone] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [closePassword, setClosePassword] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (section: string, action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await action();
    } catch (e) {
      setError({ section, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  const errorIn = (section: string) =>
    error?.section === section && <Notice kind="error">{error.text}</Notice>;

  return (
    <>
      <h1>{t.account.title}</h1>
      <section class="card" aria-labelledby="everywhere-title">
        <h2 id="everywhere-title">{t.account.everywhereTitle}</h2>
        <p class="muted">{t.account.everywhereIntro}</p>
        <button
          type="button"
          class="secondary"
          disabled={busy}
          onClick={() =>
            void run('everywhere', async () => {
              await post('/account/sign-out-everywhere');
              props.onEnded();
            })
          }
        >
          {t.account.everywhere}
        </button>
        {errorIn('everywhere')}
      </section>
      <section class="card" aria-labelledby="password-title">
        <h2 id="password-title">{t.account.passwordTitle}</h2>
        <p class="muted">{t.account.passwordIntro}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run('password', async () => {
              await post('/account/password', { currentPassword: current, newPassword: next });
              setCurrent('');
              setNext('');
              setDone(true);
            });
          }}
        >
          <PasswordField
            label={t.account.currentPassword}
            value={current}
            autocomplete="current-password"
            onInput={setCurrent}
          />
          <PasswordField
            label={t.account.newPassword}
            value={next}
            autocomplete="new-password"
            onInput={setNext}
          />
          <button type="submit" disabled={busy || !current || !next}>
            {t.account.changePassword}
          </button>
        </form>
        {done && <Notice kind="success">{t.account.passwordChanged}</Notice>}
        {errorIn('password')}
      </section>
      <section class="card danger-zone" aria-labelledby="close-title">
        <h2 id="close-title">{t.account.closeTitle}</h2>
        <p>{t.account.closeIntro}</p>
        <p class="muted">{t.account.closeKept}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run('close', async () => {
              await api('DELETE', '/account', { confirm, password: closePassword });
              props.onEnded();
            });
          }}
        >
          <Field label={t.account.confirmEmail(props.email)}>
            {(c) => (
              <input
                id={c.id}
                dir="ltr"
                autocomplete="off"
                value={confirm}
                onInput={(e) => setConfirm(e.currentTarget.value)}
              />
            )}
          </Field>
          <PasswordField
            label={t.account.password}
            value={closePassword}
            autocomplete="current-password"
            onInput={setClosePassword}
          />
          <button
            type="submit"
            class="danger"
            disabled={busy || confirm.trim().toLowerCase() !== props.email.toLowerCase()}
          >
            {t.account.close}
          </button>
        </form>
        {errorIn('close')}
      </section>
    </>
  );
}
