import { useState } from 'preact/hooks';
import { del, get, post } from '../api';
import { CurlSnippet, curlCommand } from '../components/curl-snippet';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field, Notice } from '../components/field';
import { LoadState } from '../components/load-state';
import { TableHead } from '../components/table-head';
import { useLoad } from '../components/use-load';
import { dateTime } from '../format';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';
import type { ApiKey, ApiKeyList, CreatedKey } from '../types';

/** The spec's limit of active keys per account. */
const MAX_ACTIVE_KEYS = 10;

export function KeysPage() {
  const { lang, t } = useLang();
  const errorText = useErrorText();
  const { state, reload } = useLoad(() => get<ApiKeyList>('/api-keys'));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setNameError(null);
    try {
      setCreated(await post<CreatedKey>('/api-keys', { name: name.trim() }));
      setCopied(false);
      setName('');
      reload();
    } catch (error) {
      setNameError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (key: ApiKey) => {
    setRevoking(null);
    setPageError(null);
    try {
      await del(`/api-keys/${key.id}`);
    } catch (error) {
      setPageError(errorText(error));
    }
    reload();
  };

  const copy = async (key: string) => {
    await navigator.clipboard.writeText(key);
    setCopied(true);
  };

  return (
    <>
      <h1>{t.keys.title}</h1>
      <p class="muted">{t.keys.intro}</p>
      {pageError && <Notice kind="error">{pageError}</Notice>}
      {created && (
        <section class="card" aria-labelledby="new-key-title">
          <h2 id="new-key-title">{t.keys.createdTitle}</h2>
          <Notice kind="warning">{t.keys.createdWarning}</Notice>
          <div class="secret">
            <code data-testid="new-key">{created.key}</code>
            <button type="button" onClick={() => void copy(created.key)}>
              {copied ? t.keys.copied : t.keys.copy}
            </button>
            <button type="button" class="secondary" onClick={() => setCreated(null)}>
              {t.keys.done}
            </button>
          </div>
        </section>
      )}
      <LoadState state={state} onRetry={reload}>
        {({ keys }) => {
          const active = keys.filter((k) => !k.revokedAt).length;
          const full = active >= MAX_ACTIVE_KEYS;
          return (
            <>
              <section class="card" aria-labelledby="create-key-title">
                <h2 id="create-key-title">{t.keys.create}</h2>
                {full && <Notice kind="info">{t.keys.limit}</Notice>}
                <form class="row" onSubmit={(e) => void create(e)} noValidate>
                  <Field label={t.keys.name} error={nameError}>
                    {(c) => (
                      <input
                        id={c.id}
                        name="name"
                        maxLength={100}
                        value={name}
                        aria-describedby={c.describedBy}
                        aria-invalid={c.invalid}
                        onInput={(e) => setName(e.currentTarget.value)}
                      />
                    )}
                  </Field>
                  <button type="submit" disabled={busy || full}>
                    {t.keys.create}
                  </button>
                </form>
                <CurlSnippet
                  command={curlCommand('POST', '/tts', 'key', { json: { text: 'مرحباً بكم' } })}
                />
              </section>
              <section class="card" aria-labelledby="key-list-title">
                <h2 id="key-list-title">{`${t.keys.title} (${active}/${MAX_ACTIVE_KEYS})`}</h2>
                {keys.length === 0 ? (
                  <p class="muted">{t.keys.empty}</p>
                ) : (
                  <div class="table-wrap">
                    <table>
                      <TableHead
                        columns={[
                          t.keys.colName,
                          t.keys.colPrefix,
                          t.keys.colCreated,
                          t.keys.colLastUsed,
                          t.keys.colStatus,
                          t.keys.colActions,
                        ]}
                      />
                      <tbody>
                        {keys.map((key) => (
                          <tr key={key.id}>
                            <td data-label={t.keys.colName}>{key.name}</td>
                            <td data-label={t.keys.colPrefix}>
                              <code dir="ltr">{key.prefix}…</code>
                            </td>
                            <td data-label={t.keys.colCreated}>{dateTime(lang, key.createdAt)}</td>
                            <td data-label={t.keys.colLastUsed}>
                              {key.lastUsedAt ? dateTime(lang, key.lastUsedAt) : t.keys.never}
                            </td>
                            <td data-label={t.keys.colStatus}>
                              <span class={`badge badge-${key.revokedAt ? 'revoked' : 'active'}`}>
                                {key.revokedAt ? t.keys.revoked : t.keys.active}
                              </span>
                            </td>
                            <td class="actions-cell">
                              {!key.revokedAt && (
                                <button
                                  type="button"
                                  class="danger secondary"
                                  aria-label={`${t.keys.revoke} ${key.name}`}
                                  onClick={() => setRevoking(key)}
                                >
                                  {t.keys.revoke}
                                </button>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            </>
          );
        }}
      </LoadState>
      {revoking && (
        <ConfirmDialog
          message={t.keys.confirmRevoke(revoking.name)}
          confirmLabel={t.keys.confirm}
          cancelLabel={t.keys.cancel}
          onConfirm={() => void revoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      )}
    </>
  );
}
