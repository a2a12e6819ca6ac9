import { useLayoutEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Loads once per mount (callers remount with a key to load something else); failures are logged. */
export function useLoadOnce<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useLayoutEffect(() => {
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
