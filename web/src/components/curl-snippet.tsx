import { useState } from 'preact/hooks';
import { useLang } from '../i18n';

/** How a program authenticates the request: an API key (elided) or a Bearer token. */
export type Credential = 'key' | 'token';

const CREDENTIAL_HEADER: Record<Credential, string> = {
  key: 'x-api-key: sk_live_…',
  token: 'Authorization: Bearer $TOKEN',
};

/** The shell command for a request, one option a line; single quotes in a body are escaped. */
export function curlCommand(
  method: 'GET' | 'POST',
  path: string,
  credential: Credential,
  options: { json?: unknown; form?: Record<string, string> } = {},
): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const parts = [`curl${method === 'POST' ? ' -X POST' : ''} ${quote(location.origin + path)}`];
  parts.push(`-H ${quote(CREDENTIAL_HEADER[credential])}`);
  if (options.json !== undefined) {
    parts.push(`-H 'content-type: application/json'`);
    parts.push(`-d ${quote(JSON.stringify(options.json))}`);
  }
  for (const [name, value] of Object.entries(options.form ?? {})) {
    parts.push(`-F ${quote(`${name}=${value}`)}`);
  }
  return parts.join(' \\\n  ');
}

/** The request as copyable `curl`, with the key elided, and the way to the API reference. */
export function CurlSnippet(props: { command: string }) {
  const { t } = useLang();
  const [copied, setCopied] = useState(false);
  return (
    <details class="curl">
      <summary>{t.curl.title}</summary>
      <pre dir="ltr" data-testid="curl">
        <code>{props.command}</code>
      </pre>
      <div class="row">
        <button
          type="button"
          class="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(props.command).then(() => setCopied(true))
          }
        >
          {copied ? t.keys.copied : t.keys.copy}
        </button>
        <a href="/docs" target="_blank" rel="noopener">
          {t.curl.docs}
        </a>
      </div>
      <p class="muted">{t.curl.keyHint}</p>
    </details>
  );
}
