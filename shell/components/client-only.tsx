import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * The visitor's own content (a basket, an account, a form with a token) and browser-only code (the
 * configurator's canvas): the server and the hydrating browser render the fallback, then the
 * browser renders the children. The server's HTML stays free of personal data.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}
