import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

/** A labelled control with its hint and its error, both announced with the control. */
export function Field(props: {
  label: string;
  hint?: string;
  error?: string | null;
  children: (control: { id: string; describedBy?: string; invalid: boolean }) => ComponentChildren;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      {props.children({ id, describedBy, invalid: Boolean(props.error) })}
      {props.hint && (
        <p class="hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p class="error" id={errorId} role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole page or form: an error, or news. */
export function Notice(props: {
  kind: 'error' | 'info' | 'success' | 'warning';
  children: ComponentChildren;
}) {
  return (
    <div class={`notice notice-${props.kind}`} role={props.kind === 'error' ? 'alert' : 'status'}>
      {props.children}
    </div>
  );
}
