import type { ComponentChildren } from 'preact';
import { navigate } from '../router';

/** An ordinary link that changes page without a reload (modified clicks still open tabs). */
export function Link(props: {
  href: string;
  class?: string;
  current?: boolean;
  children: ComponentChildren;
}) {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(props.href);
  };
  return (
    <a
      href={props.href}
      class={props.class}
      aria-current={props.current ? 'page' : undefined}
      onClick={onClick}
    >
      {props.children}
    </a>
  );
}
