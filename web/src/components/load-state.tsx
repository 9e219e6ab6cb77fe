import type { ComponentChildren } from 'preact';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';
import { Notice } from './field';
import type { Loaded } from './use-load';

/** What a section shows while its data loads or after it failed; the content once ready. */
export function LoadState<T>(props: {
  state: Loaded<T>;
  onRetry: () => void;
  children: (data: T) => ComponentChildren;
}) {
  const { t } = useLang();
  const errorText = useErrorText();
  if (props.state.status === 'loading') return <p class="muted">{t.loading}</p>;
  if (props.state.status === 'error')
    return (
      <Notice kind="error">
        {errorText(props.state.error)}{' '}
        <button type="button" class="link-button" onClick={props.onRetry}>
          {t.retry}
        </button>
      </Notice>
    );
  return <>{props.children(props.state.data)}</>;
}
