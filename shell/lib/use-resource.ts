import { useCallback, useEffect, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'ready'; data: T };

/** Loads data for the given keys; a newer load supersedes an older one still in flight. */
export function useResource<T>(load: () => Promise<T>, keys: readonly unknown[]): Resource<T> {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error, retry }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...keys, attempt]);
  return state;
}
