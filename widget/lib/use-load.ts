import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * Loads once per mount (callers remount with a key to load something else); failures are logged.
 * With `known`, what the caller already has, it starts ready and loads nothing.
 */
export function useLoadOnce<T>(load: () => Promise<T>, known?: T): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(known === undefined ? { status: 'loading' } : { status: 'ready', data: known });
  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('[configurator] failed to load', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per mount by design
  }, []);
  return state;
}
