import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A modal confirmation (the browser's own dialog: focus kept inside, Escape cancels). */
export function ConfirmDialog(props: {
  message: ComponentChildren;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      class="confirm"
      aria-labelledby="confirm-message"
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
    >
      <p id="confirm-message">{props.message}</p>
      <div class="actions">
        <button type="button" class="danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" class="secondary" autofocus onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
