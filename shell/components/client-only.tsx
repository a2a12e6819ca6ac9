import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating, true once this part of the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The visitor's own content (a basket, an account, a form with a token) and browser-only code (the
 * configurator's canvas): the server and the hydrating browser render the fallback, then the
 * browser renders the children. The server's HTML stays free of personal data.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
