import { useState } from 'preact/hooks';
import { ApiError, post } from '../api';
import { Field, Notice } from '../components/field';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';
import type { SessionInfo } from '../types';

type FieldName = 'email' | 'password' | 'name';

/** Which field a failure is about: validation messages start with it; a failed sign-in is the password's. */
function fieldOf(error: unknown): FieldName | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'email_taken') return 'email';
  if (error.code === 'invalid_credentials') return 'password';
  if (error.code !== 'validation_failed') return null;
  const first = /^(email|password|name)\b/i.exec(error.message)?.[1]?.toLowerCase();
  return (first as FieldName | undefined) ?? null;
}

export function SignInPage(props: { onSignedIn: (session: SessionInfo) => void }) {
  const { lang, t } = useLang();
  const errorText = useErrorText();
  const [mode, setMode] = useState<'in' | 'up'>('in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const session =
        mode === 'in'
          ? await post<SessionInfo>('/auth/session', { email, password })
          : await post<SessionInfo>('/auth/session/register', {
              email,
              password,
              ...(name.trim() ? { name: name.trim() } : {}),
            });
      props.onSignedIn(session);
    } catch (error) {
      const field = fieldOf(error);
      // A refused field is named in the page's language; the English page keeps the API's words.
      const text =
        field && lang === 'ar' && (error as ApiError).code === 'validation_failed'
          ? t.signIn.invalid[field]
          : errorText(error);
      setErrors({ [field ?? 'form']: text });
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'in' ? t.signIn.titleIn : t.signIn.titleUp;
  return (
    <section class="card narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{title}</h1>
      <p class="muted">{t.signIn.intro}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <Field label={t.signIn.email} error={errors.email}>
          {(c) => (
            <input
              id={c.id}
              name="email"
              type="email"
              dir="ltr"
              autocomplete="email"
              required
              value={email}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
              onInput={(e) => setEmail(e.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          label={t.signIn.password}
          hint={mode === 'up' ? t.signIn.passwordHint : undefined}
          error={errors.password}
        >
          {(c) => (
            <input
              id={c.id}
              name="password"
              type="password"
              dir="ltr"
              autocomplete={mode === 'in' ? 'current-password' : 'new-password'}
              required
              value={password}
              aria-describedby={c.describedBy}
              aria-invalid={c.invalid}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          )}
        </Field>
        {mode === 'up' && (
          <Field label={t.signIn.name} error={errors.name}>
            {(c) => (
              <input
                id={c.id}
                name="name"
                autocomplete="name"
                value={name}
                aria-describedby={c.describedBy}
                aria-invalid={c.invalid}
                onInput={(e) => setName(e.currentTarget.value)}
              />
            )}
          </Field>
        )}
        <button type="submit" disabled={busy}>
          {mode === 'in' ? t.signIn.submitIn : t.signIn.submitUp}
        </button>
      </form>
      <button
        type="button"
        class="link-button switch-mode"
        onClick={() => {
          setMode(mode === 'in' ? 'up' : 'in');
          setErrors({});
        }}
      >
        {mode === 'in' ? t.signIn.toUp : t.signIn.toIn}
      </button>
    </section>
  );
}
