import { useCallback, useEffect, useState } from 'preact/hooks';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Loads once on mount (and again on `reload`), keeping the last error to show where it happened. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // The caller names what the load depends on, as with useEffect.
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    run().then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, [run]);
  useEffect(reload, [reload]);
  return { state, reload };
}
